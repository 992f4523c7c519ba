/**
 * The kinds of player sheet ([rules §11](../../docs/rules.md#11-seasonal-sheets)): the Classic sheet, or one of the three
 * seasonal sheets of the expansions. A game uses one kind for every player.
 *
 * @example
 * ```ts
 * import type { SheetKind } from 'welcome-to-engine';
 * const kind: SheetKind = 'christmas';
 * ```
 *
 * @group Rules data
 */
export type SheetKind = 'classic' | 'ice-cream' | 'christmas' | 'eggs';

/**
 * The seasonal sheets, the kinds other than `classic`.
 *
 * @example
 * ```ts
 * import type { SeasonName } from 'welcome-to-engine';
 * const season: SeasonName = 'ice-cream';
 * ```
 *
 * @group Rules data
 */
export type SeasonName = Exclude<SheetKind, 'classic'>;

/**
 * Every kind of sheet, the Classic sheet first.
 *
 * @example
 * ```ts
 * import { SHEET_KINDS } from 'welcome-to-engine';
 * SHEET_KINDS.includes('eggs'); // true
 * ```
 *
 * @group Rules data
 */
export const SHEET_KINDS: readonly SheetKind[] = Object.freeze(['classic', 'ice-cream', 'christmas', 'eggs'] as const);

/**
 * Whether `value` names a kind of sheet (one of {@link SHEET_KINDS}), for values that
 * arrive untyped: a form's select, a URL parameter, parsed JSON. It narrows `value`
 * to {@link SheetKind}, which `SHEET_KINDS.includes(value)` does not. The names are
 * case-sensitive; anything but one of the four strings is refused.
 *
 * @param value - Anything.
 * @returns Whether `value` is `'classic'`, `'ice-cream'`, `'christmas'` or `'eggs'`.
 *
 * @example
 * ```ts
 * import { createGame, isSheetKind } from 'welcome-to-engine';
 * const chosen: unknown = 'eggs'; // e.g. a select's value
 * const state = createGame({ players: 2, seed: 1, sheet: isSheetKind(chosen) ? chosen : 'classic' });
 * state.players[0]?.sheet.season.kind; // 'eggs'
 * isSheetKind('Eggs'); // false
 * ```
 *
 * @group Rules data
 */
export function isSheetKind(value: unknown): value is SheetKind {
  return typeof value === 'string' && (SHEET_KINDS as readonly string[]).includes(value);
}

/**
 * The printed cones of the ice cream truck sheet ([rules §11.1](../../docs/rules.md#111-ice-cream-truck)): for each street, top
 * to bottom, the scoops of the cone on each house, `0` where the house has none.
 *
 * @example
 * ```ts
 * import { CONES } from 'welcome-to-engine';
 * CONES[0][4]; // 3: the top street's house 4 has a cone of three scoops
 * CONES[1][2]; // 0: no cone
 * ```
 *
 * @group Rules data
 */
export const CONES: readonly [readonly number[], readonly number[], readonly number[]] = Object.freeze(
  [
    Object.freeze([1, 0, 2, 0, 3, 1, 0, 2, 0, 1]),
    Object.freeze([3, 1, 0, 1, 2, 0, 2, 0, 3, 2, 0]),
    Object.freeze([2, 3, 0, 1, 1, 2, 0, 3, 0, 1, 3, 0]),
  ] as const,
);

/**
 * The end each street's ice cream truck starts from ([rules §11.1](../../docs/rules.md#111-ice-cream-truck)): the top street's
 * from the right, the middle street's from the left; the bottom street's is the
 * player's to choose when they first write a number there (`null`).
 *
 * @example
 * ```ts
 * import { TRUCK_STARTS } from 'welcome-to-engine';
 * TRUCK_STARTS; // ['right', 'left', null]
 * ```
 *
 * @group Rules data
 */
export const TRUCK_STARTS: readonly ['right', 'left', null] = Object.freeze(['right', 'left', null] as const);

/**
 * The printed egg spots of the spring sheet ([rules §11.3](../../docs/rules.md#113-spring-eggs)): for each street, top to
 * bottom, the eggs drawn on each house, `0` where there are none.
 *
 * @example
 * ```ts
 * import { EGG_SPOTS } from 'welcome-to-engine';
 * EGG_SPOTS[0][3]; // 2
 * ```
 *
 * @group Rules data
 */
export const EGG_SPOTS: readonly [readonly number[], readonly number[], readonly number[]] = Object.freeze(
  [
    Object.freeze([0, 0, 1, 2, 1, 0, 1, 0, 0, 1]),
    Object.freeze([2, 0, 0, 1, 0, 1, 2, 0, 1, 0, 0]),
    Object.freeze([0, 0, 1, 0, 2, 1, 0, 2, 0, 1, 0, 0]),
  ] as const,
);

/**
 * How many eggs a written number collects on an egg spot, at most ([rules §11.3](../../docs/rules.md#113-spring-eggs)): 0, 8
 * and 10 up to two, 6, 9 and 16 one, any other number none.
 *
 * @example
 * ```ts
 * import { EGGS_PER_NUMBER } from 'welcome-to-engine';
 * EGGS_PER_NUMBER[8]; // 2
 * EGGS_PER_NUMBER[7]; // 0
 * ```
 *
 * @group Rules data
 */
export const EGGS_PER_NUMBER: readonly number[] = Object.freeze(
  Array.from({ length: 18 }, (_, number) => ([0, 8, 10].includes(number) ? 2 : [6, 9, 16].includes(number) ? 1 : 0)),
);

/**
 * One step of the spring sheet's egg table: from `eggs` collected eggs on, `points`.
 *
 * @example
 * ```ts
 * import type { EggValue } from 'welcome-to-engine';
 * const step: EggValue = { eggs: 10, points: 10 };
 * ```
 *
 * @group Rules data
 */
export interface EggValue {
  /** Eggs collected, at least. */
  readonly eggs: number;
  /** What they are worth. */
  readonly points: number;
}

/**
 * What the eggs collected on a sheet are worth ([rules §11.3](../../docs/rules.md#113-spring-eggs)): the points of the
 * highest threshold reached, nothing below the first.
 *
 * @example
 * ```ts
 * import { EGG_VALUES } from 'welcome-to-engine';
 * EGG_VALUES.map(({ eggs, points }) => `${eggs}: ${points}`); // ['6: 5', '10: 10', '14: 20', '18: 25']
 * ```
 *
 * @group Rules data
 */
export const EGG_VALUES: readonly EggValue[] = Object.freeze([
  Object.freeze({ eggs: 6, points: 5 }),
  Object.freeze({ eggs: 10, points: 10 }),
  Object.freeze({ eggs: 14, points: 20 }),
  Object.freeze({ eggs: 18, points: 25 }),
]);
