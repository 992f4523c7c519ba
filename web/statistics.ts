// The game's figures after its end, under the scores: what each player built, used and
// claimed (gameStatistics, from the record), a column per player as the score table.
import { gameStatistics, type GameState, type PlayerStatistics } from '../src/index.ts';
import { el } from './controls.ts';
import { playerName } from './game.ts';
import type { Strings } from './i18n.ts';

/** One row of the figures: its words and each player's value, or null where the game has no such row. */
type Row = readonly [label: string, value: (p: PlayerStatistics) => string];

/** The rows this game has: the roundabouts with the variant, the season's figures on its sheet. */
function rows(state: GameState, t: Strings, sample: PlayerStatistics): Row[] {
  const s = t.stats;
  const plain: Row[] = [
    [s.numbers, (p) => String(p.numbers)],
    [s.bis, (p) => String(p.bis)],
    [s.temps, (p) => String(p.temps)],
    [s.pools, (p) => String(p.pools)],
    [s.parks, (p) => String(p.parks)],
    [s.fences, (p) => String(p.fences)],
    [s.refusals, (p) => String(p.refusals)],
    ...(state.variants.roundabouts ? [[s.roundabouts, (p: PlayerStatistics) => String(p.roundabouts)] as Row] : []),
    [s.estates, (p) => s.estatesBySize(p.estates)],
    ...sample.plans.map((plan, index): Row => [s.plan(plan.label), (p) => {
      const claim = p.plans[index];
      return claim === undefined || !claim.claimed ? '—' : s.claimed(claim.round, claim.first);
    }]),
  ];
  const season = sample.season;
  if (season.kind === 'ice-cream') {
    plain.push([s.conesSold, (p) => (p.season.kind === 'ice-cream' ? String(p.season.conesSold) : '')]);
    plain.push([s.conesLost, (p) => (p.season.kind === 'ice-cream' ? String(p.season.conesLost) : '')]);
  } else if (season.kind === 'christmas') {
    plain.push([s.longestString, (p) => (p.season.kind === 'christmas' ? String(p.season.longestString) : '')]);
  } else if (season.kind === 'eggs') {
    plain.push([s.eggs, (p) => (p.season.kind === 'eggs' ? String(p.season.eggs) : '')]);
  }
  return plain;
}

/** The figures of a finished game, folded open under the scores; null before the end. */
export function statistics(state: GameState, t: Strings): HTMLElement | null {
  if (state.status !== 'over') return null;
  const { players } = gameStatistics(state.record);
  const first = players[0];
  if (first === undefined) return null;
  const head = el('thead', {}, el('tr', {}, el('th', { scope: 'col' }, t.scoreHeads.player), ...players.map((p) => el('th', { scope: 'col' }, playerName(p.id, t)))));
  const body = el('tbody', {}, ...rows(state, t, first).map(([label, value]) => el('tr', {}, el('th', { scope: 'row' }, label), ...players.map((p) => el('td', {}, value(p))))));
  return el(
    'details',
    { className: 'statistics', open: true, dataset: { testid: 'statistics' } },
    el('summary', {}, t.stats.title),
    // As wide as its players: on a narrow screen the table scrolls on its own, not the page.
    // A region that scrolls takes the focus, so the keyboard can scroll it too.
    el('div', { className: 'scroll', tabIndex: 0, role: 'region', ariaLabel: t.stats.title }, el('table', {}, head, body)),
  );
}
