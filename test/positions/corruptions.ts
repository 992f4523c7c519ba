// One corruption of each kind for sheets and for game states, for the mutation-style
// tests of validateSheet and validateState: each takes a JSON copy and returns it
// corrupted with the code the validators must name, or undefined where the kind does
// not apply (a sheet without a roundabout cannot lose a roundabout's fence).
import { EGG_SPOTS, SHEET_LAYOUT, TRACKS, type RuleErrorCode } from '../../src/index.js';

/** Plain JSON, to corrupt freely. */
export type Json = any; // eslint-disable-line @typescript-eslint/no-explicit-any

export interface Corruption {
  readonly name: string;
  readonly code: RuleErrorCode;
  readonly apply: (value: Json) => Json | undefined;
}

const copy = (value: unknown): Json => JSON.parse(JSON.stringify(value));

/** Each house of a sheet with its street and index. */
function houses(sheet: Json): { s: number; h: number; house: Json }[] {
  return sheet.streets.flatMap((street: Json, s: number) => street.houses.map((house: Json, h: number) => ({ s, h, house })));
}

/** The first house that passes `test`, for a corruption to change. */
function first(sheet: Json, test: (house: Json, s: number, h: number) => boolean): { s: number; h: number; house: Json } | undefined {
  return houses(sheet).find(({ s, h, house }) => test(house, s, h));
}

const written = (house: Json) => house.number !== null && !house.roundabout;

export const SHEET_CORRUPTIONS: readonly Corruption[] = [
  { name: 'a house number past 17', code: 'sheet/malformed', apply: (sheet) => ((sheet.streets[0].houses[0].number = 40), sheet) },
  { name: 'a negative house number', code: 'sheet/malformed', apply: (sheet) => ((sheet.streets[1].houses[0].number = -3), sheet) },
  { name: 'a fractional house number', code: 'sheet/malformed', apply: (sheet) => ((sheet.streets[2].houses[0].number = 5.5), sheet) },
  { name: 'a house number as a string', code: 'sheet/malformed', apply: (sheet) => ((sheet.streets[0].houses[1].number = '7'), sheet) },
  { name: 'a field the type does not have', code: 'sheet/malformed', apply: (sheet) => ((sheet.streets[0].houses[0].colour = 'red'), sheet) },
  { name: 'a prototype key', code: 'sheet/malformed', apply: (sheet) => JSON.parse(JSON.stringify(sheet).replace('{"streets"', '{"__proto__":{},"streets"')) },
  { name: 'more temp marks than boxes', code: 'sheet/track-out-of-range', apply: (sheet) => ((sheet.temps = 12), sheet) },
  { name: 'a missing street', code: 'sheet/malformed', apply: (sheet) => (sheet.streets.pop(), sheet) },
  {
    name: 'the same number twice without bis',
    code: 'sheet/order',
    apply: (sheet) => {
      const source = first(sheet, (house) => written(house) && !house.bis);
      if (source === undefined) return undefined;
      const street = sheet.streets[source.s];
      const target = street.houses.findIndex((house: Json, h: number) =>
        h > source.h && house.number === null && !house.roundabout && !street.houses.slice(source.h, h).some((between: Json) => between.roundabout)
      );
      if (target < 0) return undefined;
      street.houses[target].number = source.house.number;
      return sheet;
    },
  },
  {
    name: 'a smaller number right of a larger',
    code: 'sheet/order',
    apply: (sheet) => {
      const source = first(sheet, (house) => written(house) && house.number > 0);
      if (source === undefined) return undefined;
      const street = sheet.streets[source.s];
      const target = street.houses.findIndex((house: Json, h: number) =>
        h > source.h + 1 && house.number === null && !house.roundabout && !street.houses.slice(source.h, h).some((between: Json) => between.roundabout)
      );
      if (target < 0) return undefined;
      street.houses[target].number = source.house.number - 1;
      return sheet;
    },
  },
  {
    name: 'a bis copy with no equal neighbour',
    code: 'sheet/bis',
    apply: (sheet) => {
      const target = first(sheet, (house, s, h) => written(house) && !house.bis && sheet.streets[s].houses[h - 1]?.number !== house.number && sheet.streets[s].houses[h + 1]?.number !== house.number);
      if (target === undefined) return undefined;
      target.house.bis = true;
      sheet.bis = Math.min(sheet.bis + 1, TRACKS.bis.length - 1);
      return sheet;
    },
  },
  {
    name: 'a built pool on a house without one',
    code: 'sheet/pool',
    apply: (sheet) => {
      const target = first(sheet, (house) => house.pool === 'none');
      return target === undefined ? undefined : ((target.house.pool = 'built'), sheet);
    },
  },
  {
    name: 'a built pool on an empty house',
    code: 'sheet/pool',
    apply: (sheet) => {
      const target = first(sheet, (house) => house.pool === 'printed' && house.number === null && !house.roundabout);
      if (target === undefined || sheet.pools >= TRACKS.pool.length - 1) return undefined;
      target.house.pool = 'built';
      sheet.pools += 1;
      return sheet;
    },
  },
  {
    name: 'a roundabout without its fences',
    code: 'sheet/roundabout',
    apply: (sheet) => {
      const target = first(sheet, (house, _s, h) => house.roundabout && h > 0);
      return target === undefined ? undefined : ((sheet.streets[target.s].fences[target.h] = false), sheet);
    },
  },
  { name: 'a street end unfenced', code: 'sheet/fence', apply: (sheet) => ((sheet.streets[2].fences[0] = false), sheet) },
  {
    name: 'a pool track that disagrees with the built pools',
    code: 'sheet/track',
    apply: (sheet) => (sheet.pools < TRACKS.pool.length - 1 ? ((sheet.pools += 1), sheet) : ((sheet.pools -= 1), sheet)),
  },
  {
    name: 'a bis track that disagrees with the bis copies',
    code: 'sheet/track',
    apply: (sheet) => (sheet.bis < TRACKS.bis.length - 1 ? ((sheet.bis += 1), sheet) : ((sheet.bis -= 1), sheet)),
  },
  {
    name: 'more parks than numbers built in the street',
    code: 'sheet/track',
    apply: (sheet) => {
      const s = [0, 1, 2].find((street) => sheet.streets[street].houses.filter((house: Json) => written(house) && !house.bis).length < (SHEET_LAYOUT[street as 0]?.parks.length ?? 1) - 1);
      if (s === undefined) return undefined;
      sheet.streets[s].parks = SHEET_LAYOUT[s as 0].parks.length - 1;
      return sheet;
    },
  },
  {
    name: 'a house used by no claim',
    code: 'sheet/used',
    apply: (sheet) => {
      const target = first(sheet, (house) => written(house) && house.used === false);
      return target === undefined ? undefined : ((target.house.used = 'house'), sheet);
    },
  },
  {
    name: 'a used estate split',
    code: 'sheet/used',
    apply: (sheet) => {
      const target = first(sheet, (house) => house.used === 'estate');
      return target === undefined ? undefined : ((target.house.used = false), sheet);
    },
  },
  {
    name: 'a plan box that disagrees with the plan',
    code: 'sheet/plan',
    apply: (sheet) => {
      const k = sheet.plans.findIndex((points: Json) => points !== null);
      return k < 0 ? undefined : ((sheet.plans[k] = 97), sheet);
    },
  },
  {
    name: 'a cone sold ahead of its truck',
    code: 'sheet/season',
    apply: (sheet) => {
      if (sheet.season.kind !== 'ice-cream') return undefined;
      const s = [0, 1, 2].find((street) => sheet.season.cones[street].some((cone: Json) => cone === 'open'));
      if (s === undefined) return undefined;
      const h = sheet.season.cones[s].findIndex((cone: Json) => cone === 'open');
      sheet.season.cones[s][h] = 'sold';
      return sheet;
    },
  },
  {
    name: 'eggs a number does not collect',
    code: 'sheet/season',
    apply: (sheet) => {
      if (sheet.season.kind !== 'eggs') return undefined;
      const s = [0, 1, 2].find((street) => sheet.season.eggs[street].some((eggs: Json, h: number) => eggs !== null && eggs < (EGG_SPOTS[street as 0][h] ?? 0)));
      if (s === undefined) return undefined;
      const h = sheet.season.eggs[s].findIndex((eggs: Json, house: number) => eggs !== null && eggs < (EGG_SPOTS[s as 0][house] ?? 0));
      sheet.season.eggs[s][h] += 1;
      return sheet;
    },
  },
  {
    name: 'the wrong kind of sheet',
    code: 'sheet/season',
    apply: (sheet) => (sheet.season.kind === 'classic' ? ((sheet.season = { kind: 'christmas' }), sheet) : ((sheet.season = { kind: 'classic' }), sheet)),
  },
];

/** A state's corruptions: `state` is a JSON copy of a game in progress or finished. */
export const STATE_CORRUPTIONS: readonly Corruption[] = [
  { name: 'a field the state does not have', code: 'state/malformed', apply: (state) => ((state.cheat = true), state) },
  { name: 'the round changed', code: 'state/mismatch', apply: (state) => ((state.round += 3), state) },
  { name: 'the round as -0', code: 'state/mismatch', apply: (state) => ((state.round = -0), state) },
  { name: 'the status changed', code: 'state/mismatch', apply: (state) => ((state.status = state.status === 'over' ? 'choosing' : 'over'), state) },
  {
    name: 'the result forged',
    code: 'state/mismatch',
    apply: (state) => ((state.result = state.result === null ? { players: [], winners: [] } : { ...state.result, winners: ['nobody'] }), state),
  },
  { name: 'the offer changed', code: 'state/mismatch', apply: (state) => (state.offer.length === 0 ? undefined : ((state.offer[0].number = (state.offer[0].number + 1) % 18), state)) },
  {
    name: 'a stack changed',
    code: 'state/mismatch',
    apply: (state) => {
      const stack = state.cards.stacks.find((cards: Json) => cards.length > 0);
      return stack === undefined ? undefined : ((stack[0].number = (stack[0].number + 1) % 18), state);
    },
  },
  { name: 'the generator changed', code: 'state/mismatch', apply: (state) => ((state.rng[0] = (state.rng[0] + 1) >>> 0), state) },
  { name: 'a plan approved', code: 'state/mismatch', apply: (state) => ((state.plans[2].approved = !state.plans[2].approved), state) },
  { name: 'a plan made worth more', code: 'state/mismatch', apply: (state) => ((state.plans[0].first = 100), state) },
  {
    name: 'a sheet number changed',
    code: 'state/mismatch',
    apply: (state) => {
      const target = first(state.players[0].sheet, (house) => written(house));
      return target === undefined ? undefined : ((target.house.number = (target.house.number + 1) % 18), state);
    },
  },
  {
    name: 'forged plan points',
    code: 'state/mismatch',
    apply: (state) => ((state.players[0].sheet.plans[0] = state.players[0].sheet.plans[0] === null ? 9 : null), state),
  },
  { name: 'a track past its boxes', code: 'sheet/track-out-of-range', apply: (state) => ((state.players[0].sheet.refusals = 4), state) },
  { name: 'a street end unfenced', code: 'sheet/fence', apply: (state) => ((state.players[0].sheet.streets[1].fences[0] = false), state) },
  { name: 'the record without its seed', code: 'state/record', apply: (state) => (delete state.record.options.seed, state) },
  { name: 'a round missing from the record', code: 'state/mismatch', apply: (state) => (state.record.rounds.length === 0 ? undefined : (state.record.rounds.pop(), state)) },
  { name: 'a round of the record without its choices', code: 'state/record', apply: (state) => (state.record.rounds.push([]), state) },
  {
    name: 'a pending choice made illegal',
    code: 'state/pending',
    apply: (state) => {
      const player = state.players.find((candidate: Json) => candidate.pending !== null);
      return player === undefined ? undefined : ((player.pending = { type: 'build', pair: 0, street: 0, house: 60 }), state);
    },
  },
  {
    name: 'an outcome smuggled in beside a pending choice',
    code: 'state/malformed',
    apply: (state) => {
      const player = state.players.find((candidate: Json) => candidate.pending !== null);
      if (player === undefined) return undefined;
      player.outcome = { sheet: player.sheet, claimed: [0], reshuffle: false };
      return state;
    },
  },
];

/** Applies a corruption to a copy. */
export function corrupt(value: unknown, corruption: Corruption): Json | undefined {
  return corruption.apply(copy(value));
}
