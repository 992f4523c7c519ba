/**
 * Optional modules on top of a ruleset ([rules §10](../../docs/rules.md#10-variants)).
 *
 * @example
 * ```ts
 * import type { Variants } from 'welcome-to-engine';
 * const variants: Variants = { advancedPlans: true, expert: true, roundabouts: true };
 * ```
 *
 * @group Setup
 */
export interface Variants {
  /** Draw each plan from its deck's basic and advanced cards together ([rules §10.2](../../docs/rules.md#102-advanced-plans)). */
  readonly advancedPlans?: boolean | undefined;
  /** Expert card choice: one card's number with another card's effect ([rules §10.4](../../docs/rules.md#104-expert-card-choice)). */
  readonly expert?: boolean | undefined;
  /** Roundabouts: once a round a player may write one in an empty house, at most two a sheet ([rules §10.1](../../docs/rules.md#101-roundabouts)). */
  readonly roundabouts?: boolean | undefined;
}

/**
 * The optional modules in force in a game: {@link Variants} completed, every flag set.
 *
 * @example
 * ```ts
 * import { createGame, type VariantFlags } from 'welcome-to-engine';
 * const flags: VariantFlags = createGame({ players: 2, seed: 1, variants: { expert: true } }).variants;
 * flags.roundabouts; // false
 * ```
 *
 * @group Setup
 */
export interface VariantFlags {
  /** Advanced plans are drawn ([rules §10.2](../../docs/rules.md#102-advanced-plans)). */
  readonly advancedPlans: boolean;
  /** Expert card choice ([rules §10.4](../../docs/rules.md#104-expert-card-choice)). */
  readonly expert: boolean;
  /** Roundabouts ([rules §10.1](../../docs/rules.md#101-roundabouts)). */
  readonly roundabouts: boolean;
}
