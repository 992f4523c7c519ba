import { STREETS } from '../../rules/layout.js';
import { streetDone } from '../../sheet/seasons/ice-cream.js';
import type { StreetBonus } from '../../sheet/seasons/types.js';
import { withSeason } from '../../sheet/seasons/write.js';
import type { PlayerState } from '../state.js';
import { mapPacked } from '../../internal/packed.js';

/**
 * The ice cream truck sheet's street bonuses once a round is written
 * ([rules §11.1](../../../docs/rules.md#111-ice-cream-truck)): in a street whose bonus
 * nobody has won yet, every player who has now circled or crossed its last cone wins it
 * (several, if it happened in the same round), and every other player crosses it off.
 * The bottom street has one bonus, whichever way each player's truck drives. A race
 * between the players, so it is settled here, like plan values, and written on the
 * sheets.
 */
export function settleStreetBonuses(players: readonly PlayerState[]): readonly PlayerState[] {
  if (players[0]?.sheet.season.kind !== 'ice-cream') return players;
  let next: readonly PlayerState[] = players;
  for (const street of STREETS) {
    const bonusOf = (player: PlayerState): StreetBonus => (player.sheet.season.kind === 'ice-cream' ? player.sheet.season.bonuses[street] : 'lost');
    if (next.some((player) => bonusOf(player) === 'won')) continue;
    const winners = next.filter((player) => player.sheet.season.kind === 'ice-cream' && bonusOf(player) === 'open' && streetDone(player.sheet.season, street));
    if (winners.length === 0) continue;
    next = mapPacked(next, (player) => {
      const season = player.sheet.season;
      if (season.kind !== 'ice-cream' || season.bonuses[street] !== 'open') return player;
      const bonuses = [season.bonuses[0], season.bonuses[1], season.bonuses[2]] as [StreetBonus, StreetBonus, StreetBonus];
      bonuses[street] = winners.includes(player) ? 'won' : 'lost';
      const sheet = withSeason(player.sheet, { kind: 'ice-cream', trucks: season.trucks, cones: season.cones, bonuses });
      return { id: player.id, sheet, pending: player.pending, pick: player.pick };
    });
  }
  return next;
}
