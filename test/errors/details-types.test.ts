// Type-level promises of the error details: `npm test` type-checks this file, so each
// `expectTypeOf` fails the build when the typing regresses.
import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  applyChoice,
  createGame,
  EFFECTS,
  isRuleError,
  RuleError,
  validateChoice,
  type AnyRuleError,
  type Effect,
  type EstateCondition,
  type PlanCondition,
  type RuleErrorCode,
  type RuleErrorDetails,
  type RuleErrorDetailsByCode,
} from '../../src/index.js';
import { ERRORS, type MessageArgs, type TableCode } from '../../src/errors/messages.js';

/** Throws what `run` throws, or fails the test. */
function thrown(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('expected a throw');
}

const state = createGame({ players: 2, seed: 3 });

describe('a RuleError narrowed by its code narrows its details, without a cast', () => {
  it('isRuleError, then the code', () => {
    const error = thrown(() => applyChoice(state, 'p1', { type: 'build', pair: 0, street: 0, house: 12 }));
    if (!isRuleError(error)) throw new Error('expected a RuleError');
    expectTypeOf(error).toEqualTypeOf<AnyRuleError>();
    if (error.code !== 'choice/house') throw new Error(`expected choice/house, not ${error.code}`);
    expectTypeOf(error.details).toEqualTypeOf<RuleErrorDetails<'choice/house'>>();
    expectTypeOf(error.details.houses).toEqualTypeOf<number>();
    expect(error.details).toEqual({ street: 0, house: 12, houses: 10 });
  });

  it('instanceof RuleError narrows the same way, through Symbol.hasInstance', () => {
    const error = thrown(() => applyChoice(state, 'p1', { type: 'refuse' }));
    if (!(error instanceof RuleError)) throw new Error('expected a RuleError');
    expectTypeOf(error).toEqualTypeOf<AnyRuleError>();
    if (error.code === 'choice/refusal-not-allowed') {
      expectTypeOf(error.details.playable).toEqualTypeOf<RuleErrorDetails<'choice/refusal-not-allowed'>['playable']>();
      expect(error.details.playable.map((pair) => pair.pair)).toEqual([0, 1, 2]);
    } else throw new Error(`expected choice/refusal-not-allowed, not ${error.code}`);
  });

  it('a code with several cases narrows further by reason, or by the field one case has', () => {
    const details = {} as RuleErrorDetails<'choice/order'>;
    if ('delta' in details) expectTypeOf(details).toEqualTypeOf<{ readonly number: number; readonly delta: number }>();
    else expectTypeOf(details.max).toEqualTypeOf<number>();
    const roundabout = {} as RuleErrorDetails<'choice/roundabout'>;
    if (roundabout.reason === 'number') expectTypeOf(roundabout.number).toEqualTypeOf<number>();
  });

  it('a failed validation narrows as the error would', () => {
    const validation = validateChoice(state, 'p1', { type: 'build', pair: 0, street: 0, house: 12 });
    if (validation.ok || validation.code !== 'choice/house') throw new Error('expected choice/house');
    expectTypeOf(validation.details).toEqualTypeOf<RuleErrorDetails<'choice/house'>>();
    expect(validation.details.houses).toBe(10);
  });

  it('new RuleError takes the details of its code', () => {
    const error = new RuleError('claim/plan', 'message', { plan: 3 });
    expectTypeOf(error.details).toEqualTypeOf<{ readonly plan: number }>();
    // @ts-expect-error: the details of another code
    void new RuleError('claim/plan', 'message', { street: 0, house: 1 });
  });
});

describe('the details types match the codes and the rules', () => {
  it('every code has details, and the details name no other code', () => {
    expectTypeOf<keyof RuleErrorDetailsByCode>().toEqualTypeOf<RuleErrorCode>();
  });

  it("every entry of the error table puts into details what its code's type promises", () => {
    type Matches = { [C in TableCode]: NonNullable<MessageArgs<C>> extends RuleErrorDetails<C> ? true : false };
    expectTypeOf<Matches[TableCode]>().toEqualTypeOf<true>();
    expect(Object.keys(ERRORS).length).toBeGreaterThan(40);
  });

  it("the details name effects and conditions by the rules' own types, and EFFECTS lists every effect", () => {
    expectTypeOf<RuleErrorDetails<'choice/effect-mismatch'>['given']>().toEqualTypeOf<Effect>();
    expectTypeOf<Extract<RuleErrorDetails<'claim/estate'>, { reason: 'shows' }>['condition']>().toEqualTypeOf<EstateCondition>();
    expectTypeOf<Extract<RuleErrorDetails<'claim/not-fulfilled'>, { reason: 'condition' }>['condition']>().toEqualTypeOf<PlanCondition>();
    expectTypeOf<(typeof EFFECTS)[number]>().toEqualTypeOf<Effect>();
    expect(new Set(EFFECTS).size).toBe(6);
  });
});
