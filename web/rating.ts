// The end of a solo game: your score placed among the bots' own solo scores (the rating
// table of `npm run bench:ratings`, score-tables.json), in a sentence under the scores'
// heading (a solo game has no winner to name), and the table beside it.
// No published scores of people exist for the game: the page says these are bots'.
import type { GameState, Locale } from '../src/index.ts';
import { el } from './controls.ts';
import { YOU } from './game.ts';
import type { Strings } from './i18n.ts';
import { placeScore, ratedSetup, soloTable, type ScoreTables } from './placement.ts';
import data from './score-tables.json';

/** The table of the page's solo game. */
const TABLE = soloTable(data as ScoreTables);

/** Your score in a finished solo game of yours; undefined for any other game. */
function soloScore(state: GameState): number | undefined {
  const player = state.result?.players[0];
  return state.solo && player !== undefined && player.id === YOU ? player.breakdown.total : undefined;
}

/**
 * What a finished solo game of yours says in place of a winner: the score placed among
 * the bots' solo scores in a sentence, or the score alone where the table is of another
 * setup; null for any other game.
 */
export function soloVerdict(state: GameState, t: Strings): HTMLElement | null {
  const score = soloScore(state);
  if (score === undefined) return null;
  if (!ratedSetup(state.record.options)) return el('span', { dataset: { testid: 'solo-score' } }, t.soloScored(t.points(score)));
  return el('span', { dataset: { testid: 'placement' } }, t.rating.placed(score, placeScore(score, TABLE.levels)));
}

/** The bots' table beside a finished solo game of yours, your level lit; null for any other game. */
export function rating(state: GameState, t: Strings, locale: Locale): HTMLElement | null {
  const score = soloScore(state);
  if (score === undefined) return null;
  const words = t.rating;
  const box = (...children: HTMLElement[]) => el('section', { className: 'rating', dataset: { testid: 'rating' } }, el('h2', {}, words.title), ...children);
  if (!ratedSetup(state.record.options)) return box(el('p', {}, words.otherSetup));
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
    el('table', {}, el('caption', {}, words.caption), el('thead', {}, el('tr', {}, ...heads.map((head) => el('th', { scope: 'col' }, head)))), el('tbody', {}, ...rows)),
    el('p', { className: 'about' }, words.about(count(most), fewer)),
  );
}
