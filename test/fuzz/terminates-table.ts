import {
  applyChoice,
  choiceActions,
  createGame,
  encodeChoice,
  legalChoices,
  legalPairs,
  placements,
  playerView,
  resolveRound,
  type Choice,
  type GameOptions,
  type GameState,
  type PickChoice,
  type PlayerView,
  type Sheet,
  type Street,
} from '../../src/index.js';
import { optionsOf, pickOf, playChoices, randomRound, rngOf, type GameParams } from '../support/random-play.js';
import { deepFreeze, ENTRY_POINTS, type EntryPoint } from './entry-points.js';

/*
 * What the termination property calls: played positions of every sheet kind, both
 * rulesets and every variant, and every entry point of the fuzz table that takes a
 * state, a view or a sheet, rebuilt to take the position's own in place of the table's.
 */

/** A position, with what the entry points need beside the tampered argument, worked out before any tampering. */
export interface Position {
  readonly name: string;
  /** A round's start: nobody has chosen (nor picked a card, in an expert game). */
  readonly start: GameState;
  /** The acting player about to choose: in an expert game with its card picked. */
  readonly state: GameState;
  /** Every player has chosen: the round can be resolved. */
  readonly ready: GameState;
  /** The acting player's index and id. */
  readonly actor: number;
  readonly id: string;
  readonly view: PlayerView;
  readonly sheet: Sheet;
  /** One of the acting player's streets, for the entry points that take one. */
  readonly street: Street;
  /** The acting player's sheet once the round is resolved, for choicesBetween. */
  readonly after: Sheet;
  /** The acting player's choice this round, the pick it needs first, and where it writes. */
  readonly choice: Choice;
  readonly pick: PickChoice;
  readonly pair: number;
  readonly placement: { readonly street: number; readonly house: number; readonly number?: number };
  /** The choice as actions of the learning interface. */
  readonly action: number;
  readonly actions: readonly number[];
}

interface Setting {
  readonly params: GameParams;
  /** Rounds played first; past the end, the game stops the round before its last. */
  readonly rounds: number;
}

const variants = (expert: boolean, advancedPlans: boolean, roundabouts: boolean) => ({ expert, advancedPlans, roundabouts });

/**
 * Ten positions: each sheet kind under both rulesets, each variant in several of them,
 * two solo games (the original rules with one player), some a few rounds in, some late.
 */
const SETTINGS: readonly Setting[] = [
  { params: { sheet: 'classic', ruleset: 'collector', players: 2, seed: 1, bot: 1, variants: variants(false, false, false) }, rounds: 3 },
  { params: { sheet: 'classic', ruleset: 'original', players: 1, seed: 2, bot: 2, variants: variants(false, true, false) }, rounds: 40 },
  { params: { sheet: 'classic', ruleset: 'original', players: 3, seed: 3, bot: 3, variants: variants(true, true, true) }, rounds: 6 },
  { params: { sheet: 'ice-cream', ruleset: 'original', players: 3, seed: 4, bot: 4, variants: variants(false, false, true) }, rounds: 5 },
  { params: { sheet: 'ice-cream', ruleset: 'original', players: 1, seed: 5, bot: 5, variants: variants(true, false, false) }, rounds: 8 },
  { params: { sheet: 'ice-cream', ruleset: 'collector', players: 2, seed: 6, bot: 6, variants: variants(true, true, false) }, rounds: 5 },
  { params: { sheet: 'christmas', ruleset: 'collector', players: 4, seed: 7, bot: 7, variants: variants(false, true, true) }, rounds: 40 },
  { params: { sheet: 'christmas', ruleset: 'original', players: 2, seed: 8, bot: 8, variants: variants(true, false, false) }, rounds: 3 },
  { params: { sheet: 'eggs', ruleset: 'original', players: 2, seed: 9, bot: 9, variants: variants(true, true, true) }, rounds: 4 },
  { params: { sheet: 'eggs', ruleset: 'collector', players: 3, seed: 10, bot: 10, variants: variants(false, false, false) }, rounds: 40 },
];

function nameOf(params: GameParams, round: number): string {
  const on = Object.entries(params.variants ?? {})
    .filter(([, value]) => value)
    .map(([key]) => key);
  const players = params.players === 1 ? 'solo' : `${params.players} players`;
  return [params.sheet ?? 'classic', params.ruleset, players, on.length > 0 ? on.join('+') : 'no variant', `round ${round}`].join(' · ');
}

/** Every player's choice applied to `state` (each after its pick, in an expert game), the round not yet resolved. */
function chosen(state: GameState, choices: readonly Choice[]): GameState {
  let next = state;
  state.players.forEach((player, i) => {
    const choice = choices[i] as Choice;
    if (state.variants.expert) next = applyChoice(next, player.id, pickOf(state, choice));
    next = applyChoice(next, player.id, choice);
  });
  return next;
}

function positionOf(setting: Setting, index: number): Position {
  const { params } = setting;
  const rng = rngOf(params.bot);
  let start = createGame(optionsOf(params));
  for (let r = 0; r < setting.rounds; r++) {
    const next = playChoices(start, randomRound(start, rng));
    if (next.status !== 'choosing') break;
    start = next;
  }
  const choices = randomRound(start, rng);
  const actor = index % start.players.length;
  const id = start.players[actor]?.id as string;
  const choice = choices[actor] as Choice;
  const pick = pickOf(start, choice);
  const state = start.variants.expert ? applyChoice(start, id, pick) : start;
  const ready = chosen(start, choices);
  const sheet = start.players[actor]?.sheet as Sheet;
  // The pair it writes, or after a refusal one it could have written (in an expert game, of its picked card).
  const pair = choice.type === 'build' ? choice.pair : legalPairs(state, id)[0];
  const position: Position = {
    name: nameOf(params, start.round),
    start,
    state,
    ready,
    actor,
    id,
    view: playerView(state, id),
    sheet,
    street: sheet.streets[start.round % 3] as Street,
    after: resolveRound(ready).players[actor]?.sheet as Sheet,
    choice,
    pick,
    pair: pair ?? 0,
    placement: (pair === undefined ? undefined : placements(state, id, pair)[0]) ?? { street: 0, house: 0 },
    action: encodeChoice(state, id, choice),
    actions: choiceActions(state, id, choice).slice(),
  };
  // Frozen, so that a call that writes into what it is given throws rather than changes later calls.
  return deepFreeze(position);
}

/** The positions, played afresh (the same ones every time). */
export function playedPositions(): readonly Position[] {
  return SETTINGS.map(positionOf);
}

/** What an adapter tampers with: one of the position's states, its view, the acting player's sheet or street, or something made of them. */
export type Input = 'start' | 'state' | 'ready' | 'view' | 'sheet' | 'street' | 'scorable' | 'position options';

/** The untampered input of a kind at a position. */
export function inputOf(kind: Input, at: Position): unknown {
  switch (kind) {
    case 'start':
    case 'state':
    case 'ready':
    case 'view':
    case 'sheet':
    case 'street':
      return at[kind];
    case 'scorable':
      return { players: at.state.players.map((p) => ({ id: p.id, sheet: p.sheet })), rules: { tieBreak: at.state.rules.tieBreak }, solo: at.state.solo };
    case 'position options':
      return positionOptions(at.state);
  }
}

/** The options that start a game at the state's position (createGame's `position`). */
function positionOptions(state: GameState): GameOptions {
  return {
    players: state.players.length,
    seed: 'terminates',
    ruleset: state.record.options.ruleset ?? 'collector',
    variants: state.variants,
    sheet: state.players[0]?.sheet.season.kind ?? 'classic',
    plans: state.plans.map((plan) => plan.id ?? 0) as [number, number, number],
    position: { round: state.round, sheets: state.players.map((p) => p.sheet), approved: state.plans.map((plan) => plan.approved) as [boolean, boolean, boolean] },
  };
}

/**
 * One entry point of the fuzz table, made to take a tampered input of one kind at a
 * position: `args` puts the tampered input in its place and the position's own values
 * (the acting player, its choice, the pair and house it writes) in the others. `own`
 * gives the table's arguments, for the ones no position changes.
 */
export interface Adapter {
  readonly entry: EntryPoint;
  readonly takes: Input;
  readonly args: (input: unknown, at: Position, own: () => unknown[]) => unknown[];
}

const adapt = (name: string, takes: Input, args: Adapter['args']): Adapter => {
  const entry = ENTRY_POINTS.find((e) => e.name === name);
  if (entry === undefined) throw new Error(`no entry point named ${name} in the fuzz table`);
  return { entry, takes, args };
};

/** The queries that take a state or a view alike (a GameSource): each is tried with both. */
const sourced = (name: string, rest: (at: Position, own: () => unknown[]) => unknown[] = () => []): Adapter[] =>
  (['state', 'view'] as const).map((takes) => adapt(name, takes, (input, at, own) => [input, at.id, ...rest(at, own)]));

export const ADAPTERS: readonly Adapter[] = [
  adapt('createGame (position)', 'position options', (options) => [options]),
  adapt('applyChoice', 'state', (state, at) => [state, at.id, at.choice]),
  adapt('applyChoice (refusal with claims)', 'state', (state, at, own) => [state, at.id, own()[2]]),
  adapt('applyChoice (expert pick)', 'start', (state, at) => [state, at.id, at.pick]),
  adapt('validateChoice', 'state', (state, at) => [state, at.id, at.choice]),
  adapt('validateChoice (a view)', 'view', (view, at) => [view, at.id, at.choice]),
  ...sourced('previewChoice', (at) => [at.choice]),
  adapt('withdrawChoice', 'ready', (state, at) => [state, at.id]),
  adapt('playerView', 'ready', (state, at) => [state, at.id]),
  adapt('decisionSeed', 'ready', (state, at) => [state, at.id]),
  ...sourced('legalChoices'),
  ...sourced('eachLegalChoice'),
  ...sourced('legalRoundabouts'),
  ...sourced('legalPairs'),
  ...sourced('canRefuse'),
  ...sourced('placements', (at) => [at.pair]),
  ...sourced('legalBuilds', (at) => [at.pair, at.placement]),
  ...sourced('legalClaims', (at) => [at.choice]),
  adapt('choicesBetween', 'state', (state, at) => [state, at.id, at.after]),
  adapt('choicesBetween', 'sheet', (sheet, at) => [at.state, at.id, sheet]),
  ...sourced('targetsAt', (at) => [at.pair, at.placement]),
  adapt('describeChoice', 'state', (state, at) => [at.choice, state, { locale: 'fr' }]),
  adapt('describeRound', 'state', (state, at) => [state, at.state.round - 1]),
  adapt('resolveRound (a finished game)', 'ready', (state) => [state]),
  adapt('scoreGame', 'scorable', (game) => [game]),
  adapt('validateState', 'ready', (state) => [state]),
  adapt('validateSheet', 'sheet', (sheet, at) => [sheet, { plans: at.state.plans, rules: at.state.rules, variants: at.state.variants }]),
  adapt('scoreSheet', 'sheet', (sheet) => [sheet, { tempAward: 4 }]),
  adapt('estatesOf', 'sheet', (sheet) => [sheet]),
  adapt('housesFor', 'sheet', (sheet, at) => [sheet, at.placement.number ?? 7]),
  adapt('canWrite', 'sheet', (sheet, at) => [sheet, at.placement.number ?? 7]),
  adapt('isSheetFull', 'sheet', (sheet) => [sheet]),
  adapt('roundaboutSpots', 'sheet', (sheet) => [sheet]),
  adapt('bisTargets', 'sheet', (sheet, at) => [sheet, at.state.rules]),
  adapt('fenceSlots', 'sheet', (sheet, at) => [sheet, at.state.rules]),
  adapt('sheetToText', 'sheet', (sheet) => [sheet]),
  adapt('renderSheet', 'sheet', (sheet) => [sheet]),
  adapt('evaluateSheet', 'sheet', (sheet, at) => [sheet, at.state.plans]),
  adapt('evaluateSheet (with a deck)', 'sheet', (sheet, at) => [sheet, at.state.plans, { deck: at.view.deck }]),
  adapt('numberRange', 'street', (street) => [street, 3]),
  adapt('fitsAt', 'street', (street) => [street, 3, 7]),
  adapt('canCopy', 'street', (street, at) => [street, 2, 'left', at.state.rules]),
  adapt('canFence', 'street', (street, at) => [street, 2, at.state.rules]),
  adapt('lightStrings', 'street', (street) => [street]),
  adapt('greedyCandidates', 'view', (view) => [view]),
  adapt('outcomeOf', 'view', (view, at) => [view, at.choice]),
  adapt('sampleState', 'view', (view, _at, own) => [view, 7, own()[2]]),
  adapt('greedyBotWith(…) as a bot', 'view', (view) => [view, 7]),
  adapt('searchBot(…) as a bot', 'view', (view) => [view, 7]),
  adapt('randomBot', 'view', (view) => [view, 7]),
  adapt('greedyBot', 'view', (view) => [view, 7]),
  adapt('legalActionMask', 'state', (state, at) => [state, at.id]),
  adapt('legalActionMask (a view)', 'view', (view, at) => [view, at.id]),
  adapt('encodeChoice', 'state', (state, at) => [state, at.id, at.choice]),
  adapt('decodeAction', 'state', (state, at) => [state, at.id, at.action]),
  adapt('choiceActions', 'state', (state, at) => [state, at.id, at.choice]),
  adapt('decodeActions', 'state', (state, at) => [state, at.id, at.actions.slice()]),
  adapt('observe', 'view', (view) => [view]),
];

/**
 * Whether a value holds a house anywhere inside: a state, a view, a sheet, a street, or
 * options or a game made of them. Only data properties are read, not getters: an
 * environment's `state` is its own, which no caller can hand it.
 */
export function holdsHouses(value: unknown, depth = 0): boolean {
  if (typeof value !== 'object' || value === null || depth > 8) return false;
  if (!Array.isArray(value) && Object.hasOwn(value, 'houses')) return true;
  return Object.values(Object.getOwnPropertyDescriptors(value)).some((property) => 'value' in property && holdsHouses(property.value, depth + 1));
}

/**
 * The known hang, held as plain examples: on an ice cream sheet under the original
 * rules, a truck standing "between" houses (2.5), at a house written as a string ("3")
 * or wrapped in an array ([3]) never reaches the house it drives to, so the drive
 * never ends. Both trucks that drive from the left are tried: the middle street's and
 * the bottom street's once its player has started it there.
 */
export interface Example {
  readonly street: 1 | 2;
  readonly at: unknown;
  readonly entry: 'legalChoices' | 'resolveRound';
}

export const EXAMPLES: readonly Example[] = ([1, 2] as const).flatMap((street) => [2.5, '3', [3]].flatMap((at) => (['legalChoices', 'resolveRound'] as const).map((entry) => ({ street, at, entry }))));

export const exampleName = (example: Example): string => `${example.entry} with the truck of street ${example.street} at ${JSON.stringify(example.at)}`;

/** A house the first player may write to on `street`, right of house 3: a number the truck drives to from the left. */
const buildRightOf3 = (state: GameState, street: number): Choice | undefined =>
  legalChoices(state, state.players[0]?.id as string).find((c): c is Choice => c.type === 'build' && c.street === street && c.house >= 4 && c.roundabout === undefined);

/**
 * A two-player ice cream game under the original rules, a few rounds in, where the
 * first player's middle and bottom trucks both drive from the left and a number may be
 * written right of house 3 in both streets: the first such game of a few seeds.
 */
let iceCream: GameState | undefined;
function iceCreamGame(): GameState {
  if (iceCream !== undefined) return iceCream;
  for (let seed = 1; seed <= 50; seed++) {
    const rng = rngOf(seed);
    let state = createGame({ players: 2, ruleset: 'original', sheet: 'ice-cream', seed });
    for (let round = 0; round < 12 && state.status === 'choosing'; round++) {
      const season = state.players[0]?.sheet.season;
      if (season?.kind === 'ice-cream' && season.trucks[2].from === 'left' && buildRightOf3(state, 1) && buildRightOf3(state, 2)) return (iceCream = state);
      state = playChoices(state, randomRound(state, rng));
    }
  }
  throw new Error('no ice cream game of the first 50 seeds has both lower trucks driving from the left');
}

/** The arguments of an example: the game (ready to resolve, for resolveRound) with the first player's truck moved. */
export function exampleArgs(example: Example): unknown[] {
  const start = iceCreamGame();
  const id = start.players[0]?.id as string;
  let state = start;
  if (example.entry === 'resolveRound') {
    // Everyone has chosen; the first player writes right of house 3, ahead of the moved truck.
    const choices = randomRound(start, rngOf(0));
    choices[0] = buildRightOf3(start, example.street) as Choice;
    state = chosen(start, choices);
  }
  const json = JSON.parse(JSON.stringify(state)) as { players: { sheet: { season: { trucks: { at: unknown }[] } } }[] };
  const truck = json.players[0]?.sheet.season.trucks[example.street];
  if (truck === undefined) throw new Error('the example game has no truck there');
  truck.at = example.at;
  return example.entry === 'legalChoices' ? [json, id] : [json];
}

/** An example's call: the entry point on its arguments. */
export function callExample(example: Example, args: unknown[]): unknown {
  return example.entry === 'legalChoices' ? legalChoices(args[0] as GameState, args[1] as string) : resolveRound(args[0] as GameState);
}
