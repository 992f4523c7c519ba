import * as engine from '../../src/index.js';
import type { Choice, GameOptions, GameState, Sheet } from '../../src/index.js';
import { deepFreeze } from '../../src/internal/freeze.js';
import { playedGame } from '../support/random-play.js';

// Deep-frozen, so that a write anywhere inside throws and is caught.
export { deepFreeze };

/**
 * Every exported function, with valid arguments to start from and which of them come
 * from outside (a network, a file, a caller's own code). A state handed back by the
 * engine is trusted by the functions that take one (documented on each, with
 * `validateState` for states from storage): those arguments are deep-frozen and must
 * come out unchanged, but are not replaced by hostile values.
 */
export interface EntryPoint {
  readonly name: string;
  /** Fresh valid arguments. */
  readonly args: () => unknown[];
  /** Indexes of the arguments that come from outside, which the fuzz replaces or edits. */
  readonly outside: readonly number[];
  /** Documented never to throw: it answers with problems or `{ ok: false }` instead. */
  readonly neverThrows?: boolean;
  /** A call out of order (a step before reset, any call after close): it throws a RuleError of this code, whatever its arguments. */
  readonly refuses?: engine.RuleErrorCode;
  readonly call: (...args: unknown[]) => unknown;
}

const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** The reports of a run's two shards, as another machine sends them. */
const shardReports = [0, 1].map((index) =>
  clone(engine.simulate({ games: 3, seats: [{ name: 'r', bot: engine.randomBot }, { name: 's', bot: engine.randomBot }], seed: 'm', shard: { index, count: 2 } }))
);

/** A game some rounds in with every variant that shows on the sheet: roundabouts and advanced plans. */
const midGame: GameState = playedGame({ ruleset: 'original', players: 3, seed: 5, bot: 5, variants: { expert: false, advancedPlans: true, roundabouts: true } }, 9);
const expertGame: GameState = playedGame({ ruleset: 'collector', players: 2, seed: 6, bot: 6, variants: { expert: true, advancedPlans: false, roundabouts: false }, sheet: 'ice-cream' }, 5);
const over: GameState = playedGame({ ruleset: 'collector', players: 2, seed: 7, bot: 7 }, 200);
const player = midGame.players[0]?.id as string;
const sheet: Sheet = midGame.players[0]?.sheet as Sheet;
const choice = engine.legalChoices(midGame, player).find((c) => c.type === 'build' && c.effect !== undefined) as Choice;
const refusal: Choice = { type: 'refuse', claims: [{ plan: 0, estates: [{ street: 0, start: 0, size: 2 }] }] };
const placement = engine.placements(midGame, player, 0)[0] ?? { street: 0, house: 0, number: 3 };
const options: GameOptions = {
  players: ['ann', 'bob'],
  seed: 'fuzz',
  ruleset: 'original',
  variants: { advancedPlans: true, roundabouts: true, expert: true },
  plans: [0, 6, { requirement: { type: 'estates', sizes: [2, 3] }, first: 9, later: 5 }],
  sheet: 'christmas',
  rules: { tieBreak: 'estates', bisAcrossFence: true },
};
const positionOptions: GameOptions = {
  players: 3,
  seed: 3,
  ruleset: 'original',
  variants: { advancedPlans: true, roundabouts: true },
  plans: midGame.plans.map((plan) => plan.id as number) as [number, number, number],
  position: { round: midGame.round, sheets: midGame.players.map((p) => p.sheet), approved: [true, false, false] },
};

for (const state of [midGame, expertGame, over]) deepFreeze(state);

export const STATES = { midGame, expertGame, over } as const;

const inGame = (name: string, call: (state: GameState, id: unknown, ...rest: unknown[]) => unknown, rest: () => unknown[] = () => [], neverThrows = false): EntryPoint => ({
  name,
  args: () => [midGame, player, ...rest()],
  outside: [1, ...rest().map((_, i) => i + 2)],
  ...(neverThrows ? { neverThrows } : {}),
  call: (state, id, ...more) => call(state as GameState, id, ...more),
});

const onSheet = (name: string, call: (...args: unknown[]) => unknown, rest: () => unknown[] = () => []): EntryPoint => ({
  name,
  args: () => [clone(sheet), ...rest()],
  outside: [0, ...rest().map((_, i) => i + 1)],
  call,
});

const fn = <A extends unknown[]>(f: (...args: A) => unknown) => f as unknown as (...args: unknown[]) => unknown;

/** The first legal action of each acting seat of a step: what the environments' entries step with. */
const firstActions = (step: engine.EnvironmentStep) => step.masks.map((mask, seat) => (step.acting[seat] ? mask.indexOf(1) : -1));

/** An environment whose game is over, made once: a step refused leaves it as it was, so the entries share it. */
let finished: { env: engine.Environment; step: engine.EnvironmentStep } | undefined;
function finishedEnvironment(): { env: engine.Environment; step: engine.EnvironmentStep } {
  if (finished !== undefined) return finished;
  const env = engine.createEnvironment({ players: 2, seed: 'ended' });
  let step = env.reset();
  while (!step.terminations[0]) step = env.step(firstActions(step));
  finished = { env, step };
  return finished;
}

/** The same for a vector environment: every game over. */
let finishedVector: { env: engine.VectorEnvironment; actions: number[] } | undefined;
function finishedVectorEnvironment(): { env: engine.VectorEnvironment; actions: number[] } {
  if (finishedVector !== undefined) return finishedVector;
  const env = engine.createVectorEnvironment({ players: 2, seed: 'ended' }, 2);
  const size = env.actionSpace.size;
  let step = env.reset();
  const actionsOf = () => Array.from({ length: 4 }, (_, seat) => (step.acting[seat] === 1 ? step.masks.subarray(seat * size, (seat + 1) * size).indexOf(1) : -1));
  while (!step.terminations.every((over) => over === 1)) step = env.step(actionsOf());
  finishedVector = { env, actions: actionsOf() };
  return finishedVector;
}

/** A closed environment of each kind, made at each call. */
function closedEnvironment(): engine.Environment {
  const env = engine.createEnvironment({ players: 2, seed: 'closed' });
  env.reset();
  env.close();
  return env;
}
function closedVectorEnvironment(): engine.VectorEnvironment {
  const env = engine.createVectorEnvironment({ players: 2, seed: 'closed' }, 2);
  env.reset();
  env.close();
  return env;
}

const onEnvironment = (call: (env: engine.Environment, ...rest: unknown[]) => unknown) => (env: unknown, ...rest: unknown[]) => call(env as engine.Environment, ...rest);
const onVector = (call: (env: engine.VectorEnvironment, ...rest: unknown[]) => unknown) => (env: unknown, ...rest: unknown[]) => call(env as engine.VectorEnvironment, ...rest);

/**
 * The environments' calls out of order, as a learner makes them by mistake: each throws
 * its RuleError (`refuses`) whatever its arguments, and leaves the environment as it was.
 */
const OUT_OF_ORDER: readonly EntryPoint[] = [
  {
    name: 'createEnvironment(…).step before reset',
    args: () => [engine.createEnvironment({ players: 2, seed: 'e' }), [0, 0]],
    outside: [1],
    refuses: 'environment/not-reset',
    call: onEnvironment((env, actions) => env.step(actions as number[])),
  },
  {
    name: 'createEnvironment(…).step after the end',
    args: () => [finishedEnvironment().env, firstActions(finishedEnvironment().step)],
    outside: [1],
    refuses: 'game/over',
    call: onEnvironment((env, actions) => env.step(actions as number[])),
  },
  {
    name: 'createEnvironment(…).step after close',
    args: () => [closedEnvironment(), [0, 0]],
    outside: [1],
    refuses: 'environment/closed',
    call: onEnvironment((env, actions) => env.step(actions as number[])),
  },
  {
    name: 'createEnvironment(…).reset after close',
    args: () => [closedEnvironment(), 'again'],
    outside: [1],
    refuses: 'environment/closed',
    call: onEnvironment((env, seed) => env.reset(seed as string)),
  },
  { name: 'createEnvironment(…).state after close', args: () => [closedEnvironment()], outside: [], refuses: 'environment/closed', call: onEnvironment((env) => env.state) },
  {
    name: 'createVectorEnvironment(…).step before reset',
    args: () => [engine.createVectorEnvironment({ players: 2, seed: 'v' }, 2), [0, 0, 0, 0]],
    outside: [1],
    refuses: 'environment/not-reset',
    call: onVector((env, actions) => env.step(actions as number[])),
  },
  {
    name: 'createVectorEnvironment(…).resetGame before reset',
    args: () => [engine.createVectorEnvironment({ players: 2, seed: 'v' }, 2), 1, 'again'],
    outside: [1, 2],
    refuses: 'environment/not-reset',
    call: onVector((env, index, seed) => env.resetGame(index as number, seed as string)),
  },
  {
    name: 'createVectorEnvironment(…).step once every game is over',
    args: () => [finishedVectorEnvironment().env, finishedVectorEnvironment().actions],
    outside: [1],
    refuses: 'game/over',
    call: onVector((env, actions) => env.step(actions as number[])),
  },
  {
    name: 'createVectorEnvironment(…).step after close',
    args: () => [closedVectorEnvironment(), [0, 0, 0, 0]],
    outside: [1],
    refuses: 'environment/closed',
    call: onVector((env, actions) => env.step(actions as number[])),
  },
  {
    name: 'createVectorEnvironment(…).reset after close',
    args: () => [closedVectorEnvironment(), ['a', 'b']],
    outside: [1],
    refuses: 'environment/closed',
    call: onVector((env, seeds) => env.reset(seeds as string[])),
  },
  {
    name: 'createVectorEnvironment(…).resetGame after close',
    args: () => [closedVectorEnvironment(), 0, 'again'],
    outside: [1, 2],
    refuses: 'environment/closed',
    call: onVector((env, index, seed) => env.resetGame(index as number, seed as string)),
  },
  {
    name: 'createVectorEnvironment(…).state after close',
    args: () => [closedVectorEnvironment(), 0],
    outside: [1],
    refuses: 'environment/closed',
    call: onVector((env, index) => env.state(index as number)),
  },
];

/** The RuleError `run` throws. */
function errorOf(run: () => unknown): engine.AnyRuleError {
  try {
    run();
  } catch (error) {
    if (engine.isRuleError(error)) return error;
  }
  throw new Error('expected a RuleError');
}

export const ENTRY_POINTS: readonly EntryPoint[] = [
  { name: 'createGame', args: () => [clone(options)], outside: [0], call: fn(engine.createGame) },
  { name: 'createGame (position)', args: () => [clone(positionOptions)], outside: [0], call: fn(engine.createGame) },
  { name: 'replay', args: () => [clone(midGame.record)], outside: [0], call: fn(engine.replay) },
  { name: 'stateAtRound', args: () => [clone(midGame.record), 2], outside: [0, 1], call: fn(engine.stateAtRound) },
  { name: 'gameStatistics', args: () => [clone(midGame.record)], outside: [0], call: fn(engine.gameStatistics) },
  { name: 'gameStatistics (a finished game)', args: () => [clone(over.record)], outside: [0], call: fn(engine.gameStatistics) },
  { name: 'parseChoice', args: () => [clone(choice)], outside: [0], call: fn(engine.parseChoice) },
  inGame('applyChoice', fn(engine.applyChoice), () => [clone(choice)]),
  inGame('applyChoice (refusal with claims)', fn(engine.applyChoice), () => [clone(refusal)]),
  inGame('validateChoice', fn(engine.validateChoice), () => [clone(choice)], true),
  // A view from outside (a client's message): checked, and validateChoice still answers.
  { name: 'validateChoice (a view)', args: () => [engine.playerView(midGame, player), player, clone(choice)], outside: [0, 1, 2], neverThrows: true, call: fn(engine.validateChoice) },
  inGame('previewChoice', fn(engine.previewChoice), () => [clone(choice)]),
  inGame('withdrawChoice', fn(engine.withdrawChoice)),
  inGame('playerView', fn(engine.playerView)),
  inGame('decisionSeed', fn(engine.decisionSeed)),
  inGame('legalChoices', fn(engine.legalChoices)),
  inGame('eachLegalChoice', (state, id) => [...engine.eachLegalChoice(state, id as string)].length),
  inGame('legalRoundabouts', fn(engine.legalRoundabouts)),
  inGame('legalPairs', fn(engine.legalPairs), () => [{ street: 1, house: 4 }]),
  inGame('canRefuse', fn(engine.canRefuse), () => [{ street: 1, house: 4 }]),
  inGame('placements', fn(engine.placements), () => [0, { street: 1, house: 4 }]),
  inGame('legalBuilds', fn(engine.legalBuilds), () => [0, clone(placement)]),
  inGame('legalClaims', fn(engine.legalClaims), () => [clone(choice)]),
  inGame('choicesBetween', fn(engine.choicesBetween), () => [clone(sheet)]),
  inGame('targetsAt', fn(engine.targetsAt), () => [0, clone(placement), { roundabout: { street: 1, house: 4 } }]),
  { name: 'describeChoice', args: () => [clone(choice), midGame, { locale: 'fr', words: { reshuffle: () => 'again' } }], outside: [0, 2], call: fn(engine.describeChoice) },
  { name: 'describeRound', args: () => [midGame, 2, { locale: 'fr' }], outside: [1, 2], call: fn(engine.describeRound) },
  // An error as the engine threw it, trusted in its details; anything else caught is refused.
  {
    name: 'playerMessage (an error of the engine, trusted)',
    args: () => [errorOf(() => engine.applyChoice(midGame, player, { type: 'refuse' })), engine.ERROR_MESSAGES_FR],
    outside: [],
    call: fn(engine.playerMessage),
  },
  { name: 'playerMessage (anything caught)', args: () => [new Error('x')], outside: [0], call: fn(engine.playerMessage) },
  {
    name: 'applyChoice (expert pick)',
    args: () => [expertGame, expertGame.players[0]?.id, { type: 'pick', card: 1 }],
    outside: [1, 2],
    call: fn(engine.applyChoice),
  },
  { name: 'resolveRound (a finished game)', args: () => [over], outside: [], call: fn(engine.resolveRound) },
  {
    name: 'scoreGame',
    args: () => [clone({ players: over.players.map((p) => ({ id: p.id, sheet: p.sheet })), plans: over.plans, rules: over.rules, solo: false })],
    outside: [0],
    call: fn(engine.scoreGame),
  },
  { name: 'validateState', args: () => [clone(midGame)], outside: [0], neverThrows: true, call: fn(engine.validateState) },
  {
    name: 'validateSheet',
    args: () => [clone(sheet), { plans: clone(midGame.plans), rules: { bisAcrossFence: false }, variants: { roundabouts: true } }],
    outside: [0, 1],
    neverThrows: true,
    call: fn(engine.validateSheet),
  },
  onSheet('scoreSheet', fn(engine.scoreSheet), () => [{ plans: [2, 0, 0], tempAward: 4, kind: 'classic' }]),
  onSheet('estatesOf', fn(engine.estatesOf)),
  onSheet('housesFor', fn(engine.housesFor), () => [7]),
  onSheet('canWrite', fn(engine.canWrite), () => [7]),
  onSheet('isSheetFull', fn(engine.isSheetFull)),
  onSheet('roundaboutSpots', fn(engine.roundaboutSpots)),
  onSheet('bisTargets', fn(engine.bisTargets), () => [{ bisAcrossFence: true }]),
  onSheet('fenceSlots', fn(engine.fenceSlots), () => [{ bisAcrossFence: false }]),
  onSheet('sheetToText', fn(engine.sheetToText)),
  onSheet('renderSheet', fn(engine.renderSheet)),
  onSheet('evaluateSheet', fn(engine.evaluateSheet), () => [clone(midGame.plans)]),
  onSheet('evaluateSheet (with a deck)', fn(engine.evaluateSheet), () => [clone(midGame.plans), { deck: clone(midGame.cards.deck) }]),
  { name: 'numberRange', args: () => [clone(sheet.streets[1]), 3], outside: [0, 1], call: fn(engine.numberRange) },
  { name: 'fitsAt', args: () => [clone(sheet.streets[1]), 3, 7], outside: [0, 1, 2], call: fn(engine.fitsAt) },
  { name: 'canCopy', args: () => [clone(sheet.streets[0]), 2, 'left', { bisAcrossFence: true }], outside: [0, 1, 2, 3], call: fn(engine.canCopy) },
  { name: 'canFence', args: () => [clone(sheet.streets[0]), 2, { bisAcrossFence: true }], outside: [0, 1, 2], call: fn(engine.canFence) },
  { name: 'lightStrings', args: () => [clone(engine.emptySheet('christmas').streets[2])], outside: [0], call: fn(engine.lightStrings) },
  { name: 'emptySheet', args: () => ['eggs'], outside: [0], call: fn(engine.emptySheet) },
  { name: 'tempAwards', args: () => [[3, 5, 5, 0], { solo: false }], outside: [0, 1], call: fn(engine.tempAwards) },
  {
    name: 'compareStandings',
    args: () => [{ id: 'a', total: 50, estates: 3, roundabouts: 0 }, { id: 'b', total: 50, estates: 2, roundabouts: 1 }, 'estates'],
    outside: [0, 1, 2],
    call: fn(engine.compareStandings),
  },
  {
    name: 'rankStandings',
    args: () => [[{ id: 'a', total: 50, estates: 3, roundabouts: 0 }, { id: 'b', total: 40, estates: 2, roundabouts: 1 }], 'none'],
    outside: [0, 1],
    call: fn(engine.rankStandings),
  },
  { name: 'choiceToText', args: () => [clone(choice)], outside: [0], call: fn(engine.choiceToText) },
  { name: 'choiceFromText', args: () => ['build 0 1 4 fence 1 6'], outside: [0], call: fn(engine.choiceFromText) },
  { name: 'sheetFromText', args: () => [engine.sheetToText(sheet)], outside: [0], call: fn(engine.sheetFromText) },
  { name: 'isStreetIndex', args: () => [1], outside: [0], neverThrows: true, call: fn(engine.isStreetIndex) },
  { name: 'isSheetKind', args: () => ['eggs'], outside: [0], neverThrows: true, call: fn(engine.isSheetKind) },
  { name: 'isRulesetName', args: () => ['original'], outside: [0], neverThrows: true, call: fn(engine.isRulesetName) },
  // A step the queries listed, typed: trusted, as isPick only reads its type.
  { name: 'isPick (a listed step, trusted)', args: () => [clone(choice)], outside: [], call: fn(engine.isPick) },
  { name: 'isRuleError', args: () => [new engine.RuleError('choice/malformed', 'x', { path: 'choice', expected: 'an object' })], outside: [0], neverThrows: true, call: fn(engine.isRuleError) },
  { name: 'isBotLevel', args: () => ['casual'], outside: [0], neverThrows: true, call: fn(engine.isBotLevel) },
  { name: 'greedyCandidates', args: () => [engine.playerView(midGame, player)], outside: [0], call: fn(engine.greedyCandidates) },
  { name: 'outcomeOf', args: () => [engine.playerView(midGame, player), clone(choice)], outside: [0, 1], call: fn(engine.outcomeOf) },
  { name: 'sampleState', args: () => [engine.playerView(midGame, player), 7, { others: engine.randomBot }], outside: [0, 1, 2], call: fn(engine.sampleState) },
  { name: 'searchBot', args: () => [{ simulations: 2, candidates: 2, depth: 0 }], outside: [0], call: fn(engine.searchBot) },
  { name: 'greedyBotWith', args: () => [{ temperature: 1 }], outside: [0], call: fn(engine.greedyBotWith) },
  { name: 'greedyBotWith(…) as a bot', args: () => [engine.playerView(midGame, player), 7], outside: [0, 1], call: fn(engine.greedyBotWith({ temperature: 2 })) },
  { name: 'botFor', args: () => ['casual'], outside: [0], call: fn(engine.botFor) },
  {
    name: 'searchBot(…) as a bot',
    args: () => [engine.playerView(midGame, player), 7],
    outside: [0, 1],
    call: fn(engine.searchBot({ simulations: 2, candidates: 2, depth: 0, rollout: engine.randomBot })),
  },
  { name: 'randomBot', args: () => [engine.playerView(midGame, player), 7], outside: [0, 1], call: fn(engine.randomBot) },
  { name: 'greedyBot', args: () => [engine.playerView(midGame, player), 7], outside: [0, 1], call: fn(engine.greedyBot) },
  { name: 'playGame', args: () => [{ players: 2, seed: 'p' }, [engine.randomBot, engine.randomBot]], outside: [0, 1], call: fn(engine.playGame) },
  { name: 'simulate', args: () => [{ games: 2, seats: [{ name: 'r', bot: engine.randomBot }, { name: 'g', bot: engine.randomBot }], seed: 's' }], outside: [0], call: fn(engine.simulate) },
  {
    name: 'simulate (a shard)',
    args: () => [{ games: 3, seats: [{ name: 'r', bot: engine.randomBot }], ruleset: 'original', seed: 's', shard: { index: 1, count: 2 } }],
    outside: [0],
    call: fn(engine.simulate),
  },
  { name: 'mergeReports', args: () => [clone(shardReports)], outside: [0], call: fn(engine.mergeReports) },
  { name: 'actionSpace', args: () => [clone(options)], outside: [0], call: fn(engine.actionSpace) },
  inGame('legalActionMask', fn(engine.legalActionMask), () => [[]]),
  inGame('encodeChoice', fn(engine.encodeChoice), () => [clone(choice)]),
  inGame('decodeAction', fn(engine.decodeAction), () => [engine.encodeChoice(midGame, player, choice)]),
  inGame('choiceActions', fn(engine.choiceActions), () => [clone(choice)]),
  inGame('decodeActions', fn(engine.decodeActions), () => [engine.choiceActions(midGame, player, choice).slice()]),
  // A mask as an array: the fuzz edits the items of arrays (a typed array's cannot be deleted).
  { name: 'legalActions', args: () => [Array.from(engine.legalActionMask(midGame, player))], outside: [0], call: fn(engine.legalActions) },
  { name: 'sampleAction', args: () => [Array.from(engine.legalActionMask(midGame, player)), 7], outside: [0, 1], call: fn(engine.sampleAction) },
  { name: 'legalActionMask (a view)', args: () => [engine.playerView(midGame, player), player, [0]], outside: [0, 1, 2], call: fn(engine.legalActionMask) },
  { name: 'observationShape', args: () => [clone(options)], outside: [0], call: fn(engine.observationShape) },
  { name: 'observe', args: () => [engine.playerView(midGame, player)], outside: [0], call: fn(engine.observe) },
  { name: 'createEnvironment', args: () => [{ players: 2, seed: 'e', variants: { roundabouts: true } }], outside: [0], call: (options) => engine.createEnvironment(options as GameOptions).reset() },
  {
    name: 'createVectorEnvironment',
    args: () => [{ players: 2, seed: 'v', variants: { roundabouts: true } }, 3],
    outside: [0, 1],
    call: (options, games) => engine.createVectorEnvironment(options as GameOptions, games as number).reset(),
  },
  {
    name: 'createVectorEnvironment(…).step',
    args: () => {
      const env = engine.createVectorEnvironment({ players: 2, seed: 'v' }, 2);
      const step = env.reset();
      const size = env.actionSpace.size;
      return [env, Array.from({ length: 4 }, (_, seat) => step.masks.subarray(seat * size, (seat + 1) * size).indexOf(1))];
    },
    outside: [1],
    call: (env, actions) => (env as engine.VectorEnvironment).step(actions as number[]),
  },
  {
    name: 'createEnvironment(…).step',
    args: () => {
      const env = engine.createEnvironment({ players: 2, seed: 'e' });
      const step = env.reset();
      return [env, step.masks.map((mask) => mask.indexOf(1))];
    },
    outside: [1],
    call: (env, actions) => (env as engine.Environment).step(actions as number[]),
  },
  // A seed from outside: a bad one is refused before the game under way is touched.
  {
    name: 'createEnvironment(…).reset',
    args: () => {
      const env = engine.createEnvironment({ players: 2, seed: 'e' });
      env.reset();
      return [env, 'again'];
    },
    outside: [1],
    call: onEnvironment((env, seed) => env.reset(seed as string)),
  },
  {
    name: 'createVectorEnvironment(…).reset',
    args: () => {
      const env = engine.createVectorEnvironment({ players: 2, seed: 'v' }, 2);
      env.reset();
      return [env, ['a', 7]];
    },
    outside: [1],
    call: onVector((env, seeds) => env.reset(seeds as string[])),
  },
  {
    name: 'createVectorEnvironment(…).resetGame',
    args: () => {
      const env = engine.createVectorEnvironment({ players: 2, seed: 'v' }, 2);
      env.reset();
      return [env, 1, 'again'];
    },
    outside: [1, 2],
    call: onVector((env, index, seed) => env.resetGame(index as number, seed as string)),
  },
  ...OUT_OF_ORDER,
];
