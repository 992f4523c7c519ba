import { hasBox } from '../../sheet/boxes.js';
import { sheetFull } from '../../sheet/placement.js';
import type { PlayerState } from '../state.js';
import type { EndCondition } from '../outcomes.js';

/**
 * The end conditions of [rules §7](../../../docs/rules.md#7-end-of-game-and-scoring) met by the players after a round: all three plans
 * claimed, the third refusal crossed, or no empty house left.
 */
export function endConditions(players: readonly PlayerState[]): EndCondition[] {
  const ended: EndCondition[] = [];
  for (const player of players) {
    const { sheet } = player;
    if (sheet.plans.every((points) => points !== null)) ended.push({ reason: 'plans', player: player.id });
    if (!hasBox(sheet, 'refusals')) ended.push({ reason: 'refusals', player: player.id });
    if (sheetFull(sheet)) ended.push({ reason: 'full', player: player.id });
  }
  return ended;
}
