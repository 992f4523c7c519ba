// `node --import tsx train/td/compare.ts [--players 2] [--ruleset collector] [--games 300]`:
// the TD value of the last checkpoint against the greedy bot's hand weights and the
// shipped CEM weights, each in self-play (every seat the same), on the same unseen seeds,
// paired seed by seed: the bench's measure (`npm run bench:bots`, paired with greedyBot).
import { readFileSync } from 'node:fs';
import { HAND_VALUATION } from '../../src/bots/rating/valuation.js';
import { LEARNED_VALUATION } from '../../src/bots/rating/learned/valuation.js';
import { supplyOfDeck } from '../../src/bots/rating/supply.js';
import { startGame } from '../../src/game/compact/start.js';
import { playSelf, type Decider } from './selfplay.js';
import { newValue, VERSION } from './value.js';

const arg = (name: string, fallback: string) => {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? (process.argv[at + 1] as string) : fallback;
};
const players = Number(arg('players', '2'));
const ruleset = arg('ruleset', 'collector') as 'collector' | 'original';
const games = Number(arg('games', '300'));
const checkpoint = arg('checkpoint', `train/td/checkpoint-${VERSION}-${players}p-${ruleset}.json`);
const saved = JSON.parse(readFileSync(checkpoint, 'utf8')) as { played: number; weights: number[] };
const supply = supplyOfDeck(startGame({ players, ruleset, seed: 'supply' }).deck);
const td: Decider = { kind: 'td', value: newValue(Float32Array.from(saved.weights), supply), temperature: 0 };
const hand: Decider = { kind: 'valuation', valuation: HAND_VALUATION, temperature: 0 };
const cem: Decider = { kind: 'valuation', valuation: LEARNED_VALUATION, temperature: 0 };

const means: Record<string, number[]> = { hand: [], cem: [], td: [] };
for (let g = 0; g < games; g++) {
  for (const [name, decider] of [['hand', hand], ['cem', cem], ['td', td]] as const) {
    const scores = playSelf({ players, ruleset, seed: `compare/${g}` }, Array.from({ length: players }, () => decider), g);
    (means[name] as number[]).push(scores.reduce((a, b) => a + b, 0) / players);
  }
}
const paired = (a: number[], b: number[]) => {
  const d = a.map((x, i) => x - (b[i] as number));
  const mean = d.reduce((s, x) => s + x, 0) / d.length;
  const sd = Math.sqrt(d.reduce((s, x) => s + (x - mean) ** 2, 0) / (d.length - 1));
  return `${mean >= 0 ? '+' : ''}${mean.toFixed(2)} ± ${((1.96 * sd) / Math.sqrt(d.length)).toFixed(2)}`;
};
const mean = (xs: number[]) => (xs.reduce((a, b) => a + b, 0) / xs.length).toFixed(2);
console.log(`${players} players, ${ruleset}, ${games} seeds, self-play; TD after ${saved.played} games`);
console.log(`hand ${mean(means.hand as number[])}, CEM ${mean(means.cem as number[])}, TD ${mean(means.td as number[])}`);
console.log(
  `CEM − hand ${paired(means.cem as number[], means.hand as number[])}; TD − hand ${paired(means.td as number[], means.hand as number[])}; TD − CEM ${
    paired(means.td as number[], means.cem as number[])
  }`,
);
