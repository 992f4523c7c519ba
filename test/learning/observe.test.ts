import { describe, expect, it } from 'vitest';
import {
  applyChoice,
  createGame,
  legalChoices,
  observationShape,
  observe,
  playerView,
  playGame,
  randomBot,
  sampleState,
  sheetFromText,
  RuleError,
  type Choice,
  type GameOptions,
  type ObservationShape,
  type PlayerView,
} from '../../src/index.js';
import { expectRuleError, withSheet, EMPTY } from '../support/helpers.js';

const plain = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** A section of `shape` by name. */
function section(shape: ObservationShape, name: string) {
  const found = shape.sections.find((s) => s.name === name);
  if (found === undefined) throw new Error(`no section ${name}`);
  return found;
}

/** The offset of seat part `part` of seat block `seat` (0: the player's own, 1: the next seat…). */
function seatOffset(shape: ObservationShape, seat: number, part: string): number {
  const block = seat === 0 ? section(shape, 'self').offset : section(shape, 'others').offset + (seat - 1) * shape.seatLength;
  const inner = shape.seat.find((s) => s.name === part);
  if (inner === undefined) throw new Error(`no seat part ${part}`);
  return block + inner.offset;
}

/**
 * Where two observations of one layout differ: the top sections by name, the seat
 * blocks as `self.PART` and `others[i].PART` (i from 0, the next seat).
 */
function differing(shape: ObservationShape, a: Float32Array, b: Float32Array): string[] {
  const names = new Set<string>();
  for (let i = 0; i < shape.length; i++) {
    if (a[i] === b[i]) continue;
    const top = shape.sections.find((s) => i >= s.offset && i < s.offset + s.length);
    if (top === undefined) throw new Error(`float ${i} outside every section`);
    if (top.name !== 'self' && top.name !== 'others') {
      names.add(top.name);
      continue;
    }
    const within = (i - top.offset) % shape.seatLength;
    const block = Math.floor((i - top.offset) / shape.seatLength);
    const part = shape.seat.find((s) => within >= s.offset && within < s.offset + s.length);
    names.add(`${top.name === 'self' ? 'self' : `others[${block}]`}.${part?.name ?? '?'}`);
  }
  return [...names].sort();
}

const three: GameOptions = { players: 3, seed: 'observe' };

describe('observationShape: a documented layout, sized by the options', () => {
  it('sections lie end to end from 0 to the length, and so do the parts of a seat block', () => {
    for (const options of [{ players: 2 }, { players: 4, variants: { expert: true } }, { players: 1, ruleset: 'original' as const, sheet: 'ice-cream' as const }]) {
      const shape = observationShape(options);
      let offset = 0;
      for (const s of shape.sections) {
        expect(s.offset).toBe(offset);
        expect(s.description.length).toBeGreaterThan(20);
        offset += s.length;
      }
      expect(offset).toBe(shape.length);
      let inner = 0;
      for (const s of shape.seat) {
        expect(s.offset).toBe(inner);
        inner += s.length;
      }
      expect(inner).toBe(shape.seatLength);
    }
  });

  it('frozen, and equal for games of one layout (another seed, ruleset or variant of the values only)', () => {
    const shape = observationShape({ players: 3, seed: 1 });
    expect(observationShape({ players: 3, seed: 2, ruleset: 'original', variants: { roundabouts: true } })).toEqual(shape);
    expect(observationShape({ players: 4 })).not.toEqual(shape);
    for (const part of [shape, shape.sections, shape.seat, ...shape.sections, ...shape.seat]) expect(Object.isFrozen(part)).toBe(true);
  });

  it('every section is named in every shape: the ones the options leave out have length 0', () => {
    const names = ['game', 'plans', 'offer', 'pick', 'cards', 'stacks', 'self', 'others'];
    expect(observationShape({ players: 2 }).sections.map((s) => s.name)).toEqual(names);
    expect(section(observationShape({ players: 2 }), 'pick').length).toBe(0);
    expect(section(observationShape({ players: 2, variants: { expert: true } }), 'pick').length).toBe(3);
    expect(section(observationShape({ players: 1, ruleset: 'original' }), 'others').length).toBe(0);
    expect(observationShape({ players: 2 }).seat.find((s) => s.name === 'season')?.length).toBe(0);
  });

  it('the lengths of the guide: 1933 floats for 2 players, 3557 for 4, more with six pairs on offer, seasonal parts, each seat', () => {
    expect(observationShape({ players: 2 }).length).toBe(1933);
    expect(observationShape({ players: 4 }).length).toBe(3557);
    expect(observationShape({ players: 1, rules: { minPlayers: 1 } }).length).toBe(1215);
    expect(observationShape({ players: 2, ruleset: 'original' }).length).toBe(1933);
    expect(observationShape({ players: 2, variants: { expert: true } }).length).toBe(2032);
    expect(observationShape({ players: 2, variants: { advancedPlans: true, roundabouts: true } }).length).toBe(1933);
    expect(observationShape({ players: 2, sheet: 'ice-cream' }).length).toBe(2047);
    expect(observationShape({ players: 2, sheet: 'christmas' }).length).toBe(1933);
    expect(observationShape({ players: 2, sheet: 'eggs' }).length).toBe(1963);
    // One more player, one more seat block.
    expect(observationShape({ players: 5 }).length - observationShape({ players: 4 }).length).toBe(observationShape({ players: 4 }).seatLength);
  });

  it('refuses options createGame refuses, with its error', () => {
    expectRuleError(() => observationShape({ players: 1 }), 'options/players');
    expectRuleError(() => observationShape({ players: 2, sheet: 'summer' as never }), 'options/malformed');
  });
});

describe('observe: only what the view shows', () => {
  it("two states whose view is the same for a player give that player the same observation: another player's hidden choice", () => {
    const state = createGame(three);
    const choices = legalChoices(state, 'p2') as Choice[];
    const a = applyChoice(state, 'p2', choices[0] as Choice);
    const b = applyChoice(state, 'p2', choices.at(-1) as Choice);
    expect(a.players[1]?.pending).not.toEqual(b.players[1]?.pending);
    for (const id of ['p1', 'p3']) {
      expect(playerView(a, id)).toEqual(playerView(b, id));
      expect(observe(playerView(a, id))).toEqual(observe(playerView(b, id)));
    }
    // p2 sees their own choice: that they have chosen.
    expect(differing(observationShape(three), observe(playerView(state, 'p2')), observe(playerView(a, 'p2')))).toEqual(['self.status']);
  });

  it('two deals the player cannot tell apart (another order of the stacks) give the same observation', () => {
    const view = playerView(createGame(three), 'p1');
    const [first, second] = [sampleState(view, 1), sampleState(view, 2)];
    expect(first.cards.stacks).not.toEqual(second.cards.stacks);
    expect(playerView(first, 'p1')).toEqual(playerView(second, 'p1'));
    expect(observe(playerView(first, 'p1'))).toEqual(observe(view));
    expect(observe(playerView(second, 'p1'))).toEqual(observe(view));
  });

  it('an expert pick is hidden from the others and shows its effects to the player who made it', () => {
    const options: GameOptions = { players: 2, seed: 'pick', variants: { expert: true } };
    const state = createGame(options);
    const pick = legalChoices(state, 'p2').find((step) => step.type === 'pick');
    if (pick === undefined) throw new Error('no pick');
    const picked = applyChoice(state, 'p2', pick);
    const shape = observationShape(options);
    expect(observe(playerView(picked, 'p1'))).toEqual(observe(playerView(state, 'p1')));
    expect(differing(shape, observe(playerView(state, 'p2')), observe(playerView(picked, 'p2')))).toEqual(['offer', 'pick']);
    expect(observe(playerView(picked, 'p2'))[section(shape, 'pick').offset + pick.card]).toBe(1);
  });
});

describe('observe: each section shows what it documents', () => {
  const state = createGame(three);
  const shape = observationShape(three);
  const base = observe(playerView(state, 'p1'));
  /** p1's observation of the view changed by `edit` (a copy: checked as a view the engine did not make). */
  const edited = (edit: (view: PlayerView) => void) => {
    const view = plain(playerView(state, 'p1'));
    edit(view);
    return differing(shape, base, observe(view));
  };
  type Mutable<T> = { -readonly [K in keyof T]: Mutable<T[K]> };
  const m = <T>(value: T) => value as Mutable<T>;

  it('a copy of a view observes as the view itself', () => {
    expect(edited(() => undefined)).toEqual([]);
  });

  it('game: the round, the options, the end of the game', () => {
    expect(edited((view) => void (m(view).round = 5))).toEqual(['game']);
    expect(observe(playerView(createGame({ ...three, position: { round: 9 } }), 'p1'))[section(shape, 'game').offset]).toBeCloseTo(9 / 36);
    expect(edited((view) => void (m(view).rules.claims = 'immediate'))).toEqual(['game']);
    expect(edited((view) => void (m(view).variants.advancedPlans = true))).toEqual(['game']);
  });

  it('game: the round / 36, then over, solo, the variants, the rule options, the kind of sheet and the players / 100', () => {
    const game = (options: GameOptions) => [...observe(playerView(createGame(options), 'p1')).subarray(0, 18)].map((value) => Math.round(value * 3600) / 3600);
    const round = Math.round((1 / 36) * 3600) / 3600;
    expect(game({ players: 2, seed: 1 })).toEqual([round, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 1, 0, 0, 0, 0.02]);
    expect(game({ players: 2, seed: 1, ruleset: 'original', variants: { expert: true, roundabouts: true }, sheet: 'eggs' })).toEqual([round, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 0, 1, 0, 0, 0, 1, 0.02]);
    expect(game({ players: 1, seed: 1, ruleset: 'original', variants: { advancedPlans: true }, sheet: 'christmas' })).toEqual([round, 0, 1, 1, 0, 0, 1, 1, 1, 1, 1, 0, 1, 0, 0, 1, 0, 0.01]);
  });

  it('plans: approval, values, what a plan asks for', () => {
    expect(edited((view) => void (m(view).plans[0]!.approved = true))).toEqual(['plans']);
    expect(edited((view) => void (m(view).plans[2]!.later = 1))).toEqual(['plans']);
    expect(edited((view) => void (m(view).plans[1]!.requirement = { type: 'condition', condition: 'seven-temps' }))).toEqual(['plans']);
  });

  it('plans: each plan approved, its two values over the highest printed value (14), its estates by size, its conditions one-hot', () => {
    const options: GameOptions = { players: 2, seed: 1, plans: [20, 6, 29], sheet: 'ice-cream', variants: { advancedPlans: true } };
    const dealt = createGame(options);
    const approved = { ...dealt, plans: dealt.plans.map((plan, k) => (k === 1 ? { ...plan, approved: true } : plan)) };
    const plans = observe(playerView(approved, 'p1')).subarray(section(observationShape(options), 'plans').offset);
    const stride = 28;
    // Plan 20: five bis in one street (the third condition of PLANS), 8 then 3 points.
    expect([...plans.subarray(0, 9)].map((value) => Math.round(value * 14))).toEqual([0, 8, 3, 0, 0, 0, 0, 0, 0]);
    expect([...plans.subarray(9, stride)].flatMap((value, index) => (value === 1 ? [index] : []))).toEqual([2]);
    // Plan 6, approved: three 1-house estates and a 6-house one, 11 then 6.
    expect([...plans.subarray(stride, stride + 3)].map((value) => Math.round(value * 14))).toEqual([14, 11, 6]);
    expect([...plans.subarray(stride + 3, stride + 9)].map((value) => Math.round(value * 6))).toEqual([3, 0, 0, 0, 0, 1]);
    // Plan 29: estates of 3, 4 and 5 houses with no sold cone (the first estate condition).
    expect([...plans.subarray(2 * stride + 3, 2 * stride + 9)].map((value) => Math.round(value * 6))).toEqual([0, 0, 1, 1, 1, 0]);
    expect([...plans.subarray(2 * stride + 22, 3 * stride)]).toEqual([1, 0, 0, 0, 0, 0]);
  });

  it("offer: each pair's number, effect and cards", () => {
    expect(edited((view) => void (m(view).offer[0]!.number = view.offer[0]!.number === 7 ? 8 : 7))).toEqual(['offer']);
    expect(edited((view) => void (m(view).offer[2]!.effect = view.offer[2]!.effect === 'bis' ? 'pool' : 'bis'))).toEqual(['offer']);
    expect(edited((view) => void m(view).offer.pop())).toEqual(['offer']);
  });

  it('offer: a pair is present, its number and effect one-hot, then hidden, its number card and effect card one-hot', () => {
    const options: GameOptions = { players: 2, seed: 1, position: { offer: [{ number: 6, effect: 'pool' }, { number: 9, effect: 'bis' }, { number: 14, effect: 'fence' }] } };
    const offer = observe(playerView(createGame(options), 'p1')).subarray(section(observationShape(options), 'offer').offset);
    const ones = (from: number, to: number) => [...offer.subarray(from, to)].flatMap((value, index) => (value === 1 ? [index] : []));
    expect(ones(0, 32)).toEqual([0, 1 + 6, 19 + 1, 26 + 0, 29 + 0]);
    expect(ones(32, 64)).toEqual([0, 1 + 9, 19 + 3, 26 + 1, 29 + 1]);
    expect(ones(64, 96)).toEqual([0, 1 + 14, 19 + 0, 26 + 2, 29 + 2]);
    const expert: GameOptions = { ...options, variants: { expert: true } };
    const hidden = observe(playerView(createGame(expert), 'p1')).subarray(section(observationShape(expert), 'offer').offset);
    // Six pairs, every effect hidden before the pick: pair 0 is card 0's number with card 1's effect.
    expect([...hidden.subarray(0, 32)].flatMap((value, index) => (value === 1 ? [index] : []))).toEqual([0, 1 + 6, 25, 26 + 0, 29 + 1]);
  });

  it("cards and stacks: the cards not discarded, the draw piles' heights", () => {
    expect(edited((view) => void m(view).discards[0]!.pop())).toEqual(['cards']);
    expect(edited((view) => void (m(view).stacks[1]! -= 1))).toEqual(['stacks']);
  });

  it("cards: the deck less the discards, by number then effect, over the deck's largest count of one card", () => {
    const view = playerView(state, 'p1');
    const cards = observe(view).subarray(section(shape, 'cards').offset, section(shape, 'cards').offset + 108);
    const count = (number: number, effect: string, cards: readonly { number: number; effect: string }[]) => cards.filter((card) => card.number === number && card.effect === effect).length;
    // The collector deck holds two of some cards (two 5 fences): one unit is two cards.
    const effects = ['fence', 'pool', 'temp', 'bis', 'park', 'improvement'];
    for (let number = 0; number <= 17; number++) {
      effects.forEach((effect, e) => {
        expect(cards[number * 6 + e], `${number} ${effect}`).toBe((count(number, effect, view.deck) - count(number, effect, view.discards.flat())) / 2);
      });
    }
    const stacks = observe(view).subarray(section(shape, 'stacks').offset, section(shape, 'stacks').offset + 3);
    expect([...stacks]).toEqual(view.stacks.map((height) => Math.fround((height * 3) / 63)));
  });

  it("seat blocks: every part of the sheet, in the player's own block and in the others' (the next seat first)", () => {
    const cases: [string, Parameters<typeof withSheet>[2]][] = [
      ['houses', { streets: ['7 . . . . . . . . .', EMPTY[1], EMPTY[2]] }],
      ['fences', { streets: ['. | . . . . . . . . .', EMPTY[1], EMPTY[2]] }],
      ['parks', { streets: EMPTY, parks: [1, 0, 0] }],
      ['tracks', { streets: EMPTY, temps: 2 }],
      ['improvements', { streets: EMPTY, improvements: [0, 0, 1, 0, 0, 0] }],
      ['plans', { streets: EMPTY, plans: [8, null, null] }],
    ];
    for (const [part, sheet] of cases) {
      const changed = withSheet(state, 'p1', sheet);
      expect(differing(shape, base, observe(playerView(changed, 'p1'))), part).toEqual([`self.${part}`]);
      // p1 is p2's second other seat (p3 sits next), and p3's first.
      expect(differing(shape, observe(playerView(state, 'p2')), observe(playerView(changed, 'p2'))), part).toEqual([`others[1].${part}`]);
      expect(differing(shape, observe(playerView(state, 'p3')), observe(playerView(changed, 'p3'))), part).toEqual([`others[0].${part}`]);
    }
  });

  it('houses: the written number one-hot, then bis, roundabout, pool, used by an estate, used as a house', () => {
    const changed = withSheet(state, 'p1', { streets: ['7 . . . . . . . . .', EMPTY[1], '. 3* . . . . . . . . 9b 9bu'] });
    const observation = observe(playerView(changed, 'p1'));
    const houses = seatOffset(shape, 0, 'houses');
    const house = (street: number, index: number) => houses + ([0, 10, 21][street] as number) * 23 + index * 23;
    expect(observation[house(0, 0) + 7]).toBe(1);
    expect([...observation.subarray(house(0, 0), house(0, 0) + 23)].reduce((a, b) => a + b)).toBe(1);
    expect(observation[house(2, 1) + 3]).toBe(1);
    expect(observation[house(2, 1) + 18 + 2]).toBe(1); // pool built
    expect(observation[house(2, 11) + 18]).toBe(1); // bis
    expect(observation[house(2, 11) + 18 + 3]).toBe(1); // used by an estate
    expect([...observation.subarray(house(0, 1), house(0, 1) + 23)].every((value) => value === 0)).toBe(true); // empty
  });

  it('tracks are the share of their boxes crossed', () => {
    const changed = withSheet(state, 'p1', { streets: EMPTY, temps: 2, refusals: 3, parks: [0, 0, 5] });
    const observation = observe(playerView(changed, 'p1'));
    const tracks = seatOffset(shape, 0, 'tracks');
    expect(observation[tracks + 1]).toBeCloseTo(2 / 11);
    expect(observation[tracks + 3]).toBe(1);
    expect(observation[seatOffset(shape, 0, 'parks') + 2]).toBe(1);
  });

  it('status: chosen this round, then once the game is over who won and the final scores', () => {
    const chosen = applyChoice(state, 'p3', legalChoices(state, 'p3')[0] as Choice);
    expect(differing(shape, base, observe(playerView(chosen, 'p1')))).toEqual(['others[1].status']);
    const over = playGame({ players: 3, seed: 'over' }, [randomBot, randomBot, randomBot]).state;
    if (over.status !== 'over') throw new Error('not over');
    const observation = observe(playerView(over, 'p2'));
    expect(observation[section(shape, 'game').offset + 1]).toBe(1);
    [1, 2, 0].forEach((index, seat) => {
      const score = over.result.players[index]!;
      const status = seatOffset(shape, seat, 'status');
      expect(observation[status + 1]).toBe(score.rank === 1 ? 1 : 0);
      expect(observation[status + 2]).toBeCloseTo(Math.min(1, Math.max(0, score.breakdown.total / 200)));
    });
  });

  it('season: the ice cream trucks, cones and bonuses, and the spring eggs collected', () => {
    const options = { players: 2, seed: 'season', sheet: 'ice-cream' } as const;
    const cream = createGame(options);
    const creamShape = observationShape(options);
    const sold = withSheet(cream, 'p2', sheetFromText('sheet ice-cream\ntop . . . . . . . . . 5$\ntrucks right@9 left -\nbonuses won open lost'));
    expect(differing(creamShape, observe(playerView(cream, 'p1')), observe(playerView(sold, 'p1')))).toEqual(['others[0].houses', 'others[0].season']);
    const season = observe(playerView(sold, 'p2')).subarray(seatOffset(creamShape, 0, 'season'));
    // The top truck, from the right, stands at house 9 of 10; the middle one starts from the left.
    expect([...season.subarray(0, 6)]).toEqual([0, 1, 1, 1, 0, 0]);
    // The top street's sixth cone (house 9) is sold; the bonuses of the top and bottom streets are won and lost.
    const cones = 9;
    expect([...season.subarray(cones + 10, cones + 12)]).toEqual([1, 0]);
    expect([...season.subarray(cones + 42, cones + 48)]).toEqual([1, 0, 0, 0, 0, 1]);
    const eggsOptions = { players: 2, seed: 'season', sheet: 'eggs' } as const;
    const eggs = createGame(eggsOptions);
    const collected = withSheet(eggs, 'p1', sheetFromText('sheet eggs\ntop . . 8e1 . . . . . . .'));
    const eggsShape = observationShape(eggsOptions);
    const observation = observe(playerView(collected, 'p1'));
    expect(differing(eggsShape, observe(playerView(eggs, 'p1')), observation)).toEqual(['self.houses', 'self.season']);
    // The top street's house 2 has one egg drawn, and holds it: the first spot, full.
    expect(observation[seatOffset(eggsShape, 0, 'season')]).toBe(1);
  });
});

describe('observe: fast, and strict with what the engine did not make', () => {
  it('writes into a given array, every float of it, and returns it', () => {
    const view = playerView(createGame(three), 'p2');
    const out = new Float32Array(observationShape(three).length).fill(0.5);
    expect(observe(view, out)).toBe(out);
    expect(out).toEqual(observe(view));
  });

  it('refuses an array of another length or type, naming out', () => {
    const view = playerView(createGame(three), 'p2');
    expectRuleError(() => observe(view, new Float32Array(10)), 'argument/invalid', /out must be a Float32Array of 2745 floats/);
    expectRuleError(() => observe(view, [] as never), 'argument/invalid', /\bout\b/);
  });

  it('refuses a malformed view with argument/invalid, naming the field', () => {
    const view = plain(playerView(createGame(three), 'p1'));
    const wrong = (edit: (copy: Record<string, unknown>) => void, field: string) => {
      const copy = plain(view) as unknown as Record<string, unknown>;
      edit(copy);
      try {
        observe(copy as unknown as PlayerView);
      } catch (error) {
        expect(error).toBeInstanceOf(RuleError);
        expect((error as RuleError<'argument/invalid'>).details.name).toBe(field);
        return;
      }
      expect.fail(`accepted a view with a wrong ${field}`);
    };
    wrong((copy) => void ((copy.plans as { first: unknown }[])[0]!.first = 'eight'), 'view.plans[0].first');
    wrong((copy) => void ((copy.plans as { requirement: unknown }[])[2]!.requirement = { type: 'estates', sizes: [7] }), 'view.plans[2].requirement');
    wrong((copy) => void ((copy.plans as { requirement: unknown }[])[2]!.requirement = { type: 'estates', sizes: [1, 1, 1, 1, 1, 1, 1] }), 'view.plans[2].requirement.sizes');
    wrong((copy) => void ((copy.plans as { later: unknown }[])[1]!.later = -1), 'view.plans[1].later');
    wrong((copy) => void (copy.plans as unknown[]).pop(), 'view.plans');
    wrong((copy) => void (copy.player = 'p9'), 'view.player');
    wrong((copy) => void (copy.solo = true), 'view.solo');
    wrong((copy) => void (copy.stacks as unknown[]).pop(), 'view.stacks');
    wrong((copy) => void (copy.round = 0), 'view.round');
    wrong((copy) => void ((copy.players as { sheet: unknown }[])[1]!.sheet = createGame({ ...three, sheet: 'eggs' }).players[0]!.sheet), 'view.players[1].sheet.season.kind');
    expectRuleError(() => observe(null as never), 'argument/invalid');
  });
});
