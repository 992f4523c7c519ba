import { isProblem, raise } from '../../errors/rule-error.js';
import type { BuildChoice, Choice, EffectUse } from '../../game/choice/choice.js';
import type { ChoiceContext } from '../../game/choice/context.js';
import { settleClaims } from '../../game/choice/play.js';
import { tempDeltas, type TempDelta } from '../../game/choice/temp.js';
import type { PlanIndex } from '../../game/indexes.js';
import { claimSetsAfter, openPlans } from '../../game/plans/legal-claims.js';
import type { Pair, PlanState } from '../../game/state.js';
import { nextBelow, rngFromNumber } from '../../internal/rng.js';
import { HOUSE_COUNT, LAYOUT, type StreetIndex } from '../../rules/layout.js';
import { MAX_ESTATE_SIZE, TRACK_VALUES, type EstateSize } from '../../rules/tracks.js';
import { BOXES } from '../../sheet/boxes.js';
import { HOUSE_OF, numberBits, STREET_OF } from '../../sheet/placement.js';
import { bestClaims } from '../claims.js';
import { END, FlatSheet, HOUSES, OFFSET, readUsed, SLOT_OFFSET, toSheet } from './flat-sheet.js';

/** The random bot's move on a flat sheet: the choice as a game records it, and the plans it claims. */
export interface FlatMove {
  readonly choice: Choice;
  readonly claimed: readonly PlanIndex[];
}

const ZERO: readonly TempDelta[] = [0];
const NOTHING_CLAIMED: readonly PlanIndex[] = [];

/** The temp changes a pair may use on `flat`: every change that keeps its number on the cards with a temp agency and a box left, else none. */
function deltasOf(flat: FlatSheet, pair: Pair): readonly TempDelta[] {
  return pair.effect === 'temp' && flat.temps < BOXES.temps ? tempDeltas(pair.number) : ZERO;
}

/** For each house (a sheet index): the fence slot on its left (a flat sheet's slot index), and whether it is the first or last of its street. */
const SLOT_LEFT: readonly number[] = Array.from({ length: HOUSE_COUNT }, (_, at) => (SLOT_OFFSET[STREET_OF[at] as number] as number) + (HOUSE_OF[at] as number));
const FIRST: readonly boolean[] = Array.from({ length: HOUSE_COUNT }, (_, at) => HOUSE_OF[at] === 0);
const LAST: readonly boolean[] = Array.from({ length: HOUSE_COUNT }, (_, at) => HOUSE_OF[at] === (HOUSES[STREET_OF[at] as number] as number) - 1);

/**
 * Lists in {@link USES} the uses of the pair's effect a build at sheet index `at` may
 * make, in the engine's order (effectUses), each as a small code, and gives how many: a
 * fence the house right of its slot, a bis copy `2 × house + side` (0 from the left)
 * for the house that takes it, an improvement its size, a park or pool 0. A temp agency
 * has none here (its change is the placement's). The engine's fenceProblem and
 * copyProblem on flat arrays, house `at` read as holding its number.
 */
function listUses(flat: FlatSheet, pair: Pair, at: number, rules: ChoiceContext['rules']): number {
  const { numbers, fences } = flat;
  const across = rules.bisAcrossFence;
  let count = 0;
  switch (pair.effect) {
    case 'fence':
      // Streets in order, slots left to right: each set bit of the free slots, lowest first.
      for (let street = 0; street < 3; street++) {
        for (let free = flat.freeSlots[street] as number; free !== 0; free &= free - 1) USES[count++] = (OFFSET[street] as number) + 31 - Math.clz32(free & -free);
      }
      return count;
    case 'improvement':
      for (let size = 1; size <= MAX_ESTATE_SIZE; size++) {
        if ((flat.improvements[size - 1] as number) < (TRACK_VALUES.estates[size - 1] as readonly number[]).length - 1) USES[count++] = size;
      }
      return count;
    case 'park': {
      const street = STREET_OF[at] as StreetIndex;
      return (flat.parks[street] as number) < LAYOUT[street].parks.length - 1 ? 1 : 0;
    }
    case 'pool':
      return flat.pools[at] === 1 && flat.poolCount < BOXES.pools ? 1 : 0;
    case 'bis':
      if (flat.bisCount >= BOXES.bis) return 0;
      for (let target = 0; target < HOUSE_COUNT; target++) {
        if (target === at || (numbers[target] as number) >= 0) continue;
        const slot = SLOT_LEFT[target] as number;
        if (FIRST[target] !== true && (target - 1 === at || (numbers[target - 1] as number) >= 0) && (across || fences[slot] === 0)) USES[count++] = 2 * target;
        if (LAST[target] !== true && (target + 1 === at || (numbers[target + 1] as number) >= 0) && (across || fences[slot + 1] === 0)) USES[count++] = 2 * target + 1;
      }
      return count;
    case 'temp':
      return 0;
  }
}

/** The use of the pair's effect that `code` stands for ({@link listUses}). */
function useOf(pair: Pair, code: number): EffectUse {
  switch (pair.effect) {
    case 'fence':
      return { type: 'fence', street: STREET_OF[code] as StreetIndex, slot: HOUSE_OF[code] as number };
    case 'improvement':
      return { type: 'improvement', size: code as EstateSize };
    case 'park':
      return { type: 'park' };
    case 'pool':
      return { type: 'pool' };
    case 'bis':
      return { type: 'bis', street: STREET_OF[code >> 1] as StreetIndex, house: HOUSE_OF[code >> 1] as number, source: (code & 1) === 0 ? 'left' : 'right' };
    case 'temp':
      return { type: 'temp', delta: 0 };
  }
}

/** One build, as the engine makes it (its fields in the engine's order). */
function buildChoice(pair: number, at: number, effect: EffectUse | undefined): BuildChoice {
  const street = STREET_OF[at] as StreetIndex;
  const house = HOUSE_OF[at] as number;
  return effect === undefined ? { type: 'build', pair, street, house } : { type: 'build', pair, street, house, effect };
}

/**
 * Writes a build on `flat`: its number, then what its effect does. Gives whether it may
 * have completed an estate (every house of one written, six or fewer), the only way a
 * move can fulfil a plan that was not.
 */
function writeBuild(flat: FlatSheet, number: number, at: number, effect: EffectUse | undefined): boolean {
  const street = STREET_OF[at] as StreetIndex;
  flat.write(at, number);
  let completed = false;
  if (effect !== undefined) {
    switch (effect.type) {
      case 'fence':
        flat.drawFence(effect.street, effect.slot);
        completed = estateComplete(flat, effect.street, effect.slot - 1) || estateComplete(flat, effect.street, effect.slot);
        break;
      case 'improvement':
        flat.improvements[effect.size - 1] = (flat.improvements[effect.size - 1] as number) + 1;
        break;
      case 'park':
        flat.parks[street] = (flat.parks[street] as number) + 1;
        break;
      case 'pool':
        flat.pools[at] = 2;
        flat.poolCount += 1;
        break;
      case 'temp':
        flat.temps += 1;
        break;
      case 'bis': {
        const target = (OFFSET[effect.street] as number) + effect.house;
        flat.write(target, flat.numbers[target + (effect.source === 'left' ? -1 : 1)] as number);
        flat.bis[target] = 1;
        flat.bisCount += 1;
        completed = estateComplete(flat, effect.street, effect.house);
      }
    }
  }
  return estateComplete(flat, street, HOUSE_OF[at] as number) || completed;
}

/** Whether the estate (the houses between two fences) that holds house `house` of `street` is complete: every house written, six or fewer. */
function estateComplete(flat: FlatSheet, street: StreetIndex, house: number): boolean {
  const first = OFFSET[street] as number;
  const slots = SLOT_OFFSET[street] as number;
  if ((flat.numbers[first + house] as number) < 0) return false;
  // Out from the house to the fences on each side (slot `h` is left of house `h`, and a
  // street's ends are always fenced), stopping at the first empty house or seventh house.
  let left = house;
  while (flat.fences[slots + left] === 0) {
    left -= 1;
    if ((flat.numbers[first + left] as number) < 0 || house - left >= MAX_ESTATE_SIZE) return false;
  }
  let right = house;
  while (flat.fences[slots + right + 1] === 0) {
    right += 1;
    if ((flat.numbers[first + right] as number) < 0 || right - left >= MAX_ESTATE_SIZE) return false;
  }
  return true;
}

const AVAILABLE = [0, 0, 0, 0, 0, 0];

/**
 * What each plan needs of a sheet's estates, for {@link somePlanOpen}: how many of each
 * size, or `null` for a plan that asks for something else (a condition), which may
 * always be open. An estate plan that also asks something of each estate needs at
 * least its sizes: counting them alone can only find a plan open that is not.
 */
export type PlanNeeds = readonly (readonly number[] | null)[];

/** {@link PlanNeeds} of a game's plans: their requirements never change in a game. */
export function planNeeds(plans: readonly PlanState[]): PlanNeeds {
  return plans.map(({ requirement }) => {
    if (requirement.type !== 'estates') return null;
    const need = [0, 0, 0, 0, 0, 0];
    for (const size of requirement.sizes) need[size - 1] = (need[size - 1] as number) + 1;
    return need;
  });
}

/**
 * Whether some plan the sheet has not claimed may be fulfilled by its complete estates
 * that no plan has used: the engine's openPlans finds none where this finds none.
 */
function somePlanOpen(flat: FlatSheet, needs: PlanNeeds): boolean {
  for (let size = 0; size < MAX_ESTATE_SIZE; size++) AVAILABLE[size] = 0;
  for (let street = 0; street < 3; street++) {
    const first = OFFSET[street] as number;
    const end = END[street] as number;
    const slots = (SLOT_OFFSET[street] as number) - first + 1;
    let start = first;
    let written = 0;
    let used = false;
    for (let at = first; at < end; at++) {
      if ((flat.numbers[at] as number) >= 0) written += 1;
      if (flat.used[at] !== 0) used = true;
      // The fence to the right of the house: a street's last house always has one.
      if (flat.fences[slots + at] === 0) continue;
      const size = at + 1 - start;
      if (written === size && size <= MAX_ESTATE_SIZE && !used) AVAILABLE[size - 1] = (AVAILABLE[size - 1] as number) + 1;
      start = at + 1;
      written = 0;
      used = false;
    }
  }
  for (let k = 0; k < needs.length; k++) {
    if (flat.plans[k] !== null) continue;
    const need = needs[k];
    if (need === null || need === undefined) return true;
    let fulfilled = true;
    for (let size = 0; size < MAX_ESTATE_SIZE; size++) if ((AVAILABLE[size] as number) < (need[size] as number)) fulfilled = false;
    if (fulfilled) return true;
  }
  return false;
}

// Scratch space of one move (a move runs to its end before the next starts): plain
// indexes, not arrays emptied by `length = 0`, which V8 does slowly.
const PLAYABLE = [0, 0, 0, 0, 0, 0, 0, 0];
/** The houses a pair may be written in (sheet indexes, {@link listHousesMeeting}). */
const FOUND = new Array<number>(HOUSE_COUNT).fill(0);
/** The uses of its effect a build may make ({@link listUses}). */
const USES = new Array<number>(2 * HOUSE_COUNT).fill(0);
const COUNTS = [0, 0, 0, 0, 0];
const DELTAS = [0, 0, 0, 0, 0];

/**
 * The random bot's move ({@link randomBot}) on a flat sheet, played on it: the same
 * draws from the same seed as the engine's, so the same choice, for a game without
 * expert cards or roundabouts. When the move leaves a plan open, the claims are worked
 * out by the engine's own functions on the sheet {@link toSheet} gives, and their used
 * marks copied back.
 */
export function flatRandomMove(flat: FlatSheet, ctx: ChoiceContext, needs: PlanNeeds, seed: number): FlatMove {
  const rng = rngFromNumber(seed, 1);
  const offer = ctx.offer as readonly Pair[];
  let playable = 0;
  for (let index = 0; index < offer.length; index++) {
    const pair = offer[index] as Pair;
    const deltas = deltasOf(flat, pair);
    if ((flat.fits & numberBits(pair.number + (deltas[0] as number), pair.number + (deltas[deltas.length - 1] as number))) !== 0) PLAYABLE[playable++] = index;
  }
  let choice: Choice;
  let completed = false;
  if (playable === 0) {
    // No number fits, with any change: a refusal is allowed under either refusal test.
    choice = { type: 'refuse' };
    flat.refusals += 1;
  } else {
    const index = PLAYABLE[nextBelow(rng, playable)] as number;
    const pair = offer[index] as Pair;
    const deltas = deltasOf(flat, pair);
    const low = pair.number + (deltas[0] as number);
    const high = pair.number + (deltas[deltas.length - 1] as number);
    const at = FOUND[nextBelow(rng, listHousesMeeting(flat, low, high))] as number;
    const uses = pair.effect === 'temp' ? 0 : listUses(flat, pair, at, ctx.rules);
    let placements = 0;
    let total = 0;
    for (let d = 0; d < deltas.length; d++) {
      const delta = deltas[d] as number;
      const number = pair.number + delta;
      if (number < (flat.min[at] as number) || number > (flat.max[at] as number)) continue;
      // The builds the engine lists there: with a temp agency the change, or with none
      // the number alone and (a box left) the temp crossed; else the number alone, then each use.
      const count = pair.effect !== 'temp' ? 1 + uses : delta !== 0 || flat.temps >= BOXES.temps ? 1 : 2;
      COUNTS[placements] = count;
      DELTAS[placements++] = delta;
      total += count;
    }
    let n = nextBelow(rng, total);
    let k = 0;
    while (n >= (COUNTS[k] as number)) n -= COUNTS[k++] as number;
    const delta = DELTAS[k] as number;
    let effect: EffectUse | undefined;
    if (pair.effect === 'temp') effect = delta !== 0 ? { type: 'temp', delta: delta as TempDelta } : n === 0 ? undefined : { type: 'temp', delta: 0 };
    else effect = n === 0 ? undefined : useOf(pair, USES[n - 1] as number);
    choice = buildChoice(index, at, effect);
    completed = writeBuild(flat, pair.number + delta, at, effect);
  }
  // No plan was open at the last look and no estate has been completed since: none is now.
  if (flat.plansClosed && !completed) return { choice, claimed: NOTHING_CLAIMED };
  flat.plansClosed = !somePlanOpen(flat, needs);
  if (flat.plansClosed) return { choice, claimed: NOTHING_CLAIMED };
  const after = toSheet(flat);
  const claims = bestClaims(claimSetsAfter(after, ctx, openPlans(after, ctx.plans)), ctx.plans);
  const outcome = settleClaims(after, claims, false, ctx);
  if (isProblem(outcome)) return raise(outcome);
  // Claims mark houses used: the next move looks at the plans again.
  readUsed(flat, outcome.sheet);
  flat.plansClosed = false;
  return { choice: claims.length > 0 ? { ...choice, claims } : choice, claimed: outcome.claimed };
}

/** Lists in {@link FOUND} the houses where some number from `low` to `high` fits (sheet indexes, top street first), and gives how many. */
function listHousesMeeting(flat: FlatSheet, low: number, high: number): number {
  const wanted = numberBits(low, high);
  let count = 0;
  for (let street = 0; street < 3; street++) {
    if (((flat.streetFits[street] as number) & wanted) === 0) continue;
    const end = END[street] as number;
    for (let at = OFFSET[street] as number; at < end; at++) if (((flat.fitBits[at] as number) & wanted) !== 0) FOUND[count++] = at;
  }
  return count;
}
