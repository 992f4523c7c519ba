// Writes the golden game fixtures: `npx tsx test/golden/generate.ts`. Run it only when a
// rule change is meant to change these games, and review the diff sheet by sheet.
import { writeFileSync } from 'node:fs';
import { createGame, legalChoices, legalClaims, SHEET_LAYOUT, type Choice, type GameOptions, type GameState } from '../../src/index.js';
import { nextBelow } from '../../src/internal/rng.js';
import { streetsToText } from '../../src/sheet/notation.js';
import { playChoices, rngOf, type Rng } from '../support/random-play.js';

/**
 * A tidy player: writes each number where its value sits in the street (low numbers
 * left, high right), uses the effect when it can, claims whatever it may. Ties are
 * broken by the seeded generator. It makes games that look like a person's.
 */
function tidyChoice(state: GameState, playerId: string, rng: Rng): Choice {
  const scored = (legalChoices(state, playerId) as Choice[]).map((choice) => {
    if (choice.type === 'refuse') return { choice, score: -100 };
    const pair = state.offer[choice.pair];
    const number = (pair?.number ?? 0) + (choice.effect?.type === 'temp' ? choice.effect.delta : 0);
    const fit = Math.abs(choice.house / (SHEET_LAYOUT[choice.street].houses - 1) - number / 17);
    return { choice, score: -fit * 10 + (choice.effect === undefined ? 0 : 1) + nextBelow(rng, 100) / 1000 };
  });
  scored.sort((a, b) => b.score - a.score);
  const best = scored[0]?.choice as Choice;
  const claims = legalClaims(state, playerId, best)[0];
  return claims === undefined ? best : { ...best, claims };
}

const GAMES: Record<string, GameOptions> = {
  'collector-2p': { players: ['ann', 'bob'], seed: 'golden-collector-2', plans: [1, 10, 14] },
  'collector-5p': { players: 5, seed: 'golden-collector-5' },
  'original-4p': { players: 4, ruleset: 'original', seed: 'golden-original-4' },
};

for (const [name, options] of Object.entries(GAMES)) {
  let state = createGame(options);
  const rng = rngOf(name.length * 7919);
  while (state.status === 'choosing') {
    const current = state;
    state = playChoices(state, state.players.map((player) => tidyChoice(current, player.id, rng)));
  }
  const fixture = {
    record: state.record,
    final: {
      round: state.round,
      ended: state.ended,
      winners: state.result?.winners,
      players: state.players.map((player, i) => ({
        id: player.id,
        streets: streetsToText(player.sheet),
        parks: player.sheet.streets.map((street) => street.parks),
        sheet: { ...player.sheet, streets: undefined },
        breakdown: state.result?.players[i]?.breakdown,
        rank: state.result?.players[i]?.rank,
      })),
    },
  };
  writeFileSync(new URL(`${name}.json`, import.meta.url), `${JSON.stringify(fixture, null, 1)}\n`);
  console.log(name, state.round, state.ended, state.result?.players.map((p) => p.breakdown.total));
}
