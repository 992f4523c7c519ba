import type { CompactSheet } from '../../sheet/compact/compact.js';
import { EMPTY, OPEN_HOUSES, PLANS, REFUSALS } from '../../sheet/compact/layout.js';
import { hasBox } from '../../sheet/compact/tracks.js';
import type { EndCondition } from '../outcomes.js';

/**
 * The end conditions of [rules §7](../../../docs/rules.md#7-end-of-game-and-scoring) met by the players after a round: all three plans
 * claimed, the third refusal crossed, or no empty house left.
 */
export function endConditions(ids: readonly string[], sheets: readonly CompactSheet[]): EndCondition[] {
  const ended: EndCondition[] = [];
  for (let i = 0; i < sheets.length; i++) {
    const sheet = sheets[i] as CompactSheet;
    const player = ids[i] as string;
    if (sheet[PLANS] !== EMPTY && sheet[PLANS + 1] !== EMPTY && sheet[PLANS + 2] !== EMPTY) ended.push({ reason: 'plans', player });
    if (!hasBox(sheet, REFUSALS)) ended.push({ reason: 'refusals', player });
    if (sheet[OPEN_HOUSES] === 0) ended.push({ reason: 'full', player });
  }
  return ended;
}
