import type { EnvironmentCall } from '../errors/details.js';
import { fail } from '../errors/rule-error.js';

/** What the environments' resets take for a seed: what `createGame` takes. */
export const SEED = "a string or a finite number, as createGame's seed (not -0, which a record cannot tell from 0)";

/**
 * Where a learning environment is in its life: made (no game started yet), started by
 * a first `reset`, or closed. Each method of `createEnvironment` and
 * `createVectorEnvironment` asks it first, before reading its arguments, so that a call
 * out of order throws the same `RuleError` whatever it was given.
 */
export class Lifecycle {
  private stage: 'made' | 'started' | 'closed' = 'made';

  /** Throws `environment/closed` after `close`, and `environment/not-reset` before the first reset when the call needs one. */
  check(call: EnvironmentCall, needsReset: boolean): void {
    if (this.stage === 'closed') fail('environment/closed', { call });
    if (needsReset && this.stage === 'made') fail('environment/not-reset', { call });
  }

  /** A reset went through: the games are under way. */
  started(): void {
    this.stage = 'started';
  }

  /** Ends the environment; a second close does nothing. */
  close(): void {
    this.stage = 'closed';
  }
}
