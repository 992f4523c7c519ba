import type { SheetKind } from '../../rules/seasons.js';

/**
 * A cone of the ice cream truck sheet as it stands: `open` while the truck has not
 * reached it, `sold` (circled) when the truck stopped at its house, `lost` (crossed)
 * when the truck drove past it; `null` where the house has no cone.
 *
 * @example
 * ```ts
 * import type { Cone } from 'welcome-to-engine';
 * const cones: Cone[] = [null, 'open', 'sold', 'lost'];
 * ```
 *
 * @group Sheet
 */
export type Cone = 'open' | 'sold' | 'lost' | null;

/**
 * One street's ice cream truck: the end it starts from (`null` for the bottom street's
 * until the player chooses) and the house where it stands (`null` while it is still at
 * its starting end).
 *
 * @example
 * ```ts
 * import type { Truck } from 'welcome-to-engine';
 * const top: Truck = { from: 'right', at: 7 }; // drove from the right end to house 7
 * ```
 *
 * @group Sheet
 */
export interface Truck {
  /** The end it starts from and drives away from. */
  readonly from: 'left' | 'right' | null;
  /** The house it stands at, or `null` at its starting end. */
  readonly at: number | null;
}

/**
 * A street's bonus of the ice cream truck sheet: `open` until someone ends the
 * street's cones, then `won` by the first player(s) to do so and `lost` (crossed off)
 * by everyone else.
 *
 * @example
 * ```ts
 * import type { StreetBonus } from 'welcome-to-engine';
 * const bonus: StreetBonus = 'won';
 * ```
 *
 * @group Sheet
 */
export type StreetBonus = 'open' | 'won' | 'lost';

/**
 * What a sheet shows beyond the Classic sheet, by its kind ([rules §11](../../../docs/rules.md#11-seasonal-sheets)), as plain JSON:
 *
 * - `classic`: nothing more.
 * - `ice-cream`: each street's truck, the cone on each house (`null` where none is
 *   printed), and each street's bonus.
 * - `christmas`: nothing more: the strings of lights follow from the written numbers
 *   (`lightStrings`).
 * - `eggs`: the eggs collected on each house (`null` where no egg is drawn).
 *
 * Every array runs over the three streets, top to bottom, then their houses.
 *
 * @example
 * ```ts
 * import { emptySheet, type Season } from 'welcome-to-engine';
 * const season: Season = emptySheet('ice-cream').season;
 * season.kind; // 'ice-cream'
 * ```
 *
 * @group Sheet
 */
export type Season =
  | {
    /** The Classic sheet. */
    readonly kind: 'classic';
  }
  | {
    /** The ice cream truck sheet. */
    readonly kind: 'ice-cream';
    /** Each street's truck. */
    readonly trucks: readonly [Truck, Truck, Truck];
    /** Each house's cone. */
    readonly cones: readonly [readonly Cone[], readonly Cone[], readonly Cone[]];
    /** Each street's bonus. */
    readonly bonuses: readonly [StreetBonus, StreetBonus, StreetBonus];
  }
  | {
    /** The Christmas lights sheet. */
    readonly kind: 'christmas';
  }
  | {
    /** The spring eggs sheet. */
    readonly kind: 'eggs';
    /** The eggs collected on each house, `null` where no egg is drawn. */
    readonly eggs: readonly [readonly (number | null)[], readonly (number | null)[], readonly (number | null)[]];
  };

/** The season of one kind. */
export type SeasonOf<K extends SheetKind> = Extract<Season, { readonly kind: K }>;
