import { CONES, EGG_SPOTS, TRUCK_STARTS, type SheetKind } from '../../rules/seasons.js';
import type { Cone, Season } from './types.js';

type Rows<T> = [T[], T[], T[]];

/** Per street, a value for each printed feature and `null` elsewhere. */
function perHouse<T>(layout: readonly (readonly number[])[], value: T): Rows<T | null> {
  return layout.map((street) => street.map((count) => (count > 0 ? value : null))) as Rows<T | null>;
}

/** What a new sheet of `kind` shows beyond the Classic sheet: trucks at their ends, every cone open, no egg collected. */
export function emptySeason(kind: SheetKind): Season {
  switch (kind) {
    case 'classic':
    case 'christmas':
      return { kind };
    case 'ice-cream':
      return {
        kind,
        trucks: [
          { from: TRUCK_STARTS[0], at: null },
          { from: TRUCK_STARTS[1], at: null },
          { from: TRUCK_STARTS[2], at: null },
        ],
        cones: perHouse<Cone>(CONES, 'open'),
        bonuses: ['open', 'open', 'open'],
      };
    case 'eggs':
      return { kind, eggs: perHouse(EGG_SPOTS, 0) };
  }
}
