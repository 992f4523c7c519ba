import { snapshot } from '../internal/snapshot.js';
import { fail } from '../errors/rule-error.js';
import { startGame } from './compact/start.js';
import { stateOfGame } from './compact/write.js';
import { holdGame } from './compact/held.js';
import type { GameState } from './state.js';
import type { GameOptions } from './options.js';

/**
 * Starts a game ([rules §3.1](../../docs/rules.md#31-stacks-and-the-offer), [§6](../../docs/rules.md#6-plans) setup): checks every option, shuffles and deals the
 * cards with a seeded generator (or lays out the fixed `stacks`), draws one plan per
 * plan deck (or takes `plans`), and reveals the first offer. With one player under a
 * ruleset that allows it, the game follows the solo rules ([rules §10.3](../../docs/rules.md#103-solo)).
 *
 * Without a `seed`, one is drawn from the platform's cryptographic generator and
 * recorded in `state.seed` and `state.record`, so every game can be replayed. Bad
 * options throw `RuleError` with an `options/…` code naming the field.
 *
 * @param options - The players (a count or their ids), and optionally the seed, ruleset, rule options, variants, kind of sheet, and fixed plans, stacks or deck.
 * @returns The first round's state, waiting for every player's choice.
 * @throws `RuleError` with an `options/…` code naming the bad field; nothing else is built.
 *
 * @example
 * ```ts
 * import { createGame } from 'welcome-to-engine';
 * const state = createGame({ players: ['ann', 'bob'], seed: 'friday' });
 * state.offer; // three { number, effect, numberCard, effectCard } pairs
 * state.plans.map((plan) => plan.label); // ['A', 'B', 'C']
 * ```
 *
 * @group Setup
 */
export function createGame(options: GameOptions): GameState {
  // A plain copy first: every check reads it, and it is what the record keeps.
  const game = startGame(plainOptions(options));
  return holdGame(stateOfGame(game), game);
}

/**
 * Options from a caller as a plain copy, read once (a getter, a proxy or a cycle is
 * `options/malformed`): what every function taking game options checks and reads.
 */
export function plainOptions(options: unknown): GameOptions {
  const copy = snapshot(options, '');
  if (!copy.ok)
    return fail('options/malformed', {
      path: copy.problem.path === '' || copy.problem.path.startsWith('[') ? copy.problem.path : `.${copy.problem.path}`,
      expected: `plain data: it ${copy.problem.problem}`,
    });
  return copy.value as GameOptions;
}
