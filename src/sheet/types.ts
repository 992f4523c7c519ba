import type { StreetIndex } from '../rules/layout.js';
import type { Season } from './seasons/types.js';

/**
 * One house of a street, as a front-end draws it.
 *
 * @example
 * ```ts
 * import type { House } from 'welcome-to-engine';
 * const house: House = { number: 7, bis: true, roundabout: false, pool: 'none', used: false };
 * const claimed: House = { number: 3, bis: false, roundabout: false, pool: 'built', used: 'estate' };
 * ```
 *
 * @group Sheet
 */
export interface House {
  /** The written number (0–17), or `null` while the house is empty. */
  readonly number: number | null;
  /** The number is a bis copy of a neighbour's. */
  readonly bis: boolean;
  /** A roundabout stands here (roundabouts variant): never a number, never an estate. */
  readonly roundabout: boolean;
  /** `none`: no pool printed; `printed`: a pool that may still be built; `built`. */
  readonly pool: 'none' | 'printed' | 'built';
  /**
   * Whether a plan has used the house, which can then serve no other plan
   * ([rules §6](../../docs/rules.md#6-plans)): `false` while unused; `'estate'` as part of an estate that fulfilled
   * a plan, which no fence may subdivide; `'house'` by a plan on houses rather than
   * estates (advanced plans 18, 19, 20 and 22), which forms no estate, so fences may
   * still be drawn beside it.
   */
  readonly used: HouseUse;
}

/**
 * How a plan used a house (see {@link House.used}).
 *
 * @example
 * ```ts
 * import type { HouseUse } from 'welcome-to-engine';
 * const uses: HouseUse[] = [false, 'estate', 'house'];
 * ```
 *
 * @group Sheet
 */
export type HouseUse = false | 'estate' | 'house';

/**
 * One street of a sheet.
 *
 * @example
 * ```ts
 * import { emptySheet, type Street } from 'welcome-to-engine';
 * const top: Street = emptySheet().streets[0];
 * top.fences.length; // 11: the two permanent end fences and the 9 slots between
 * ```
 *
 * @group Sheet
 */
export interface Street {
  /** The houses, left to right, indexed from 0. */
  readonly houses: readonly House[];
  /**
   * Fences by slot: `fences[s]` is the boundary between house `s - 1` and house `s`.
   * `fences[0]` and `fences[houses.length]` are the permanent end fences (always
   * `true`); slots `1 … houses.length - 1` may be drawn. Roundabouts draw the fences
   * on both of their sides.
   */
  readonly fences: readonly boolean[];
  /** Crossed boxes of the street's park track. */
  readonly parks: number;
}

/**
 * One player's sheet: the three streets and every track, as plain JSON.
 *
 * @example
 * ```ts
 * import { emptySheet, type Sheet } from 'welcome-to-engine';
 * const sheet: Sheet = emptySheet();
 * sheet.improvements; // [0, 0, 0, 0, 0, 0]
 * ```
 *
 * @group Sheet
 */
export interface Sheet {
  /** Top, middle and bottom street. */
  readonly streets: readonly [Street, Street, Street];
  /** Crossed boxes of the pool track. */
  readonly pools: number;
  /** Crossed boxes of the temp track. */
  readonly temps: number;
  /** Crossed boxes of the bis penalty track. */
  readonly bis: number;
  /** Crossed boxes of the refusal penalty track. */
  readonly refusals: number;
  /** Crossed boxes of the roundabout penalty track. */
  readonly roundabouts: number;
  /** Crossed boxes of each estate value track; index 0 is size 1, index 5 size 6. */
  readonly improvements: readonly number[];
  /** Points written in each plan box (deck 1, 2, 3), `null` while not claimed. */
  readonly plans: readonly (number | null)[];
  /** The kind of sheet, and what a seasonal sheet shows beyond the Classic one ([rules §11](../../docs/rules.md#11-seasonal-sheets)). */
  readonly season: Season;
}

/**
 * A house on a sheet: its street and its 0-based index in that street.
 *
 * @example
 * ```ts
 * import type { HouseRef } from 'welcome-to-engine';
 * const firstBottomHouse: HouseRef = { street: 2, house: 0 };
 * ```
 *
 * @group Sheet
 */
export interface HouseRef {
  /** The street. */
  readonly street: StreetIndex;
  /** 0-based index of the house in its street. */
  readonly house: number;
}

/**
 * An estate on a sheet: the run of houses between two consecutive fences.
 *
 * @example
 * ```ts
 * import type { EstateRef } from 'welcome-to-engine';
 * const estate: EstateRef = { street: 0, start: 0, size: 3 }; // houses 0, 1, 2 of the top street
 * ```
 *
 * @group Sheet
 */
export interface EstateRef {
  /** The street it lies in. */
  readonly street: StreetIndex;
  /** Index of its leftmost house. */
  readonly start: number;
  /** Number of houses. */
  readonly size: number;
}

/**
 * An estate with its state: complete when every house is written and it has 1–6
 * houses; used when a plan has used any of its houses, so it can fulfil no plan.
 *
 * @example
 * ```ts
 * import { estatesOf, emptySheet, type Estate } from 'welcome-to-engine';
 * const estates: readonly Estate[] = estatesOf(emptySheet());
 * estates.map((estate) => estate.size); // [10, 11, 12]
 * ```
 *
 * @group Sheet
 */
export interface Estate extends EstateRef {
  /** Every house written, 1–6 houses: it scores and may fulfil plans. */
  readonly complete: boolean;
  /**
   * A plan has used one of its houses (as an estate, or as a house): the estate can
   * fulfil no plan. It still scores.
   */
  readonly used: boolean;
}
