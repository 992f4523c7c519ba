import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyChoice, createGame, isPick, legalChoices, replay, resolveRound, RuleError, validateChoice, type Choice, type EffectUse, type PickChoice } from '../../src/index.js';
import { canonical, deepFreeze } from '../support/oracles.js';
import { gameParamsArb, midGameArb, optionsOf, playChoices, randomRound, randomTurn, rngOf } from '../support/random-play.js';

const RUNS = { numRuns: 60 };

const street = fc.constantFrom(0 as const, 1 as const, 2 as const);
const effectArb: fc.Arbitrary<EffectUse> = fc.oneof(
  fc.record({ type: fc.constant('fence' as const), street, slot: fc.integer({ min: 0, max: 12 }) }),
  fc.record({ type: fc.constant('improvement' as const), size: fc.constantFrom(1 as const, 2 as const, 3 as const, 4 as const, 5 as const, 6 as const) }),
  fc.constant({ type: 'park' as const }),
  fc.constant({ type: 'pool' as const }),
  fc.record({ type: fc.constant('temp' as const), delta: fc.constantFrom(-2 as const, -1 as const, 0 as const, 1 as const, 2 as const) }),
  fc.record({ type: fc.constant('bis' as const), street, house: fc.integer({ min: 0, max: 12 }), source: fc.constantFrom('left' as const, 'right' as const) }),
);

const houseRefArb = fc.record({ street, house: fc.integer({ min: 0, max: 12 }) });

/** Well-typed choices and picks without claims, roundabouts now and then: mostly illegal, some legal. */
const choiceArb: fc.Arbitrary<Choice | PickChoice> = fc.oneof(
  fc.record({ type: fc.constant('refuse' as const), roundabout: houseRefArb, card: fc.constantFrom(0, 1, 2) }, { requiredKeys: ['type'] }),
  fc.record(
    { type: fc.constant('build' as const), pair: fc.integer({ min: 0, max: 6 }), street, house: fc.integer({ min: 0, max: 12 }), effect: effectArb, roundabout: houseRefArb },
    { requiredKeys: ['type', 'pair', 'street', 'house'] },
  ),
  fc.record({ type: fc.constant('pick' as const), card: fc.constantFrom(0, 1, 2) }),
);

describe('legal choices (enumerate ⇔ validate)', () => {
  it('every item of legalChoices validates', () => {
    fc.assert(
      fc.property(midGameArb, (state) => {
        for (const player of state.players) {
          for (const choice of legalChoices(state, player.id)) expect(validateChoice(state, player.id, choice)).toEqual({ ok: true });
        }
      }),
      { numRuns: 25 },
    );
  });

  it('random well-typed choices that validate are in legalChoices, as the round records them, and those that do not are not', () => {
    fc.assert(
      fc.property(midGameArb, fc.array(choiceArb, { minLength: 30, maxLength: 30 }), fc.nat(), (start, choices, seed) => {
        const player = start.players[0]?.id as string;
        // In an expert game, half the time after a legal pick, where builds and refusals can be checked.
        const picks = legalChoices(start, player).filter(isPick);
        const state = picks.length > 0 && seed % 2 === 0 ? applyChoice(start, player, picks[seed % picks.length]!) : start;
        const legal = new Set(legalChoices(state, player).map(canonical));
        for (const choice of choices) {
          if (!validateChoice(state, player, choice).ok) {
            expect(legal.has(canonical(choice))).toBe(false);
            continue;
          }
          // Listed as the round records it: an expert refusal with the card it was made after.
          const recorded = choice.type === 'pick' ? choice : applyChoice(state, player, choice).players[0]?.pending;
          expect(legal.has(canonical(recorded))).toBe(true);
        }
      }),
      { numRuns: 40 },
    );
  });

  it('every legal number placement is offered, with and without the effect (a legal choice with its effect left out is legal, with the claims it then needs)', () => {
    // Claims are set aside: under immediate claims a fence can complete the estates a
    // choice must claim, and the same build without it claims nothing.
    const skeleton = (choice: Choice | PickChoice) => {
      if (choice.type === 'pick') return canonical(choice);
      const { claims: _claims, ...rest } = choice;
      return canonical(rest);
    };
    fc.assert(
      fc.property(midGameArb, (state) => {
        const player = state.players[0]?.id as string;
        const listed = legalChoices(state, player);
        const legal = new Set(listed.map(skeleton));
        for (const choice of listed) {
          if (choice.type === 'build' && choice.effect !== undefined && choice.effect.type !== 'temp') {
            const { effect: _effect, ...bare } = choice;
            expect(legal.has(skeleton(bare))).toBe(true);
          }
        }
      }),
      { numRuns: 25 },
    );
  });
});

describe('the reducer is pure and deterministic', () => {
  it('the same seed and the same choices give a deep-equal game', () => {
    fc.assert(
      fc.property(gameParamsArb, fc.integer({ min: 1, max: 10 }), (params, rounds) => {
        const play = () => {
          let state = createGame(optionsOf(params));
          const rng = rngOf(params.bot);
          for (let r = 0; r < rounds && state.status === 'choosing'; r++) state = playChoices(state, randomRound(state, rng));
          return state;
        };
        const game = play();
        expect(play()).toEqual(game);
        expect(replay(game.record)).toEqual(game);
      }),
      { numRuns: 30 },
    );
  });

  it('JSON.parse(JSON.stringify(state)) works as the state', () => {
    fc.assert(
      fc.property(midGameArb, fc.integer(), (state, bot) => {
        const copy = JSON.parse(JSON.stringify(state)) as typeof state;
        expect(copy).toEqual(state);
        const choices = randomRound(state, rngOf(bot));
        expect(playChoices(copy, choices)).toEqual(playChoices(state, choices));
      }),
      RUNS,
    );
  });

  it('inputs are never mutated: deep-frozen states and choices go through every call', () => {
    fc.assert(
      fc.property(midGameArb, fc.integer(), (state, bot) => {
        const frozen = deepFreeze(structuredClone(state));
        const choices = deepFreeze(randomRound(frozen, rngOf(bot)));
        const next = playChoices(frozen, choices);
        expect(frozen).toEqual(state);
        expect(next.record.rounds.at(-1)).toEqual(choices);
      }),
      RUNS,
    );
  });

  it('random malformed or illegal choices only ever throw RuleError and leave the state as it was', () => {
    fc.assert(
      fc.property(midGameArb, fc.oneof(fc.anything(), choiceArb, fc.jsonValue()), (state, input) => {
        const before = JSON.stringify(state);
        const player = state.players[0]?.id as string;
        try {
          applyChoice(state, player, input as Choice);
        } catch (error) {
          expect(error).toBeInstanceOf(RuleError);
        }
        expect(JSON.stringify(state)).toBe(before);
      }),
      { numRuns: 150 },
    );
  });

  it('the result of resolveRound does not depend on the order in which players chose', () => {
    fc.assert(
      fc.property(
        midGameArb.chain((state) => fc.tuple(fc.constant(state), fc.integer(), fc.shuffledSubarray(state.players.map((_, i) => i), { minLength: state.players.length }))),
        ([state, bot, order]) => {
          const choices = randomRound(state, rngOf(bot));
          expect(playChoices(state, choices, order)).toEqual(playChoices(state, choices));
        },
      ),
      RUNS,
    );
  });

  it('resolveRound refuses to run before every player has chosen, naming who is missing', () => {
    fc.assert(
      fc.property(midGameArb, fc.integer(), (state, bot) => {
        if (state.players.length < 2) return;
        const partial = randomTurn(state, state.players[0]?.id as string, rngOf(bot));
        expect(() => resolveRound(partial)).toThrow(/waiting for/);
      }),
      { numRuns: 20 },
    );
  });
});
