import { describe, expect, it } from 'vitest';
import {
  applyChoice,
  createGame,
  emptySheet,
  legalChoices,
  legalClaims,
  lightStrings,
  scoreSheet,
  validateChoice,
  type BuildChoice,
  type Choice,
  type Cone,
  type GameState,
  type PlanClaim,
  type Season,
  type Sheet,
} from '../../src/index.js';
import { sheetOf } from '../support/helpers.js';
import { withoutPicks } from './steps.js';
import { EMPTY, expectRuleError, playRound, stacksFor, withSheet, type PairText } from '../support/helpers.js';

type Offer = readonly [PairText, PairText, PairText];
type Kind = 'ice-cream' | 'christmas' | 'eggs';

/** A game on `sheet` whose rounds reveal `offers`, with the season's plans drawn (deck 3) beside plans 0 and 6. */
const seasonGame = (sheet: Kind, offers: readonly Offer[], players = 2, plans?: [number, number, number]): GameState =>
  createGame({ players, seed: 'season', sheet, stacks: stacksFor(...offers, ['1 park', '1 park', '1 park']), ...(plans === undefined ? {} : { plans }) });

/** One choice per player, in player order; players not named take their first legal choice. */
function round(state: GameState, choices: Record<string, BuildChoice>): GameState {
  const all: Record<string, Choice> = {};
  for (const player of state.players) all[player.id] = choices[player.id] ?? (withoutPicks(legalChoices(state, player.id))[0]!);
  return playRound(state, all);
}
const seasonOf = (state: GameState, id = 'p1'): Season => state.players.find((player) => player.id === id)?.sheet.season as Season;
const cones = (state: GameState, street: 0 | 1 | 2, id = 'p1'): readonly Cone[] => {
  const season = seasonOf(state, id);
  return season.kind === 'ice-cream' ? season.cones[street] : [];
};

/** The same position under another ruleset's claims rule (immediate claims: `original`). */
const createRules = (state: GameState, ruleset: 'original'): GameState => ({ ...state, rules: { ...state.rules, claims: ruleset === 'original' ? 'immediate' : 'optional' } });

/** An ice cream season with some cones marked (street, house, state) on an empty one. */
function iceSeason(marks: readonly (readonly [0 | 1 | 2, number, Cone])[], bonuses: Season & { kind: 'ice-cream' } extends { bonuses: infer B } ? B : never = ['open', 'open', 'open']): Season {
  const empty = emptySheet('ice-cream').season;
  if (empty.kind !== 'ice-cream') throw new Error('not an ice cream sheet');
  const all = empty.cones.map((street) => street.slice()) as [Cone[], Cone[], Cone[]];
  for (const [street, house, cone] of marks) all[street][house] = cone;
  return { kind: 'ice-cream', trucks: empty.trucks, cones: all, bonuses };
}

describe('the ice cream truck (rules §11.1)', () => {
  it('"The top street\'s truck moves from right to left": a number in house 7 sells its cone and crosses those it passed', () => {
    const next = round(seasonGame('ice-cream', [['6 park', '9 park', '2 park']]), { p1: { type: 'build', pair: 0, street: 0, house: 7 } });
    expect(cones(next, 0)).toEqual(['open', null, 'open', null, 'open', 'open', null, 'sold', null, 'lost']);
    expect(seasonOf(next)).toMatchObject({ trucks: [{ from: 'right', at: 7 }, { from: 'left', at: null }, { from: null, at: null }] });
  });

  it('"The middle street\'s truck moves from left to right"', () => {
    const next = round(seasonGame('ice-cream', [['6 park', '9 park', '2 park']]), { p1: { type: 'build', pair: 0, street: 1, house: 3 } });
    expect(cones(next, 1)).toEqual(['lost', 'lost', null, 'sold', 'open', null, 'open', null, 'open', 'open', null]);
  });

  it('"unless it has already passed it": a number behind the truck changes nothing', () => {
    let state = round(seasonGame('ice-cream', [['6 park', '9 park', '2 park'], ['12 park', '13 park', '14 park']]), { p1: { type: 'build', pair: 0, street: 0, house: 4 } });
    const before = cones(state, 0);
    state = round(state, { p1: { type: 'build', pair: 0, street: 0, house: 5 } });
    expect(cones(state, 0)).toEqual(before);
    expect((seasonOf(state) as Season & { kind: 'ice-cream' }).trucks[0]).toEqual({ from: 'right', at: 4 });
  });

  it('"The first time you number a house on the bottom street, you can choose which direction the bottom street\'s truck moves"', () => {
    const state = seasonGame('ice-cream', [['6 park', '9 park', '2 park']]);
    expectRuleError(() => applyChoice(state, 'p1', { type: 'build', pair: 0, street: 2, house: 4 }), 'choice/truck', /which end/);
    const fromLeft = legalChoices(state, 'p1').filter((choice) => choice.type === 'build' && choice.pair === 0 && choice.street === 2 && choice.house === 4);
    expect(fromLeft.map((choice) => (choice.type === 'build' ? choice.truck : undefined))).toEqual(['left', 'right', 'left', 'right']); // with and without the park
    const left = round(state, { p1: { type: 'build', pair: 0, street: 2, house: 4, truck: 'left' } });
    expect(cones(left, 2)).toEqual(['lost', 'lost', null, 'lost', 'sold', 'open', null, 'open', null, 'open', 'open', null]);
    const right = round(state, { p1: { type: 'build', pair: 0, street: 2, house: 4, truck: 'right' } });
    expect(cones(right, 2)).toEqual(['open', 'open', null, 'open', 'sold', 'lost', null, 'lost', null, 'lost', 'lost', null]);
    // Chosen once: the next bottom number names no end.
    expectRuleError(() => applyChoice(right, 'p1', { type: 'build', pair: 0, street: 2, house: 1, truck: 'left' }), 'choice/truck', /leave the truck out/);
    expect(validateChoice(right, 'p1', { type: 'build', pair: 0, street: 2, house: 1 })).toEqual({ ok: true });
  });

  it('Decision: "a bis copy drives the truck like a number, after the round\'s number"', () => {
    // 9 in house 5 sells that cone; its copy in house 4 drives on and sells the 3-scoop cone there.
    const state = seasonGame('ice-cream', [['9 bis', '2 park', '3 park']]);
    const copy = round(state, { p1: { type: 'build', pair: 0, street: 0, house: 5, effect: { type: 'bis', street: 0, house: 4, source: 'right' } } });
    expect(cones(copy, 0)).toEqual(['open', null, 'open', null, 'sold', 'sold', null, 'lost', null, 'lost']);
    // Behind the truck the copy changes nothing.
    const behind = round(state, { p1: { type: 'build', pair: 0, street: 0, house: 5, effect: { type: 'bis', street: 0, house: 6, source: 'left' } } });
    expect(cones(behind, 0)).toEqual(['open', null, 'open', null, 'open', 'sold', null, 'lost', null, 'lost']);
  });

  it('"You earn one point for each scoop of ice cream circled"', () => {
    const sheet = { ...emptySheet('ice-cream'), season: iceSeason([[0, 4, 'sold'], [1, 0, 'sold'], [2, 7, 'sold'], [2, 10, 'lost']]) };
    expect(scoreSheet(sheet).season).toEqual({ kind: 'ice-cream', scoops: 3 + 3 + 3, bonuses: [0, 0, 0] });
    expect(scoreSheet(sheet).seasonal).toBe(9);
  });

  it('"If you are the first to circle or cross off the last ice cream cone on a street, you earn a bonus … All other players must cross off this bonus, but can keep selling"', () => {
    // p1 and p2 reach house 0 of the top street in the same round: both win; p3 crosses it off.
    let state = seasonGame('ice-cream', [['1 park', '5 park', '9 park'], ['4 park', '5 park', '9 park']], 3);
    state = round(state, { p1: { type: 'build', pair: 0, street: 0, house: 0 }, p2: { type: 'build', pair: 0, street: 0, house: 0 }, p3: { type: 'build', pair: 1, street: 0, house: 5 } });
    expect(['p1', 'p2', 'p3'].map((id) => (seasonOf(state, id) as Season & { kind: 'ice-cream' }).bonuses[0])).toEqual(['won', 'won', 'lost']);
    // One sold cone in the top street: a bonus of 1 each.
    expect(scoreSheet(state.players[0]!.sheet).season).toEqual({ kind: 'ice-cream', scoops: 1, bonuses: [1, 0, 0] });
    // p3 still sells there, but the bonus stays crossed off.
    state = round(state, { p3: { type: 'build', pair: 0, street: 0, house: 4 } });
    expect(cones(state, 0, 'p3')[4]).toBe('sold');
    expect((seasonOf(state, 'p3') as Season & { kind: 'ice-cream' }).bonuses[0]).toBe('lost');
  });

  it('"Only one bonus applies for this street, even if different players move in opposite directions"', () => {
    // p1's bottom truck starts on the left and crosses the last cone (house 10) first; p2's,
    // from the right, reaches house 0 a round later and finds the bonus crossed off.
    let state = seasonGame('ice-cream', [['14 park', '0 park', '9 park'], ['4 park', '0 park', '9 park']], 2);
    state = round(state, { p1: { type: 'build', pair: 0, street: 2, house: 11, truck: 'left' }, p2: { type: 'build', pair: 2, street: 2, house: 5, truck: 'right' } });
    expect((seasonOf(state, 'p1') as Season & { kind: 'ice-cream' }).bonuses[2]).toBe('won');
    expect((seasonOf(state, 'p2') as Season & { kind: 'ice-cream' }).bonuses[2]).toBe('lost');
    state = round(state, { p1: { type: 'build', pair: 0, street: 0, house: 5 }, p2: { type: 'build', pair: 1, street: 2, house: 0 } });
    expect(cones(state, 2, 'p2').every((cone) => cone !== 'open')).toBe(true);
    expect((seasonOf(state, 'p2') as Season & { kind: 'ice-cream' }).bonuses[2]).toBe('lost');
  });

  describe('its plans', () => {
    const plansGame = (plan: number) => seasonGame('ice-cream', [['12 park', '13 park', '14 park']], 2, [0, 6, plan]);
    const build: BuildChoice = { type: 'build', pair: 0, street: 1, house: 10 };
    const on = (plan: number, streets: readonly [string, string, string], season: Season): GameState => withSheet(plansGame(plan), 'p1', { ...sheetOf({ streets }), season } as Sheet);

    it('28 "sell every cone of one street": accepted with every cone sold, refused with one lost', () => {
      const top = ([0, 2, 4, 5, 7, 9] as const).map((house): [0, number, Cone] => [0, house, 'sold']);
      const sold = on(28, [EMPTY[0], EMPTY[1], EMPTY[2]], iceSeason(top));
      expect(validateChoice(sold, 'p1', { ...build, claims: [{ plan: 2 }] })).toEqual({ ok: true });
      const oneLost = on(28, [EMPTY[0], EMPTY[1], EMPTY[2]], iceSeason([...top.slice(1), [0, 0, 'lost']]));
      expectRuleError(() => applyChoice(oneLost, 'p1', { ...build, claims: [{ plan: 2 }] }), 'claim/not-fulfilled');
    });

    it('29 "estates of 3, 4 and 5, none with a sold cone": accepted, refused when one has a sold cone', () => {
      const streets = ['1 2 3 | 4 5 6 7 | 8 9 10', '1 2 3 4 5 | . . . . . .', EMPTY[2]] as const;
      const claim: PlanClaim = { plan: 2, estates: [{ street: 0, start: 0, size: 3 }, { street: 0, start: 3, size: 4 }, { street: 1, start: 0, size: 5 }] };
      expect(validateChoice(on(29, streets, iceSeason([[0, 7, 'sold']])), 'p1', { ...build, claims: [claim] })).toEqual({ ok: true });
      expectRuleError(() => applyChoice(on(29, streets, iceSeason([[0, 4, 'sold']])), 'p1', { ...build, claims: [claim] }), 'claim/estate', /do not show no sold cone/);
    });

    it('a number that completes an estate sells its cone first: under immediate claims plan 29 is not fulfilled by that estate', () => {
      // Writing 5 in middle house 4 completes the 5-house estate and sells the cone there; with
      // the top street's 3 and 4 the plan would be fulfilled if that cone were still open.
      const state = withSheet(seasonGame('ice-cream', [['9 park', '5 park', '14 park']], 2, [5, 9, 29]), 'p1', {
        ...sheetOf({ streets: ['1 2 3 | 4 5 6 7 | . . .', '0 1 2 3 . | . . . . . .', EMPTY[2]] }),
        season: iceSeason([]),
      } as Sheet);
      const completing: BuildChoice = { type: 'build', pair: 1, street: 1, house: 4 };
      expect(validateChoice(createRules(state, 'original'), 'p1', completing)).toEqual({ ok: true });
      const listed = legalChoices(createRules(state, 'original'), 'p1').filter((choice) => choice.type === 'build' && choice.pair === 1 && choice.street === 1 && choice.house === 4);
      expect(listed).toEqual([completing, { ...completing, effect: { type: 'park' } }]);
    });

    it('so too with the first number of the bottom street, whichever end its truck starts from (a position loaded with numbers there but no truck yet)', () => {
      const state = withSheet(seasonGame('ice-cream', [['9 park', '6 park', '14 park']], 2, [5, 9, 29]), 'p1', {
        ...sheetOf({ streets: ['1 2 3 | 4 5 6 7 8 | . .', EMPTY[1], '. . | 3 4 5 . | . . . . . .'] }),
        season: iceSeason([]),
      } as Sheet);
      const original = createRules(state, 'original');
      for (const truck of ['left', 'right'] as const) {
        const completing: BuildChoice = { type: 'build', pair: 1, street: 2, house: 5, truck };
        expect(validateChoice(original, 'p1', completing)).toEqual({ ok: true });
      }
      const listed = legalChoices(original, 'p1').filter((choice) => choice.type === 'build' && choice.pair === 1 && choice.street === 2 && choice.house === 5);
      expect(listed.every((choice) => choice.type === 'build' && choice.claims === undefined)).toBe(true);
      expect(listed).toHaveLength(4);
    });

    it('30 "three 4-house estates, each with three sold cones": accepted, refused with two in one', () => {
      // Runs of four houses holding three cones: top 2-5, middle 0-3, bottom 0-3.
      const streets = ['. . | 3 4 5 6 | . . . .', '1 2 3 4 | . . . . . . .', '1 2 3 4 | . . . . . . . .'] as const;
      const claim: PlanClaim = { plan: 2, estates: [{ street: 0, start: 2, size: 4 }, { street: 1, start: 0, size: 4 }, { street: 2, start: 0, size: 4 }] };
      const sold: [0 | 1 | 2, number, Cone][] = [[0, 2, 'sold'], [0, 4, 'sold'], [0, 5, 'sold'], [1, 0, 'sold'], [1, 1, 'sold'], [1, 3, 'sold'], [2, 0, 'sold'], [2, 1, 'sold'], [2, 3, 'sold']];
      expect(validateChoice(on(30, streets, iceSeason(sold)), 'p1', { ...build, claims: [claim] })).toEqual({ ok: true });
      const twoOnTop: [0 | 1 | 2, number, Cone][] = [[0, 2, 'sold'], [0, 4, 'sold'], [0, 5, 'lost'], ...sold.slice(3)];
      expectRuleError(() => applyChoice(on(30, streets, iceSeason(twoOnTop)), 'p1', { ...build, claims: [claim] }), 'claim/estate', /three sold cones/);
    });
  });
});

describe('Christmas lights (rules §11.2)', () => {
  const lights = (streets: readonly [string, string, string]) => scoreSheet({ ...sheetOf({ streets }), season: { kind: 'christmas' } });

  it('the rulebook\'s example: "2 4 [empty] 6-7-8-8bis-9 11-12-13 … would end up scoring five points"', () => {
    const score = lights([EMPTY[0], '2 4 . 6 7 8 8b 9 11 12 13', EMPTY[2]]);
    expect(score.season).toEqual({ kind: 'christmas', lights: [0, 5, 0] });
    expect(lightStrings(sheetOf({ streets: [EMPTY[0], '2 4 . 6 7 8 8b 9 11 12 13', EMPTY[2]] }).streets[1])).toEqual([
      { start: 3, size: 5 },
      { start: 8, size: 3 },
    ]);
  });

  it('"A Bis number is considered consecutive to the identical number next to it", and a fence does not part the lights', () => {
    expect(lights(['3 3b | 4 4b 5 . . . . .', EMPTY[1], EMPTY[2]]).season).toEqual({ kind: 'christmas', lights: [5, 0, 0] });
  });

  it('roundabouts never link', () => {
    expect(lights(['1 2 R 3 4 . . . . .', EMPTY[1], EMPTY[2]]).season).toEqual({ kind: 'christmas', lights: [2, 0, 0] });
  });

  it('"only the longest string of lights in each street will score", and a house alone is no string', () => {
    expect(lights(['1 3 5 7 . . . . . .', '1 2 . 5 6 7 . . . . .', '9 . . . . . . . . . . .']).season).toEqual({ kind: 'christmas', lights: [0, 3, 0] });
  });

  describe('its plans', () => {
    const plansGame = (plan: number) => seasonGame('christmas', [['16 park', '13 park', '14 park']], 2, [0, 6, plan]);
    const build: BuildChoice = { type: 'build', pair: 0, street: 2, house: 11 };
    const on = (plan: number, streets: readonly [string, string, string]) => withSheet(plansGame(plan), 'p1', { ...sheetOf({ streets }), season: { kind: 'christmas' } } as Sheet);

    it('31 "two estates of three houses without any string of lights": accepted, refused with a link inside', () => {
      const claim: PlanClaim = { plan: 2, estates: [{ street: 0, start: 0, size: 3 }, { street: 0, start: 3, size: 3 }] };
      expect(validateChoice(on(31, ['1 3 5 | 7 9 11 | . . . .', EMPTY[1], EMPTY[2]]), 'p1', { ...build, claims: [claim] })).toEqual({ ok: true });
      // The estates themselves have no link inside; a link across the fence does not matter.
      expect(validateChoice(on(31, ['1 3 5 | 6 9 11 | . . . .', EMPTY[1], EMPTY[2]]), 'p1', { ...build, claims: [claim] })).toEqual({ ok: true });
      expectRuleError(() => applyChoice(on(31, ['1 3 4 | 7 9 11 | . . . .', EMPTY[1], EMPTY[2]]), 'p1', { ...build, claims: [claim] }), 'claim/estate', /no string of lights/);
    });

    it('32 "two estates of six houses connected … by a single string of lights": accepted, refused with a break', () => {
      const claim: PlanClaim = { plan: 2, estates: [{ street: 0, start: 0, size: 6 }, { street: 1, start: 0, size: 6 }] };
      expect(validateChoice(on(32, ['1 2 3 4 5 6 | . . . .', '2 3 3b 4 5 6 | . . . . .', EMPTY[2]]), 'p1', { ...build, claims: [claim] })).toEqual({ ok: true });
      expectRuleError(() => applyChoice(on(32, ['1 2 3 4 5 7 | . . . .', '2 3 3b 4 5 6 | . . . . .', EMPTY[2]]), 'p1', { ...build, claims: [claim] }), 'claim/estate', /every house linked/);
    });

    it('33 "connect all the houses of one street with a single string of lights": accepted, refused with a gap or a roundabout', () => {
      expect(validateChoice(on(33, ['0 1 2 3 4 5 6 7 8 9', EMPTY[1], EMPTY[2]]), 'p1', { ...build, claims: [{ plan: 2 }] })).toEqual({ ok: true });
      expect(validateChoice(on(33, ['0 1 | 1b 2 3 4 5 6 7 8', EMPTY[1], EMPTY[2]]), 'p1', { ...build, claims: [{ plan: 2 }] })).toEqual({ ok: true });
      expectRuleError(() => applyChoice(on(33, ['0 1 2 3 4 5 6 7 8 .', EMPTY[1], EMPTY[2]]), 'p1', { ...build, claims: [{ plan: 2 }] }), 'claim/not-fulfilled');
      expectRuleError(() => applyChoice(on(33, ['0 1 2 3 R 4 5 6 7 8', EMPTY[1], EMPTY[2]]), 'p1', { ...build, claims: [{ plan: 2 }] }), 'claim/not-fulfilled');
    });
  });
});

describe('spring eggs (rules §11.3)', () => {
  /** p1's eggs on house `house` of the top street after writing `pair`'s number there. */
  function eggsAfter(number: number, house: number): number | null {
    const next = round(seasonGame('eggs', [[`${number} park` as PairText, '1 park', '1 park']]), { p1: { type: 'build', pair: 0, street: 0, house } });
    const season = seasonOf(next);
    return season.kind === 'eggs' ? (season.eggs[0][house] ?? null) : null;
  }

  it('"0,8,10 - circle (up to) two eggs; 6,9,16 - circle one egg"', () => {
    // Top house 3 has two eggs, house 2 one.
    expect([8, 10, 6, 9, 16, 7, 11].map((number) => eggsAfter(number, 3))).toEqual([2, 2, 1, 1, 1, 0, 0]);
    expect([10, 6].map((number) => eggsAfter(number, 2))).toEqual([1, 1]);
    expect(eggsAfter(8, 1)).toBeNull(); // no egg drawn there
  });

  it('"write a 0" collects too: a temp of 1 − 1 on a two-egg spot', () => {
    const next = round(seasonGame('eggs', [['1 temp', '1 park', '1 park']]), { p1: { type: 'build', pair: 0, street: 1, house: 0, effect: { type: 'temp', delta: -1 } } });
    expect(seasonOf(next)).toMatchObject({ eggs: [[null, null, 0, 0, 0, null, 0, null, null, 0], [2, null, null, 0, null, 0, 0, null, 0, null, null], expect.any(Array)] });
  });

  it('Decision: a bis copy is a written number and collects eggs', () => {
    // 8 in house 4 (one egg) and its copy in house 3 (two eggs).
    const next = round(seasonGame('eggs', [['8 bis', '1 park', '1 park']]), { p1: { type: 'build', pair: 0, street: 0, house: 4, effect: { type: 'bis', street: 0, house: 3, source: 'right' } } });
    const season = seasonOf(next);
    expect(season.kind === 'eggs' ? season.eggs[0].slice(2, 5) : []).toEqual([0, 2, 1]);
  });

  it('"6 eggs: 5 points, 10 eggs: 10 points, 14 eggs: 20 points, 18 eggs: 25 points"', () => {
    const withEggs = (total: number): Sheet => {
      const empty = emptySheet('eggs');
      const season = empty.season;
      if (season.kind !== 'eggs') throw new Error('not an egg sheet');
      let left = total;
      const eggs = season.eggs.map((street, s) =>
        street.map((count, house) => {
          if (count === null) return null;
          const spot = [[0, 0, 1, 2, 1, 0, 1, 0, 0, 1], [2, 0, 0, 1, 0, 1, 2, 0, 1, 0, 0], [0, 0, 1, 0, 2, 1, 0, 2, 0, 1, 0, 0]][s]?.[house] ?? 0;
          const take = Math.min(spot, left);
          left -= take;
          return take;
        })
      ) as [number[], number[], number[]];
      return { ...empty, season: { kind: 'eggs', eggs } };
    };
    expect([0, 5, 6, 9, 10, 13, 14, 17, 18, 20].map((eggs) => scoreSheet(withEggs(eggs)).seasonal)).toEqual([0, 0, 5, 5, 10, 10, 20, 20, 25, 25]);
    expect(scoreSheet(withEggs(11)).season).toEqual({ kind: 'eggs', eggs: 11, points: 10 });
  });

  describe('its plans', () => {
    const plansGame = (plan: number) => seasonGame('eggs', [['12 park', '13 park', '14 park']], 2, [0, 6, plan]);
    const build: BuildChoice = { type: 'build', pair: 0, street: 1, house: 10 };
    const eggs = (rows: readonly (readonly (number | null)[])[]): Season => ({ kind: 'eggs', eggs: rows as [number[], number[], number[]] });
    const none = [[null, null, 0, 0, 0, null, 0, null, null, 0], [0, null, null, 0, null, 0, 0, null, 0, null, null], [null, null, 0, null, 0, 0, null, 0, null, 0, null, null]] as const;
    const on = (plan: number, streets: readonly [string, string, string], season: Season) => withSheet(plansGame(plan), 'p1', { ...sheetOf({ streets }), season } as Sheet);

    it('34 "every egg of the bottom street collected": accepted, refused with one egg short', () => {
      const all = [none[0], none[1], [null, null, 1, null, 2, 1, null, 2, null, 1, null, null]];
      expect(validateChoice(on(34, EMPTY, eggs(all)), 'p1', { ...build, claims: [{ plan: 2 }] })).toEqual({ ok: true });
      const short = [none[0], none[1], [null, null, 1, null, 2, 1, null, 1, null, 1, null, null]];
      expectRuleError(() => applyChoice(on(34, EMPTY, eggs(short)), 'p1', { ...build, claims: [{ plan: 2 }] }), 'claim/not-fulfilled');
    });

    it('35 "estates of 2, 3 and 4 with no egg": accepted, refused when one holds a collected egg', () => {
      const streets = ['1 2 | 3 4 5 | 7 8 9 11 | .', EMPTY[1], EMPTY[2]] as const;
      const claim: PlanClaim = { plan: 2, estates: [{ street: 0, start: 0, size: 2 }, { street: 0, start: 2, size: 3 }, { street: 0, start: 5, size: 4 }] };
      expect(validateChoice(on(35, streets, eggs(none)), 'p1', { ...build, claims: [claim] })).toEqual({ ok: true });
      const one = [[null, null, 0, 1, 0, null, 0, null, null, 0], none[1], none[2]];
      expectRuleError(() => applyChoice(on(35, streets, eggs(one)), 'p1', { ...build, claims: [claim] }), 'claim/estate', /no collected egg/);
    });

    it('36 "three 3-house estates each with 3 eggs": accepted, refused with two in one', () => {
      // Runs of three houses holding three eggs or more: top 2-4, middle 4-6, bottom 3-5.
      const streets = ['. . | 1 2 3 | . . . . .', '. . . . | 1 2 3 | . . . .', '. . . | 1 2 3 | . . . . . .'] as const;
      const claim: PlanClaim = { plan: 2, estates: [{ street: 0, start: 2, size: 3 }, { street: 1, start: 4, size: 3 }, { street: 2, start: 3, size: 3 }] };
      const three = [[null, null, 1, 2, 1, null, 0, null, null, 0], [0, null, null, 0, null, 1, 2, null, 0, null, null], [null, null, 0, null, 2, 1, null, 0, null, 0, null, null]];
      expect(validateChoice(on(36, streets, eggs(three)), 'p1', { ...build, claims: [claim] })).toEqual({ ok: true });
      const two = [three[0] as (number | null)[], three[1] as (number | null)[], [null, null, 0, null, 1, 1, null, 0, null, 0, null, null]];
      expectRuleError(() => applyChoice(on(36, streets, eggs(two)), 'p1', { ...build, claims: [claim] }), 'claim/estate', /three collected eggs/);
    });
  });

  it('legalClaims lists the seasonal claims, checked like any other', () => {
    const state = withSheet(seasonGame('eggs', [['12 park', '13 park', '14 park']], 2, [0, 6, 35]), 'p1', {
      ...sheetOf({ streets: ['1 2 | 3 4 5 | 7 8 9 11 | .', EMPTY[1], EMPTY[2]] }),
      season: { kind: 'eggs', eggs: [[null, null, 0, 0, 0, null, 0, null, null, 0], [0, null, null, 0, null, 0, 0, null, 0, null, null], [null, null, 0, null, 0, 0, null, 0, null, 0, null, null]] },
    } as Sheet);
    expect(legalClaims(state, 'p1', { type: 'build', pair: 0, street: 1, house: 10 })).toEqual([
      [{ plan: 2, estates: [{ street: 0, start: 0, size: 2 }, { street: 0, start: 2, size: 3 }, { street: 0, start: 5, size: 4 }] }],
    ]);
  });
});

describe('the sheet option (rules §11)', () => {
  it('"one per game": every player gets the chosen kind, recorded in the options', () => {
    const state = createGame({ players: 3, seed: 1, sheet: 'christmas' });
    expect(state.players.map((player) => player.sheet.season.kind)).toEqual(['christmas', 'christmas', 'christmas']);
    expect(state.record.options.sheet).toBe('christmas');
  });

  it('"each replaces plan deck C/n°3 with its own three plans"', () => {
    for (const [sheet, own] of [['ice-cream', [28, 29, 30]], ['christmas', [31, 32, 33]], ['eggs', [34, 35, 36]]] as const) {
      const drawn = new Set(Array.from({ length: 60 }, (_, seed) => createGame({ players: 2, seed, sheet }).plans[2]?.id));
      expect([...drawn].sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual(own);
    }
    expect(new Set(Array.from({ length: 60 }, (_, seed) => createGame({ players: 2, seed }).plans[2]?.id)).has(28)).toBe(false);
  });

  it("a fixed plan of deck 3 must be the sheet's own; a bad sheet is named", () => {
    expectRuleError(() => createGame({ players: 2, sheet: 'eggs', plans: [0, 6, 12] }), 'options/plans', /on the eggs sheet plan deck 3 is 34, 35, 36/);
    expectRuleError(() => createGame({ players: 2, plans: [0, 6, 28] }), 'options/plans', /on the classic sheet plan deck 3 is 12/);
    expectRuleError(() => createGame({ players: 2, sheet: 'summer' as never }), 'options/malformed', /options.sheet must be one of "classic", "ice-cream", "christmas", "eggs"/);
  });
});
