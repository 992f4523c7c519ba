import { describe, expect, it } from 'vitest';
import { PLANS } from '../../src/index.js';

// rules §6, copied by hand: [deck, sizes, first, later].
const BASIC = [
  [1, [1, 1, 1, 1, 1, 1], 8, 4],
  [1, [2, 2, 2, 2], 8, 4],
  [1, [3, 3, 3], 8, 4],
  [1, [4, 4], 6, 3],
  [1, [5, 5], 8, 4],
  [1, [6, 6], 10, 6],
  [2, [1, 1, 1, 6], 11, 6],
  [2, [5, 2, 2], 10, 6],
  [2, [3, 3, 4], 12, 7],
  [2, [3, 6], 8, 4],
  [2, [4, 5], 9, 5],
  [2, [4, 1, 1, 1], 9, 5],
  [3, [1, 2, 6], 12, 7],
  [3, [1, 4, 5], 13, 7],
  [3, [3, 4], 7, 3],
  [3, [2, 5], 7, 3],
  [3, [1, 2, 2, 3], 11, 6],
  [3, [2, 3, 5], 13, 7],
] as const;

// rules §10.2: [deck, first, later] for ids 18–27.
const ADVANCED = [
  [1, 8, 4],
  [1, 6, 3],
  [1, 8, 3],
  [1, 6, 3],
  [1, 7, 4],
  [2, 7, 4],
  [2, 10, 5],
  [2, 7, 4],
  [2, 10, 5],
  [2, 8, 3],
] as const;

// rules §11, the seasonal sheets' plans for ids 28–36: [sheet, requirement, first, later].
const SEASONAL = [
  ['ice-cream', { type: 'condition', condition: 'street-cones-sold' }, 6, 4],
  ['ice-cream', { type: 'estates', sizes: [3, 4, 5], each: 'no-sold-cone' }, 7, 3],
  ['ice-cream', { type: 'estates', sizes: [4, 4, 4], each: 'three-sold-cones' }, 8, 4],
  ['christmas', { type: 'estates', sizes: [3, 3], each: 'unlinked' }, 10, 5],
  ['christmas', { type: 'estates', sizes: [6, 6], each: 'linked' }, 10, 5],
  ['christmas', { type: 'condition', condition: 'street-one-string' }, 14, 7],
  ['eggs', { type: 'condition', condition: 'bottom-street-eggs' }, 7, 3],
  ['eggs', { type: 'estates', sizes: [2, 3, 4], each: 'no-egg' }, 10, 5],
  ['eggs', { type: 'estates', sizes: [3, 3, 3], each: 'three-eggs' }, 8, 4],
] as const;

describe('the plan cards (rules §6, §10.2, §11)', () => {
  it('has 18 basic, 10 advanced and 9 seasonal plans, each id its index', () => {
    expect(PLANS).toHaveLength(37);
    expect(PLANS.filter((plan) => !plan.advanced && plan.season === null)).toHaveLength(18);
    expect(PLANS.filter((plan) => plan.season !== null)).toHaveLength(9);
    PLANS.forEach((plan, index) => expect(plan.id).toBe(index));
  });

  it.each(BASIC.map((row, id) => ({ id, row })))('basic plan $id matches the rules table', ({ id, row }) => {
    const [deck, sizes, first, later] = row;
    expect(PLANS[id]).toEqual({ id, deck, advanced: false, season: null, requirement: { type: 'estates', sizes }, first, later });
  });

  it.each(SEASONAL.map((row, index) => ({ id: 28 + index, row })))('seasonal plan $id matches the rules table', ({ id, row }) => {
    const [season, requirement, first, later] = row;
    expect(PLANS[id]).toEqual({ id, deck: 3, advanced: false, season, requirement, first, later });
  });

  it.each(ADVANCED.map((row, index) => ({ id: 18 + index, row })))('advanced plan $id matches the rules table', ({ id, row }) => {
    const [deck, first, later] = row;
    const plan = PLANS[id];
    expect(plan).toMatchObject({ id, deck, advanced: true, season: null, first, later });
    expect(plan?.requirement.type).toBe('condition');
  });

  it('gives six basic plans to each deck, and no advanced plan to deck 3', () => {
    for (const deck of [1, 2, 3]) expect(PLANS.filter((plan) => plan.deck === deck && !plan.advanced && plan.season === null)).toHaveLength(6);
    expect(PLANS.filter((plan) => plan.advanced && plan.deck === 3)).toHaveLength(0);
  });

  it('always pays the first claimant more than later ones', () => {
    for (const plan of PLANS) expect(plan.first).toBeGreaterThan(plan.later);
  });

  it('names a different condition for every condition plan', () => {
    const conditions = PLANS.flatMap((plan) => (plan.requirement.type === 'condition' ? [plan.requirement.condition] : []));
    expect(new Set(conditions).size).toBe(13);
  });

  it('gives each seasonal sheet three plans of deck 3, replacing the basic deck 3 there', () => {
    for (const season of ['ice-cream', 'christmas', 'eggs']) expect(PLANS.filter((plan) => plan.season === season).map((plan) => plan.deck)).toEqual([3, 3, 3]);
  });
});
