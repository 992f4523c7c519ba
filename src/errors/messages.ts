import type { RuleErrorCode } from './codes.js';
import type { PositionDetails, RuleErrorDetails } from './details.js';
import { BIS, estateWhy, FENCE, claimHouseWhy, notFulfilled, pickWhy, roundaboutWhy, trackName } from './reasons.js';

// The codes have a file of their own, which the details' types import too.
export type { RuleErrorCode } from './codes.js';

const STREET = ['top', 'middle', 'bottom'];
const street = (s: number) => `street ${s} (${STREET[s] ?? '?'})`;
const list = (items: readonly (string | number)[]) => (items.length === 0 ? 'none' : items.join(', '));

/**
 * Every error of the library, in one table keyed by its code (what `error.code` reads,
 * so that searching for a code finds every throw of it), with its message for developers
 * (the English of `error.message`, which `describe` (rule-error.ts) prefixes with the library's
 * name and the code, alike for every error: `[welcome-to-engine] options/players: …`). Each message says what was
 * wrong and what would be legal; its argument becomes the error's `details`. A code with
 * several cases has one message that tells them apart as its details do (by `reason`,
 * or by the field only one case has: `bots`, `delta`, `pick`). The words a player reads
 * are the message tables of src/words.
 */
export const ERRORS = {
  'options/malformed': (a: RuleErrorDetails<'options/malformed'>) => `options${a.path} must be ${a.expected}.`,
  'options/players': (a: RuleErrorDetails<'options/players'>) =>
    'bots' in a
      ? `the game has ${a.players} players but ${a.bots} bots were given; give one bot per player, in player order.`
      : a.solo !== undefined
      ? `options.players ${a.problem}; a one-player game is the solo game of the ${a.solo} rules: add ruleset: '${a.solo}', or give at least ${a.min} players.`
      : `options.players ${a.problem}; give a count of at least ${a.min} or that many unique, non-empty ids.`,
  'options/seed': (a: RuleErrorDetails<'options/seed'>) => `options.seed: ${a.problem}.`,
  'options/ruleset': (a: RuleErrorDetails<'options/ruleset'>) => `options.ruleset ${a.given} is unknown; use "collector" or "original".`,
  'options/rules': (a: RuleErrorDetails<'options/rules'>) => `options.rules.${a.field} must be ${a.expected}.`,
  'options/variants': (a: RuleErrorDetails<'options/variants'>) => `options.variants.${a.field} ${a.expected}.`,
  'options/plans': (a: RuleErrorDetails<'options/plans'>) => `options.plans: ${a.problem}.`,
  'options/stacks': (a: RuleErrorDetails<'options/stacks'>) => `options.stacks: ${a.problem}.`,
  'options/deck': (a: RuleErrorDetails<'options/deck'>) => `options.deck: ${a.problem}.`,
  'choice/malformed': (a: RuleErrorDetails<'choice/malformed'>) => `${a.path} must be ${a.expected}.`,
  'choice/unknown-player': (a: RuleErrorDetails<'choice/unknown-player'>) => `no player ${a.player} in this game; the players are ${list(a.players)}.`,
  'choice/pair': (a: RuleErrorDetails<'choice/pair'>) =>
    !('pick' in a)
      ? `there is no pair ${a.pair}; choose a pair from 0 to ${a.pairs - 1}.`
      : a.pick === null
      ? `in expert card choice the effects stay hidden until you pick a number card; pick one first ({ type: 'pick', card }).`
      : `you picked card ${a.pick}, so pair ${a.pair} is not yours to choose; choose pair ${list(a.pairs)}.`,
  'choice/house': (a: RuleErrorDetails<'choice/house'>) => `${street(a.street)} has no house ${a.house}; its houses are 0 to ${a.houses - 1}.`,
  'choice/house-taken': (a: RuleErrorDetails<'choice/house-taken'>) =>
    `house ${a.house} of ${street(a.street)} already holds ${a.holds === 'roundabout' ? 'a roundabout' : a.holds}; choose an empty house.`,
  'choice/order': (a: RuleErrorDetails<'choice/order'>) =>
    'delta' in a
      ? `${a.number} ${a.delta < 0 ? '−' : '+'} ${Math.abs(a.delta)} leaves the house numbers 0–17; choose another change.`
      : a.min > a.max
      ? `no number fits house ${a.house} of ${street(a.street)}: its neighbours leave no room for ${a.number}.`
      : `house ${a.house} of ${street(a.street)} must be between ${a.min} and ${a.max}, not ${a.number}, to keep the street increasing.`,
  'choice/effect-mismatch': (a: RuleErrorDetails<'choice/effect-mismatch'>) => `the chosen pair's effect is ${a.paired}, not ${a.given}; use ${a.paired} or leave the effect out.`,
  'choice/fence': (a: RuleErrorDetails<'choice/fence'>) => `no fence may be drawn in slot ${a.slot} of ${street(a.street)}: ${FENCE[a.reason](a)}.`,
  'choice/bis': (a: RuleErrorDetails<'choice/bis'>) =>
    `house ${a.house} of ${street(a.street)} cannot copy its ${a.source} neighbour: ${BIS[a.reason](a)}; possible copies: ${
      list(
        a.targets.map((t) => `street ${t.street} house ${t.house} from the ${t.source}`),
      )
    }.`,
  'choice/pool': (a: RuleErrorDetails<'choice/pool'>) => `house ${a.house} of ${street(a.street)} has no printed pool, so the pool effect does nothing there; leave it out.`,
  'choice/track-full': (a: RuleErrorDetails<'choice/track-full'>) => `the ${trackName(a)} track is full; leave the effect out.`,
  'choice/refusal-not-allowed': (a: RuleErrorDetails<'choice/refusal-not-allowed'>) =>
    `a player must build if they can; these fit: ${list(a.playable.map((p) => `pair ${p.pair} (${p.number}${p.temp ? ' with temp' : ''})`))}.`,
  'choice/roundabout': (a: RuleErrorDetails<'choice/roundabout'>) => `${roundaboutWhy(a)}.`,
  'choice/pick': (a: RuleErrorDetails<'choice/pick'>) => `${pickWhy(a)}.`,
  'choice/truck': (a: RuleErrorDetails<'choice/truck'>) =>
    `${
      a.reason === 'missing'
        ? "this is the first number of the bottom street: say which end its ice cream truck starts from (truck: 'left' or 'right')"
        : 'only the first number of the bottom street on the ice cream truck sheet chooses where its truck starts; leave the truck out'
    }.`,
  'choice/reshuffle': (a: RuleErrorDetails<'choice/reshuffle'>) =>
    `${a.reason === 'no-reshuffle' ? 'this game has no reshuffle after a first claim; leave it out' : 'only a player claiming a plan for its higher value may ask for a reshuffle'}.`,
  'claim/plan': (a: RuleErrorDetails<'claim/plan'>) => `there is no plan ${a.plan}; claim plan 0, 1 or 2.`,
  'claim/duplicate': (a: RuleErrorDetails<'claim/duplicate'>) => `${a.reason === 'plan' ? `plan ${a.plan}` : `the estate at house ${a.start} of street ${a.street}`} is named twice in one choice.`,
  'claim/already-claimed': (a: RuleErrorDetails<'claim/already-claimed'>) => `plan ${a.plan} is already claimed on this sheet; each plan is claimed once.`,
  'claim/estate': (a: RuleErrorDetails<'claim/estate'>) => `houses ${a.start}–${a.start + a.size - 1} of ${street(a.street)} ${estateWhy(a)}.`,
  'claim/estate-used': (a: RuleErrorDetails<'claim/estate-used'>) =>
    `the estate at houses ${a.start}–${a.start + a.size - 1} of ${street(a.street)} cannot fulfil another plan: house ${a.house} was already used for one.`,
  'claim/house': (a: RuleErrorDetails<'claim/house'>) => `plan ${a.plan} cannot use these houses: ${claimHouseWhy(a)}.`,
  'claim/required': (a: RuleErrorDetails<'claim/required'>) =>
    `claims are immediate in this game: the sheet this choice leaves fulfils ${list(a.plans.map((p) => `plan ${p.plan} (${p.label})`))}, so the choice must claim ${
      a.plans.length === 1 ? 'it' : 'them, or as many as the shared estates allow'
    }; legalClaims lists the claim sets that may end it.`,
  'claim/not-fulfilled': (a: RuleErrorDetails<'claim/not-fulfilled'>) => {
    const { need, have } = notFulfilled(a);
    return `plan ${a.plan} needs ${need}; the claim gives ${have}.`;
  },
  'round/waiting-for': (a: RuleErrorDetails<'round/waiting-for'>) => `every player must choose before the round resolves; waiting for ${list(a.players)}.`,
  'round/stale': (a: RuleErrorDetails<'round/stale'>) => `the move was made for round ${a.given}, but round ${a.current} is being played; wait until the view shows round ${a.current}, then choose.`,
  // Given as `undefined` by its callers: the details have nothing to say but that the
  // game is over. Which game is over, a game's (started again by createGame), an
  // environment's (by its own reset) or every game of a vector environment's (by reset
  // or resetGame), is told by the problem's `reason`, not by a field
  // of the details: the details are public and stay `{}` as they always were.
  'game/over': (_a: RuleErrorDetails<'game/over'> | undefined, reason: 'game' | 'environment' | 'vector-environment' = 'game') =>
    reason === 'environment'
      ? `the environment's game is over; call reset (or reset with a seed) to play another.`
      : reason === 'vector-environment'
      ? `every game of the environment is over; call reset (or resetGame for one game) to play on.`
      : `the game is over; start a new one with createGame.`,
  'environment/not-reset': (a: RuleErrorDetails<'environment/not-reset'>) =>
    a.call === 'resetGame'
      ? `resetGame came before reset: call reset() (or reset(seeds), one seed a game) first, which starts every game; resetGame then starts one of them again.`
      : `${a.call} came before reset: call reset() (or reset(seed)) first, which starts the game and answers the first masks; then step with actions they allow.`,
  'environment/closed': (a: RuleErrorDetails<'environment/closed'>) =>
    `${a.call} was called after close(), which ended the environment: create another (createEnvironment or createVectorEnvironment) to play on.`,
  'sheet/invalid': (a: RuleErrorDetails<'sheet/invalid'>) => `${a.path} ${a.problem}.`,
  'sheet/track-out-of-range': (a: Exclude<RuleErrorDetails<'sheet/track-out-of-range'>, PositionDetails>) => `the ${a.track} track has ${a.marks} crossed boxes; it has room for 0 to ${a.max}.`,
  'record/invalid': (a: RuleErrorDetails<'record/invalid'>) => `${a.path} ${a.problem}.`,
  'options/position': (a: RuleErrorDetails<'options/position'>) =>
    `${
      a.problems
        .slice(0, 3)
        .map((found) => `${found.path}: ${found.message}`)
        .join('; ')
    }${a.problems.length > 3 ? `; and ${a.problems.length - 3} more (validateSheet lists them all)` : ''}.`,
  'argument/invalid': (a: RuleErrorDetails<'argument/invalid'>) => `${a.name} must be ${a.expected}, not ${a.given}.`,
  'notation/choice': (a: RuleErrorDetails<'notation/choice'>) => `cannot read "${a.text}": ${a.problem}.`,
  'notation/sheet': (a: RuleErrorDetails<'notation/sheet'>) => `line ${a.line}: ${a.problem}.`,
} as const satisfies { readonly [C in RuleErrorCode]?: (args: never, reason?: never) => string };

/** A code the table words: the key of its entry, which the library's throws name. */
export type TableCode = keyof typeof ERRORS;

/** The arguments the message of `code` needs: the details of the error it throws. */
export type MessageArgs<C extends TableCode> = Parameters<(typeof ERRORS)[C]>[0];

/**
 * The case of `code` its details do not tell apart, for the one code that has such
 * cases (`game/over`); `never` for every other code, whose cases (if several) the
 * details tell apart by `reason` or by a field only one case has.
 */
export type MessageReason<C extends TableCode> = Parameters<(typeof ERRORS)[C]>['length'] extends 1 ? never : Exclude<Parameters<(typeof ERRORS)[C]>[1], undefined>;
