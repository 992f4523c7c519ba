// The pictures of the guides (docs/pictures/*.svg), drawn by welcome-to-engine/svg from
// positions written here: `npm run pictures` writes them, and test/docs/pictures.test.ts
// fails when a file is not what this table draws (a stale picture) or a guide does not
// show it. They are decorative drawings (no hooks for a page's clicks), to keep the
// package light; the streets alone where the guide talks about the streets.
import { readFileSync, writeFileSync } from 'node:fs';
import { curveOfCsv, curveSvg, headToHeadSvg, learnersOfCsv } from './learning-curve.js';
import { greedyBotWith, playGame, replay, scoreSheet, sheetFromText, type GameOptions, type GameState, type Sheet } from '../src/index.js';
import { sheetSvg, type SheetSvgOptions } from '../src/svg/index.js';

/** One picture: its file in docs/pictures/, the guide that shows it, and how it is drawn. */
export interface Picture {
  readonly file: string;
  readonly guide: string;
  readonly draw: () => string;
}

/** The greedy bot at temperature 0: the pictures (and the numbers the guides read off them) stay as they are when the default temperature is tuned. */
const greedyBot = greedyBotWith({ temperature: 0 });

/** The sheet of the first player of a seeded game between greedy bots, after `rounds` rounds. */
function greedyGame(options: GameOptions, rounds: number): GameState {
  const { state } = playGame(options, [greedyBot, greedyBot]);
  return replay({ options: state.record.options, rounds: state.record.rounds.slice(0, rounds) });
}

const picture = (sheet: Sheet, options: SheetSvgOptions) => `${sheetSvg(sheet, { decorative: true, ...options })}\n`;

export const PICTURES: readonly Picture[] = [
  {
    file: 'ice-cream.svg',
    guide: 'rules.md',
    draw: () => {
      const state = greedyGame({ players: 2, seed: 'pictures: ice cream', sheet: 'ice-cream' }, 14);
      return picture(state.players[0]!.sheet, { title: 'An ice cream truck sheet in round 15: cones sold (circled) and lost (crossed), the trucks where they stand' });
    },
  },
  {
    file: 'christmas.svg',
    guide: 'rules.md',
    draw: () => {
      const sheet = sheetFromText('sheet christmas\ntop 1 3 | 4 5 6 | . . 9 10 .\nmiddle 2 4 . 6 7 8 8b 9 11 12 13\nbottom . . 3 4 5 | 7 . . . . . .');
      return picture(sheet, { part: 'streets', title: "The Christmas lights: the rulebook's middle street 2 4 _ 6 7 8 8bis 9 11 12 13, whose longest string (6 to 9) scores 5" });
    },
  },
  {
    file: 'eggs.svg',
    guide: 'rules.md',
    draw: () => {
      const state = greedyGame({ players: 2, seed: 'pictures: eggs', sheet: 'eggs' }, 16);
      return picture(state.players[0]!.sheet, { part: 'streets', title: 'A spring eggs sheet in round 17: the eggs collected by 0, 8, 10 and 6, 9, 16 filled in' });
    },
  },
  {
    file: 'scoring.svg',
    guide: 'sheet-and-scoring.md',
    draw: () => {
      const { state } = playGame({ players: 2, seed: 'pictures: scoring' }, [greedyBot, greedyBot]);
      const breakdown = state.status === 'over' ? state.result.players[0]!.breakdown : scoreSheet(state.players[0]!.sheet);
      return picture(state.players[0]!.sheet, { plans: state.plans, score: breakdown, title: 'A finished sheet and its score: plans, parks, pools, temps, estates, less bis and refusals' });
    },
  },
  {
    file: 'position.svg',
    guide: 'positions.md',
    draw: () => {
      const sheet = sheetFromText('top 1 2 3 | 4 5 6 | . . . .\ntemps 2');
      return picture(sheet, { part: 'streets', title: "The puzzle's position: your top street 1 2 3 | 4 5 6, two estates of three once the next number closes the street's run" });
    },
  },
  {
    // The learning curve of `npm run train`, drawn from the CSV it wrote.
    file: 'learning-curve.svg',
    guide: 'performance.md',
    draw: () => {
      const { points, names } = curveOfCsv(readFileSync(new URL('../docs/learning-curve.csv', import.meta.url), 'utf8'));
      return curveSvg(points, names);
    },
  },
  {
    // The two learners at the same budget of games (train/td/head-to-head.ts wrote the CSV).
    file: 'td-against-cem.svg',
    guide: 'writing-a-bot.md',
    draw: () => headToHeadSvg(learnersOfCsv(readFileSync(new URL('../docs/learning-td-cem.csv', import.meta.url), 'utf8'))),
  },
];

if (process.argv[1]?.endsWith('pictures.ts')) {
  for (const { file, draw } of PICTURES) writeFileSync(new URL(`../docs/pictures/${file}`, import.meta.url), draw());
}
