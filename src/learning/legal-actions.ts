import { fail, isRuleError } from '../errors/rule-error.js';
import { nextBelow, rngFromNumber } from '../internal/rng.js';
import { describeValue } from '../internal/snapshot.js';

/** What a mask must be, as the errors say it. */
const A_MASK = "a legal action mask: an array or typed array of 0s and 1s (legalActionMask, or an environment step's masks)";

/** Salt of the draws of {@link sampleAction}, so that its seed 7 draws apart from a bot's seed 7. */
const SAMPLE_SALT = 0x5a3c_71e9;

/**
 * The mask as something to read by index, checked: an array or a typed array (not a
 * `DataView`, whose items are not indexed). Anything else throws `argument/invalid`.
 */
function maskOf(mask: unknown): ArrayLike<unknown> {
  if (Array.isArray(mask) || (ArrayBuffer.isView(mask) && !(mask instanceof DataView))) return mask as ArrayLike<unknown>;
  return fail('argument/invalid', { name: 'mask', expected: A_MASK, given: describeValue(mask) });
}

/**
 * `read(items)` of a mask's items, where a read that throws (a getter, a proxy) throws
 * `argument/invalid` rather than its own error.
 */
function reading<T>(items: ArrayLike<unknown>, read: (items: ArrayLike<unknown>) => T): T {
  try {
    return read(items);
  } catch (error) {
    if (isRuleError(error)) throw error;
    return fail('argument/invalid', { name: 'mask', expected: A_MASK, given: 'a list whose items cannot be read' });
  }
}

/** Throws `argument/invalid` for the item at `action` of a mask, which is neither 0 nor 1. */
function badBit(bit: unknown, action: number): never {
  return fail('argument/invalid', { name: `mask[${action}]`, expected: '0 or 1 (1 where the action is legal)', given: describeValue(bit) });
}

/**
 * The legal actions of a mask, in increasing order: the index of every 1 in it. A mask
 * of 0s only (a player not acting this step) has none: an empty list. One pass over the
 * mask, about 10 µs for the 6,671 actions of a collector game, where a `reduce` that
 * copies its list at every 1 takes time in the square of the legal actions.
 *
 * A vector environment's `masks` hold every seat's mask end to end: give this one
 * seat's, `masks.subarray(seat * size, (seat + 1) * size)` (a view, not a copy).
 *
 * @param mask - A legal action mask: {@link legalActionMask}'s, an environment step's
 *   (`masks[seat]`), or any array or typed array of 0s and 1s.
 * @returns The actions where the mask holds 1, smallest first.
 * @throws `RuleError` `argument/invalid` when `mask` is not an array or a typed array,
 *   or holds anything but 0 and 1 (naming the first such item).
 *
 * @example
 * ```ts
 * import { createEnvironment, legalActions } from 'welcome-to-engine';
 * const env = createEnvironment({ players: 2 });
 * const step = env.reset(3);
 * const mask = step.masks[0];
 * if (mask !== undefined) legalActions(mask); // the first player's legal actions, smallest first
 * legalActions([0, 1, 1, 0]); // [1, 2]
 * ```
 *
 * @group Learning
 */
export function legalActions(mask: ArrayLike<number>): number[] {
  return reading(maskOf(mask), listLegal);
}

/** The indexes of the 1s of `items`, each other item checked to be 0. */
function listLegal(items: ArrayLike<unknown>): number[] {
  const legal: number[] = [];
  const length = items.length;
  for (let action = 0; action < length; action++) {
    const bit = items[action];
    if (bit === 1) legal.push(action);
    else if (bit !== 0) badBit(bit, action);
  }
  return legal;
}

/**
 * A legal action of a mask drawn uniformly at random by a seed: each action where the
 * mask holds 1 equally likely, and the same mask and seed always give the same action
 * (the library reads no `Math.random`). A baseline policy, or a learner's exploration.
 *
 * The seed works as a bot's does (`Bot`: a view and a seed): the function keeps no state,
 * so a loop gives each draw a seed of its own, a counter of the draws, say. One seed for
 * every draw is not random play: it takes the same share of the way along every list
 * (the first third, say), as a policy that always picks the middle would. Whole numbers
 * only: a fraction such as `0.3` throws, where a generator reading whole numbers would
 * quietly draw it as `0`.
 *
 * @param mask - A legal action mask with at least one 1 (see {@link legalActions}).
 * @param seed - A whole number (any safe integer): a counter of the draws, say.
 * @returns One of `legalActions(mask)`, uniformly at random by the seed.
 * @throws `RuleError` `argument/invalid` when `mask` is not a mask (as {@link legalActions}),
 *   holds no 1 (a player with nothing to do gives `-1` to an environment), or when
 *   `seed` is not a whole number.
 *
 * @example
 * ```ts
 * import { createEnvironment, sampleAction } from 'welcome-to-engine';
 * const env = createEnvironment({ players: 2 });
 * let step = env.reset(1);
 * let draws = 0; // a seed for each draw: the same run again draws the same game
 * while (!step.terminations[0]) {
 *   const acting = step.acting;
 *   step = env.step(step.masks.map((mask, seat) => (acting[seat] ? sampleAction(mask, draws++) : -1)));
 * }
 * step.scores; // the final scores of random legal play
 * ```
 *
 * @group Learning
 */
export function sampleAction(mask: ArrayLike<number>, seed: number): number {
  const items = maskOf(mask);
  if (typeof seed !== 'number' || !Number.isSafeInteger(seed)) {
    return fail('argument/invalid', { name: 'seed', expected: 'a whole number (a counter of the draws, say)', given: describeValue(seed) });
  }
  return reading(items, (read) => drawFrom(read, seed));
}

/** The draw of {@link sampleAction} from the checked mask `items` by the checked `seed`. */
function drawFrom(items: ArrayLike<unknown>, seed: number): number {
  const length = items.length;
  let count = 0;
  for (let action = 0; action < length; action++) {
    const bit = items[action];
    if (bit === 1) count++;
    else if (bit !== 0) badBit(bit, action);
  }
  if (count === 0) {
    return fail('argument/invalid', {
      name: 'mask',
      expected: 'a mask with at least one legal action, a 1 (a player with none is not acting: give the environment -1 for it)',
      given: length === 0 ? 'an empty mask' : `a mask of ${length} actions, none of them legal (all 0)`,
    });
  }
  // The seed's high bits (above 2^32) go into the salt, so that seeds 2^32 apart draw apart.
  const rng = rngFromNumber(seed >>> 0, SAMPLE_SALT ^ Math.floor(seed / 0x1_0000_0000));
  let left = nextBelow(rng, count);
  for (let action = 0; action < length; action++) {
    if (items[action] === 1 && left-- === 0) return action;
  }
  // Not reached: the mask's count of 1s was taken above, and nothing changes it in between.
  return fail('argument/invalid', { name: 'mask', expected: A_MASK, given: 'a mask that changed while it was read' });
}
