// Writes the golden game fixtures: `npx tsx test/golden/generate.ts`. Run it only when a
// rule change is meant to change these games, and review the diff sheet by sheet.
import { writeFileSync } from 'node:fs';
import { applyChoice, createGame, housesFor, isPick, legalChoices, legalClaims, SHEET_LAYOUT, type Choice, type GameOptions, type GameState, type PickChoice, type Sheet } from '../../src/index.js';
import { nextBelow } from '../../src/internal/rng.js';
import { streetsToText } from '../../src/notation/sheet-text.js';
import { playChoices, rngOf, type Rng } from '../support/random-play.js';

/**
 * A tidy player: writes each number where its value sits in the street (low numbers
 * left, high right), uses the effect when it can, claims whatever it may. Ties are
 * broken by the seeded generator. It makes games that look like a person's.
 */
/** How far from its place by value a number stands in a house: 0 when low numbers sit left and high ones right. */
const misfit = (street: 0 | 1 | 2, house: number, number: number) => Math.abs(house / (SHEET_LAYOUT[street].houses - 1) - number / 17);

function tidyChoice(state: GameState, playerId: string, rng: Rng): Choice {
  const scored = legalChoices(state, playerId).filter((step) => !isPick(step)).map((choice) => {
    // A roundabout costs points: worth it only where it opens a clearly better house.
    const roundabout = choice.roundabout === undefined ? 0 : -0.5;
    if (choice.type === 'refuse') return { choice, score: -100 + roundabout };
    const pair = state.offer[choice.pair];
    const number = (pair?.number ?? 0) + (choice.effect?.type === 'temp' ? choice.effect.delta : 0);
    return { choice, score: -misfit(choice.street, choice.house, number) * 10 + (choice.effect === undefined ? 0 : 1) + roundabout + nextBelow(rng, 100) / 1000 };
  });
  scored.sort((a, b) => b.score - a.score);
  const best = scored[0]?.choice as Choice;
  // Compulsory claims are already on the choice; optional ones are taken when there are any.
  if (best.claims !== undefined) return best;
  const claims = legalClaims(state, playerId, best)[0];
  return claims === undefined ? best : { ...best, claims };
}

/** Expert card choice: the card whose number has the tidiest house on the sheet (effects are hidden). */
function tidyPick(state: GameState, playerId: string): PickChoice {
  const sheet = state.players.find((player) => player.id === playerId)?.sheet as Sheet;
  const picks = legalChoices(state, playerId).filter(isPick);
  const best = (pick: PickChoice) => {
    const number = state.offer.find((pair) => pair.numberCard === pick.card)?.number ?? 0;
    return Math.min(2, ...housesFor(sheet, number).map((house) => misfit(house.street, house.house, number)));
  };
  return picks.reduce((a, b) => (best(b) < best(a) ? b : a));
}

/** The player's round: in an expert game the pick, then the choice made after it. */
function tidyTurn(state: GameState, playerId: string, rng: Rng): Choice {
  const player = state.players.find((p) => p.id === playerId);
  if (!state.variants.expert || player?.pick !== null) return tidyChoice(state, playerId, rng);
  return tidyChoice(applyChoice(state, playerId, tidyPick(state, playerId)), playerId, rng);
}

const GAMES: Record<string, GameOptions> = {
  'collector-2p': { players: ['ann', 'bob'], seed: 'golden-collector-2', plans: [1, 10, 14] },
  'collector-5p': { players: 5, seed: 'golden-collector-5' },
  'original-4p': { players: 4, ruleset: 'original', seed: 'golden-original-4' },
  'collector-3p-ice-cream': { players: ['ann', 'bob', 'cy'], seed: 'golden-ice-cream', sheet: 'ice-cream' },
  'original-3p-christmas': { players: ['ann', 'bob', 'cy'], ruleset: 'original', seed: 'golden-christmas', sheet: 'christmas' },
  'collector-3p-eggs': { players: ['ann', 'bob', 'cy'], seed: 'golden-eggs', sheet: 'eggs' },
  'original-3p-variants': {
    players: ['ann', 'bob', 'cy'],
    ruleset: 'original',
    seed: 'golden-variants-3',
    variants: { roundabouts: true, advancedPlans: true, expert: true },
  },
};

for (const [name, options] of Object.entries(GAMES)) {
  let state = createGame(options);
  const rng = rngOf(name.length * 7919);
  while (state.status === 'choosing') {
    const current = state;
    state = playChoices(state, state.players.map((player) => tidyTurn(current, player.id, rng)));
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
  writeFileSync(new URL(`${name}.json`, process.env.GOLDEN_OUT === undefined ? import.meta.url : `file://${process.env.GOLDEN_OUT}/`), `${JSON.stringify(fixture, null, 1)}\n`);
  console.log(name, state.round, state.ended, state.result?.players.map((p) => p.breakdown.total));
}
