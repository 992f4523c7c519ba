// The end of a solo game: your score placed among the bots' own solo scores (the rating
// table of `npm run bench:ratings`, rating-table.json), in a sentence, and the table.
// No published scores of people exist for the game: the page says these are bots'.
import type { GameState, Locale } from '../src/index.ts';
import { el } from './controls.ts';
import { YOU } from './game.ts';
import type { Strings } from './i18n.ts';
import { placeScore, ratedSetup, type RatingTable } from './placement.ts';
import data from './rating-table.json';

const TABLE = data as RatingTable;

/** The rating of a finished solo game of yours; null for any other game. */
export function rating(state: GameState, t: Strings, locale: Locale): HTMLElement | null {
  const player = state.result?.players[0];
  if (!state.solo || player === undefined || player.id !== YOU) return null;
  const words = t.rating;
  const box = (...children: HTMLElement[]) => el('section', { className: 'rating', dataset: { testid: 'rating' } }, el('h2', {}, words.title), ...children);
  if (!ratedSetup(state.record.options)) return box(el('p', {}, words.otherSetup));
  const score = player.breakdown.total;
  const placement = placeScore(score, TABLE.levels);
  const count = (games: number) => games.toLocaleString(locale);
  const most = Math.max(...TABLE.levels.map((row) => row.games));
  const fewer = TABLE.levels.filter((row) => row.games < most).map((row) => ({ level: words.levels[row.level], games: count(row.games) }));
  const heads = [words.heads.bot, words.heads.p25, words.heads.p50, words.heads.p75, words.heads.p90, words.heads.mean];
  const rows = TABLE.levels.map((row) =>
    el(
      'tr',
      // The level the sentence names stands out; the sentence says it in words.
      { className: placement.kind !== 'below' && placement.level === row.level ? 'yours' : '', dataset: { level: row.level } },
      el('th', { scope: 'row' }, words.levels[row.level]),
      ...[row.p25, row.p50, row.p75, row.p90].map((value) => el('td', {}, String(value))),
      el('td', {}, row.mean.toLocaleString(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 })),
    )
  );
  return box(
    el('p', { className: 'placement', dataset: { testid: 'placement' } }, words.placed(score, placement)),
    el('table', {}, el('caption', {}, words.caption), el('thead', {}, el('tr', {}, ...heads.map((head) => el('th', { scope: 'col' }, head)))), el('tbody', {}, ...rows)),
    el('p', { className: 'about' }, words.about(count(most), fewer)),
  );
}
