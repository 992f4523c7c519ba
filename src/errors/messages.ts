import type { RuleErrorCode } from './codes.js';
import type { RuleErrorDetails } from './details.js';
import { BIS, estateWhy, FENCE, claimHouseWhy, notFulfilled, pickWhy, roundaboutWhy, trackName } from './reasons.js';

// The codes have a file of their own, which the details' types import too.
export type { RuleErrorCode } from './codes.js';

const STREET = ['top', 'middle', 'bottom'];
const street = (s: number) => `street ${s} (${STREET[s] ?? '?'})`;
const list = (items: readonly (string | number)[]) => (items.length === 0 ? 'none' : items.join(', '));

/** The details of `code`, the one case of them that has field `K`. */
type Case<C extends RuleErrorCode, K extends PropertyKey> = Extract<RuleErrorDetails<C>, { readonly [P in K]: unknown }>;
/** The details of `code`, every case but those that have field `K`. */
type OtherCases<C extends RuleErrorCode, K extends PropertyKey> = Exclude<RuleErrorDetails<C>, { readonly [P in K]: unknown }>;

/**
 * Every error of the library, in one table: its code and its message for developers
 * (the English of `error.message`, which `describe` (rule-error.ts) prefixes with the library's
 * name and the code, alike for every error: `[welcome-to-engine] options/players: …`). Each message says what was
 * wrong and what would be legal; its argument becomes the error's `details`. The words
 * a player reads are the message tables of src/words.
 */
export const ERRORS = {
  optionsMalformed: {
    code: 'options/malformed',
    message: (a: RuleErrorDetails<'options/malformed'>) => `options${a.path} must be ${a.expected}.`,
  },
  optionsPlayers: {
    code: 'options/players',
    message: (a: OtherCases<'options/players', 'bots'>) =>
      `options.players ${a.problem}; give a count of at least ${a.min} or that many unique, non-empty ids.`,
  },
  botCount: {
    code: 'options/players',
    message: (a: Case<'options/players', 'bots'>) =>
      `the game has ${a.players} players but ${a.bots} bots were given; give one bot per player, in player order.`,
  },
  optionsSeed: {
    code: 'options/seed',
    message: (a: RuleErrorDetails<'options/seed'>) => `options.seed: ${a.problem}.`,
  },
  optionsRuleset: {
    code: 'options/ruleset',
    message: (a: RuleErrorDetails<'options/ruleset'>) => `options.ruleset ${a.given} is unknown; use "collector" or "original".`,
  },
  optionsRules: {
    code: 'options/rules',
    message: (a: RuleErrorDetails<'options/rules'>) => `options.rules.${a.field} must be ${a.expected}.`,
  },
  optionsVariants: {
    code: 'options/variants',
    message: (a: RuleErrorDetails<'options/variants'>) => `options.variants.${a.field} ${a.expected}.`,
  },
  optionsPlans: {
    code: 'options/plans',
    message: (a: RuleErrorDetails<'options/plans'>) => `options.plans: ${a.problem}.`,
  },
  optionsStacks: {
    code: 'options/stacks',
    message: (a: RuleErrorDetails<'options/stacks'>) => `options.stacks: ${a.problem}.`,
  },
  optionsDeck: {
    code: 'options/deck',
    message: (a: RuleErrorDetails<'options/deck'>) => `options.deck: ${a.problem}.`,
  },
  choiceMalformed: {
    code: 'choice/malformed',
    message: (a: RuleErrorDetails<'choice/malformed'>) => `${a.path} must be ${a.expected}.`,
  },
  unknownPlayer: {
    code: 'choice/unknown-player',
    message: (a: RuleErrorDetails<'choice/unknown-player'>) =>
      `no player ${a.player} in this game; the players are ${list(a.players)}.`,
  },
  pair: {
    code: 'choice/pair',
    message: (a: OtherCases<'choice/pair', 'pick'>) => `there is no pair ${a.pair}; choose a pair from 0 to ${a.pairs - 1}.`,
  },
  house: {
    code: 'choice/house',
    message: (a: RuleErrorDetails<'choice/house'>) =>
      `${street(a.street)} has no house ${a.house}; its houses are 0 to ${a.houses - 1}.`,
  },
  houseTaken: {
    code: 'choice/house-taken',
    message: (a: RuleErrorDetails<'choice/house-taken'>) =>
      `house ${a.house} of ${street(a.street)} already holds ${a.holds === 'roundabout' ? 'a roundabout' : a.holds}; choose an empty house.`,
  },
  order: {
    code: 'choice/order',
    message: (a: OtherCases<'choice/order', 'delta'>) =>
      a.min > a.max
        ? `no number fits house ${a.house} of ${street(a.street)}: its neighbours leave no room for ${a.number}.`
        : `house ${a.house} of ${street(a.street)} must be between ${a.min} and ${a.max}, not ${a.number}, to keep the street increasing.`,
  },
  effectMismatch: {
    code: 'choice/effect-mismatch',
    message: (a: RuleErrorDetails<'choice/effect-mismatch'>) =>
      `the chosen pair's effect is ${a.paired}, not ${a.given}; use ${a.paired} or leave the effect out.`,
  },
  fence: {
    code: 'choice/fence',
    message: (a: RuleErrorDetails<'choice/fence'>) => `no fence may be drawn in slot ${a.slot} of ${street(a.street)}: ${FENCE[a.reason](a)}.`,
  },
  bis: {
    code: 'choice/bis',
    message: (a: RuleErrorDetails<'choice/bis'>) =>
      `house ${a.house} of ${street(a.street)} cannot copy its ${a.source} neighbour: ${BIS[a.reason](a)}; possible copies: ${list(
        a.targets.map((t) => `street ${t.street} house ${t.house} from the ${t.source}`),
      )}.`,
  },
  pool: {
    code: 'choice/pool',
    message: (a: RuleErrorDetails<'choice/pool'>) =>
      `house ${a.house} of ${street(a.street)} has no printed pool, so the pool effect does nothing there; leave it out.`,
  },
  trackFull: {
    code: 'choice/track-full',
    message: (a: RuleErrorDetails<'choice/track-full'>) => `the ${trackName(a)} track is full; leave the effect out.`,
  },
  temp: {
    code: 'choice/order',
    message: (a: Case<'choice/order', 'delta'>) =>
      `${a.number} ${a.delta < 0 ? '−' : '+'} ${Math.abs(a.delta)} leaves the house numbers 0–17; choose another change.`,
  },
  refusal: {
    code: 'choice/refusal-not-allowed',
    message: (a: RuleErrorDetails<'choice/refusal-not-allowed'>) =>
      `a player must build if they can; these fit: ${list(a.playable.map((p) => `pair ${p.pair} (${p.number}${p.temp ? ' with temp' : ''})`))}.`,
  },
  roundabout: {
    code: 'choice/roundabout',
    message: (a: RuleErrorDetails<'choice/roundabout'>) => `${roundaboutWhy(a)}.`,
  },
  pick: {
    code: 'choice/pick',
    message: (a: RuleErrorDetails<'choice/pick'>) => `${pickWhy(a)}.`,
  },
  truck: {
    code: 'choice/truck',
    message: (a: RuleErrorDetails<'choice/truck'>) =>
      `${
        a.reason === 'missing'
          ? "this is the first number of the bottom street: say which end its ice cream truck starts from (truck: 'left' or 'right')"
          : 'only the first number of the bottom street on the ice cream truck sheet chooses where its truck starts; leave the truck out'
      }.`,
  },
  pairHidden: {
    code: 'choice/pair',
    message: (a: Case<'choice/pair', 'pick'>) =>
      a.pick === null
        ? `in expert card choice the effects stay hidden until you pick a number card; pick one first ({ type: 'pick', card }).`
        : `you picked card ${a.pick}, so pair ${a.pair} is not yours to choose; choose pair ${list(a.pairs)}.`,
  },
  reshuffle: {
    code: 'choice/reshuffle',
    message: (a: RuleErrorDetails<'choice/reshuffle'>) =>
      `${
        a.reason === 'no-reshuffle' ? 'this game has no reshuffle after a first claim; leave it out' : 'only a player claiming a plan for its higher value may ask for a reshuffle'
      }.`,
  },
  claimPlan: {
    code: 'claim/plan',
    message: (a: RuleErrorDetails<'claim/plan'>) => `there is no plan ${a.plan}; claim plan 0, 1 or 2.`,
  },
  claimDuplicate: {
    code: 'claim/duplicate',
    message: (a: RuleErrorDetails<'claim/duplicate'>) =>
      `${a.reason === 'plan' ? `plan ${a.plan}` : `the estate at house ${a.start} of street ${a.street}`} is named twice in one choice.`,
  },
  claimAlready: {
    code: 'claim/already-claimed',
    message: (a: RuleErrorDetails<'claim/already-claimed'>) =>
      `plan ${a.plan} is already claimed on this sheet; each plan is claimed once.`,
  },
  claimEstate: {
    code: 'claim/estate',
    message: (a: RuleErrorDetails<'claim/estate'>) => `houses ${a.start}–${a.start + a.size - 1} of ${street(a.street)} ${estateWhy(a)}.`,
  },
  claimEstateUsed: {
    code: 'claim/estate-used',
    message: (a: RuleErrorDetails<'claim/estate-used'>) =>
      `the estate at houses ${a.start}–${a.start + a.size - 1} of ${street(a.street)} cannot fulfil another plan: house ${a.house} was already used for one.`,
  },
  claimHouse: {
    code: 'claim/house',
    message: (a: RuleErrorDetails<'claim/house'>) => `plan ${a.plan} cannot use these houses: ${claimHouseWhy(a)}.`,
  },
  claimRequired: {
    code: 'claim/required',
    message: (a: RuleErrorDetails<'claim/required'>) =>
      `claims are immediate in this game: the sheet this choice leaves fulfils ${list(a.plans.map((p) => `plan ${p.plan} (${p.label})`))}, so the choice must claim ${a.plans.length === 1 ? 'it' : 'them, or as many as the shared estates allow'}; legalClaims lists the claim sets that may end it.`,
  },
  claimNotFulfilled: {
    code: 'claim/not-fulfilled',
    message: (a: RuleErrorDetails<'claim/not-fulfilled'>) => {
      const { need, have } = notFulfilled(a);
      return `plan ${a.plan} needs ${need}; the claim gives ${have}.`;
    },
  },
  waitingFor: {
    code: 'round/waiting-for',
    message: (a: RuleErrorDetails<'round/waiting-for'>) =>
      `every player must choose before the round resolves; waiting for ${list(a.players)}.`,
  },
  roundStale: {
    code: 'round/stale',
    message: (a: RuleErrorDetails<'round/stale'>) =>
      `the move was made for round ${a.given}, but round ${a.current} is being played; wait until the view shows round ${a.current}, then choose.`,
  },
  gameOver: {
    code: 'game/over',
    // Given as `undefined` by its callers: it has nothing to say but that the game is over.
    message: (_a: RuleErrorDetails<'game/over'> | undefined) => `the game is over; start a new one with createGame.`,
  },
  environmentOver: {
    code: 'game/over',
    // An environment's game: it starts again by its own method, not by createGame.
    message: (_a: RuleErrorDetails<'game/over'> | undefined) => `the environment's game is over; call reset (or reset with a seed) to play another.`,
  },
  sheetInvalid: {
    code: 'sheet/invalid',
    message: (a: RuleErrorDetails<'sheet/invalid'>) => `${a.path} ${a.problem}.`,
  },
  trackOutOfRange: {
    code: 'sheet/track-out-of-range',
    message: (a: OtherCases<'sheet/track-out-of-range', 'problems'>) =>
      `the ${a.track} track has ${a.marks} crossed boxes; it has room for 0 to ${a.max}.`,
  },
  recordInvalid: {
    code: 'record/invalid',
    message: (a: RuleErrorDetails<'record/invalid'>) => `${a.path} ${a.problem}.`,
  },
  optionsPosition: {
    code: 'options/position',
    message: (a: RuleErrorDetails<'options/position'>) =>
      `${a.problems
        .slice(0, 3)
        .map((found) => `${found.path}: ${found.message}`)
        .join('; ')}${a.problems.length > 3 ? `; and ${a.problems.length - 3} more (validateSheet lists them all)` : ''}.`,
  },
  argumentInvalid: {
    code: 'argument/invalid',
    message: (a: RuleErrorDetails<'argument/invalid'>) => `${a.name} must be ${a.expected}, not ${a.given}.`,
  },
  notationChoice: {
    code: 'notation/choice',
    message: (a: RuleErrorDetails<'notation/choice'>) => `cannot read "${a.text}": ${a.problem}.`,
  },
  notationSheet: {
    code: 'notation/sheet',
    message: (a: RuleErrorDetails<'notation/sheet'>) => `line ${a.line}: ${a.problem}.`,
  },
} as const satisfies Record<string, { readonly code: RuleErrorCode; readonly message: (args: never) => string }>;

/** The name of an entry of {@link ERRORS}. */
export type ErrorName = keyof typeof ERRORS;

/** The arguments the message of `name` needs: the details of the error it throws. */
export type MessageArgs<N extends ErrorName> = Parameters<(typeof ERRORS)[N]['message']>[0];
