/**
 * Every code a {@link RuleError} can carry: a namespace and what went wrong.
 *
 * - `options/…`: a bad {@link GameOptions} field, named by the code.
 * - `choice/…`: a choice that is malformed or illegal on the player's sheet.
 * - `claim/…`: a plan claim that the sheet does not fulfil.
 * - `round/…`, `game/…`: a call at the wrong moment of the game.
 * - `sheet/…`, `record/…`: malformed sheets and game records; the `sheet/…` codes from
 *   `sheet/malformed` to `sheet/season` name what {@link validateSheet} finds wrong.
 * - `state/…`: what {@link validateState} finds wrong with a game state.
 * - `notation/…`: text that the choice or sheet notation cannot read.
 * - `argument/invalid`: a value of the wrong kind for a function's argument.
 *
 * @example
 * ```ts
 * import { RuleError, type RuleErrorCode } from 'welcome-to-engine';
 * function codeOf(error: unknown): RuleErrorCode | undefined {
 *   return error instanceof RuleError ? error.code : undefined;
 * }
 * ```
 *
 * @group Errors
 */
export type RuleErrorCode =
  | 'options/malformed'
  | 'options/players'
  | 'options/seed'
  | 'options/ruleset'
  | 'options/rules'
  | 'options/variants'
  | 'options/plans'
  | 'options/stacks'
  | 'options/deck'
  | 'choice/malformed'
  | 'choice/unknown-player'
  | 'choice/pair'
  | 'choice/house'
  | 'choice/house-taken'
  | 'choice/order'
  | 'choice/effect-mismatch'
  | 'choice/fence'
  | 'choice/bis'
  | 'choice/pool'
  | 'choice/track-full'
  | 'choice/refusal-not-allowed'
  | 'choice/roundabout'
  | 'choice/reshuffle'
  | 'choice/pick'
  | 'choice/truck'
  | 'claim/plan'
  | 'claim/duplicate'
  | 'claim/already-claimed'
  | 'claim/estate'
  | 'claim/estate-used'
  | 'claim/house'
  | 'claim/required'
  | 'claim/not-fulfilled'
  | 'round/waiting-for'
  | 'round/stale'
  | 'game/over'
  | 'sheet/invalid'
  | 'sheet/track-out-of-range'
  | 'record/invalid'
  | 'sheet/malformed'
  | 'sheet/order'
  | 'sheet/bis'
  | 'sheet/pool'
  | 'sheet/fence'
  | 'sheet/roundabout'
  | 'sheet/track'
  | 'sheet/plan'
  | 'sheet/used'
  | 'sheet/season'
  | 'state/malformed'
  | 'state/record'
  | 'state/mismatch'
  | 'state/pending'
  | 'options/position'
  | 'argument/invalid'
  | 'notation/choice'
  | 'notation/sheet';

const P = '[welcome-to-engine]';
const STREET = ['top', 'middle', 'bottom'];
const street = (s: number) => `street ${s} (${STREET[s] ?? '?'})`;
const list = (items: readonly (string | number)[]) => (items.length === 0 ? 'none' : items.join(', '));

/**
 * Every error of the library, in one table: its code and its message. Each message
 * says what was wrong and what would be legal.
 */
export const ERRORS = {
  optionsMalformed: {
    code: 'options/malformed',
    message: (a: { path: string; expected: string }) => `${P} options${a.path} must be ${a.expected}.`,
  },
  optionsPlayers: {
    code: 'options/players',
    message: (a: { problem: string; min: number }) =>
      `${P} options.players ${a.problem}; give a count of at least ${a.min} or that many unique, non-empty ids.`,
  },
  botCount: {
    code: 'options/players',
    message: (a: { players: number; bots: number }) =>
      `${P} options/players: the game has ${a.players} players but ${a.bots} bots were given; give one bot per player, in player order.`,
  },
  optionsSeed: {
    code: 'options/seed',
    message: (a: { problem: string }) => `${P} options.seed: ${a.problem}.`,
  },
  optionsRuleset: {
    code: 'options/ruleset',
    message: (a: { given: string }) => `${P} options.ruleset ${a.given} is unknown; use "collector" or "original".`,
  },
  optionsRules: {
    code: 'options/rules',
    message: (a: { field: string; expected: string }) => `${P} options.rules.${a.field} must be ${a.expected}.`,
  },
  optionsVariants: {
    code: 'options/variants',
    message: (a: { field: string; expected: string }) => `${P} options.variants.${a.field} ${a.expected}.`,
  },
  optionsPlans: {
    code: 'options/plans',
    message: (a: { problem: string }) => `${P} options.plans: ${a.problem}.`,
  },
  optionsStacks: {
    code: 'options/stacks',
    message: (a: { problem: string }) => `${P} options.stacks: ${a.problem}.`,
  },
  optionsDeck: {
    code: 'options/deck',
    message: (a: { problem: string }) => `${P} options.deck: ${a.problem}.`,
  },
  choiceMalformed: {
    code: 'choice/malformed',
    message: (a: { path: string; expected: string }) => `${P} choice/malformed: ${a.path} must be ${a.expected}.`,
  },
  unknownPlayer: {
    code: 'choice/unknown-player',
    message: (a: { player: string; players: readonly string[] }) =>
      `${P} choice/unknown-player: no player ${a.player} in this game; the players are ${list(a.players)}.`,
  },
  pair: {
    code: 'choice/pair',
    message: (a: { pair: number; pairs: number }) =>
      `${P} choice/pair: there is no pair ${a.pair}; choose a pair from 0 to ${a.pairs - 1}.`,
  },
  house: {
    code: 'choice/house',
    message: (a: { street: number; house: number; houses: number }) =>
      `${P} choice/house: ${street(a.street)} has no house ${a.house}; its houses are 0 to ${a.houses - 1}.`,
  },
  houseTaken: {
    code: 'choice/house-taken',
    message: (a: { street: number; house: number; holds: string }) =>
      `${P} choice/house-taken: house ${a.house} of ${street(a.street)} already holds ${a.holds}; choose an empty house.`,
  },
  order: {
    code: 'choice/order',
    message: (a: { street: number; house: number; number: number; min: number; max: number }) =>
      a.min > a.max
        ? `${P} choice/order: no number fits house ${a.house} of ${street(a.street)}: its neighbours leave no room for ${a.number}.`
        : `${P} choice/order: house ${a.house} of ${street(a.street)} must be between ${a.min} and ${a.max}, not ${a.number}, to keep the street increasing.`,
  },
  effectMismatch: {
    code: 'choice/effect-mismatch',
    message: (a: { given: string; paired: string }) =>
      `${P} choice/effect-mismatch: the chosen pair's effect is ${a.paired}, not ${a.given}; use ${a.paired} or leave the effect out.`,
  },
  fence: {
    code: 'choice/fence',
    message: (a: { street: number; slot: number; why: string }) =>
      `${P} choice/fence: no fence may be drawn in slot ${a.slot} of ${street(a.street)}: ${a.why}.`,
  },
  bis: {
    code: 'choice/bis',
    message: (a: { street: number; house: number; source: string; why: string; targets: readonly string[] }) =>
      `${P} choice/bis: house ${a.house} of ${street(a.street)} cannot copy its ${a.source} neighbour: ${a.why}; possible copies: ${list(a.targets)}.`,
  },
  pool: {
    code: 'choice/pool',
    message: (a: { street: number; house: number }) =>
      `${P} choice/pool: house ${a.house} of ${street(a.street)} has no printed pool, so the pool effect does nothing there; leave it out.`,
  },
  trackFull: {
    code: 'choice/track-full',
    message: (a: { track: string }) => `${P} choice/track-full: the ${a.track} track is full; leave the effect out.`,
  },
  temp: {
    code: 'choice/order',
    message: (a: { number: number; delta: number }) =>
      `${P} choice/order: ${a.number} ${a.delta < 0 ? '−' : '+'} ${Math.abs(a.delta)} leaves the house numbers 0–17; choose another change.`,
  },
  refusal: {
    code: 'choice/refusal-not-allowed',
    message: (a: { playable: readonly string[] }) =>
      `${P} choice/refusal-not-allowed: a player must build if they can; these fit: ${list(a.playable)}.`,
  },
  roundabout: {
    code: 'choice/roundabout',
    message: (a: { why: string }) => `${P} choice/roundabout: ${a.why}.`,
  },
  pick: {
    code: 'choice/pick',
    message: (a: { why: string }) => `${P} choice/pick: ${a.why}.`,
  },
  truck: {
    code: 'choice/truck',
    message: (a: { why: string }) => `${P} choice/truck: ${a.why}.`,
  },
  pairHidden: {
    code: 'choice/pair',
    message: (a: { pair: number; pick: number | null; pairs: readonly number[] }) =>
      a.pick === null
        ? `${P} choice/pair: in expert card choice the effects stay hidden until you pick a number card; pick one first ({ type: 'pick', card }).`
        : `${P} choice/pair: you picked card ${a.pick}, so pair ${a.pair} is not yours to choose; choose pair ${list(a.pairs)}.`,
  },
  reshuffle: {
    code: 'choice/reshuffle',
    message: (a: { why: string }) => `${P} choice/reshuffle: ${a.why}.`,
  },
  claimPlan: {
    code: 'claim/plan',
    message: (a: { plan: number }) => `${P} claim/plan: there is no plan ${a.plan}; claim plan 0, 1 or 2.`,
  },
  claimDuplicate: {
    code: 'claim/duplicate',
    message: (a: { what: string }) => `${P} claim/duplicate: ${a.what} is named twice in one choice.`,
  },
  claimAlready: {
    code: 'claim/already-claimed',
    message: (a: { plan: number }) => `${P} claim/already-claimed: plan ${a.plan} is already claimed on this sheet; each plan is claimed once.`,
  },
  claimEstate: {
    code: 'claim/estate',
    message: (a: { street: number; start: number; size: number; why: string }) =>
      `${P} claim/estate: houses ${a.start}–${a.start + a.size - 1} of ${street(a.street)} ${a.why}.`,
  },
  claimEstateUsed: {
    code: 'claim/estate-used',
    message: (a: { street: number; start: number; size: number; house: number }) =>
      `${P} claim/estate-used: the estate at houses ${a.start}–${a.start + a.size - 1} of ${street(a.street)} cannot fulfil another plan: house ${a.house} was already used for one.`,
  },
  claimHouse: {
    code: 'claim/house',
    message: (a: { plan: number; why: string }) => `${P} claim/house: plan ${a.plan} cannot use these houses: ${a.why}.`,
  },
  claimRequired: {
    code: 'claim/required',
    message: (a: { plans: readonly string[] }) =>
      `${P} claim/required: claims are immediate in this game: the sheet this choice leaves fulfils ${list(a.plans)}, so the choice must claim ${a.plans.length === 1 ? 'it' : 'them, or as many as the shared estates allow'}; legalClaims lists the claim sets that may end it.`,
  },
  claimNotFulfilled: {
    code: 'claim/not-fulfilled',
    message: (a: { plan: number; need: string; have: string }) =>
      `${P} claim/not-fulfilled: plan ${a.plan} needs ${a.need}; the claim gives ${a.have}.`,
  },
  waitingFor: {
    code: 'round/waiting-for',
    message: (a: { players: readonly string[] }) =>
      `${P} round/waiting-for: every player must choose before the round resolves; waiting for ${list(a.players)}.`,
  },
  roundStale: {
    code: 'round/stale',
    message: (a: { given: number; current: number }) =>
      `${P} round/stale: the move was made for round ${a.given}, but round ${a.current} is being played; wait until the view shows round ${a.current}, then choose.`,
  },
  gameOver: {
    code: 'game/over',
    message: () => `${P} game/over: the game is over; start a new one with createGame.`,
  },
  sheetInvalid: {
    code: 'sheet/invalid',
    message: (a: { path: string; problem: string }) => `${P} sheet/invalid: ${a.path} ${a.problem}.`,
  },
  trackOutOfRange: {
    code: 'sheet/track-out-of-range',
    message: (a: { track: string; marks: number; max: number }) =>
      `${P} sheet/track-out-of-range: the ${a.track} track has ${a.marks} crossed boxes; it has room for 0 to ${a.max}.`,
  },
  recordInvalid: {
    code: 'record/invalid',
    message: (a: { path: string; problem: string }) => `${P} record/invalid: ${a.path} ${a.problem}.`,
  },
  optionsPosition: {
    code: 'options/position',
    message: (a: { problems: readonly { readonly path: string; readonly message: string }[] }) =>
      `${P} options/position: ${a.problems
        .slice(0, 3)
        .map((found) => `${found.path}: ${found.message}`)
        .join('; ')}${a.problems.length > 3 ? `; and ${a.problems.length - 3} more (validateSheet lists them all)` : ''}.`,
  },
  argumentInvalid: {
    code: 'argument/invalid',
    message: (a: { name: string; expected: string; given: string }) => `${P} argument/invalid: ${a.name} must be ${a.expected}, not ${a.given}.`,
  },
  notationChoice: {
    code: 'notation/choice',
    message: (a: { text: string; problem: string }) => `${P} notation/choice: cannot read "${a.text}": ${a.problem}.`,
  },
  notationSheet: {
    code: 'notation/sheet',
    message: (a: { line: number; problem: string }) => `${P} notation/sheet: line ${a.line}: ${a.problem}.`,
  },
} as const satisfies Record<string, { readonly code: RuleErrorCode; readonly message: (args: never) => string }>;

/** The name of an entry of {@link ERRORS}. */
export type ErrorName = keyof typeof ERRORS;

/** The arguments the message of `name` needs. */
export type MessageArgs<N extends ErrorName> = Parameters<(typeof ERRORS)[N]['message']>[0];
