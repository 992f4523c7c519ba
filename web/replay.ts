// A game played back a round at a time: the offer of the round, each player's choice in
// words, every sheet with what the round wrote on it marked, and the scores as they
// stood after it; previous, next, a slider and the keyboard to move, and a link to the
// round shown (the record travels in the link's fragment, so a record opened from disk
// has a link too). Each round is the adapter's `spectatorRound`: of a game on the page,
// made here from its record; of a match of the server the page is served by, finished or
// still being played, made by the server (`./rounds/<matchID>/<n>.json`), which keeps
// the match's record, and with it the cards to come, to itself.
import { spectatorRound, type SpectatorRound } from '../src/adapters/boardgame-io/index.ts';
import type { GameState, Locale } from '../src/index.ts';
import { offerSvg, sheetSvg } from '../src/svg/index.ts';
import { el } from './controls.ts';
import type { Arrangement } from './draw.ts';
import { playerName } from './game.ts';
import type { Strings } from './i18n.ts';

/** A game being played back: the round shown, and the game it is of (one on the page, or a match of the server). */
export interface Replay {
  /** The round shown, with the rounds there are to show. */
  readonly shown: SpectatorRound;
  /** The game on the page it is of; or the server's match, whose link names it rather than holding its record. */
  readonly of: { readonly game: GameState } | { readonly matchID: string };
}

/** The rounds of `final` a replay can show: those resolved. */
export const roundsOf = (final: GameState): number => final.record.rounds.length;

/** `round` kept within 1 and `rounds`. */
const within = (round: number, rounds: number): number => Math.min(Math.max(1, Math.trunc(round)), rounds);

/**
 * The replay of `final` at `round` (kept within the rounds resolved), or null for a game
 * with no resolved round: there is nothing to play back yet.
 */
export function replayAt(final: GameState, round: number): Replay | null {
  const rounds = roundsOf(final);
  if (rounds === 0) return null;
  return { shown: spectatorRound(final, within(round, rounds)), of: { game: final } };
}

/**
 * The replay of the server's match `matchID` at `round` (kept by the server within the
 * rounds resolved so far), or null when the server has no round of it to show: no such
 * match, or none resolved yet.
 */
export async function matchReplayAt(matchID: string, round: number): Promise<Replay | null> {
  // The server reads a round of up to four digits, and answers the last resolved for one beyond it.
  const asked = Math.min(9999, Math.max(1, Math.trunc(round)));
  const response = await fetch(`./rounds/${encodeURIComponent(matchID)}/${asked}.json`).catch(() => null);
  if (response?.ok !== true) return null;
  const shown = (await response.json().catch(() => null)) as SpectatorRound | null;
  // The server's own answer: its shape is checked where it is drawn (sheetSvg checks each sheet).
  return typeof shown === 'object' && shown !== null && Number.isInteger(shown.round) && Number.isInteger(shown.rounds) ? { shown, of: { matchID } } : null;
}

/** Text as base64url (RFC 4648 §5): what a link's fragment carries as it is. */
function toBase64Url(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): string {
  const binary = atob(text.replaceAll('-', '+').replaceAll('_', '/'));
  return new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
}

/**
 * The fragment that opens this round of this game: `#match=<matchID>&round=<n>` for a
 * match of the server the page is served by, `#replay=<the record>&round=<n>` otherwise.
 */
export function replayFragment(replay: Replay): string {
  const game = 'game' in replay.of ? `replay=${toBase64Url(JSON.stringify(replay.of.game.record))}` : `match=${encodeURIComponent(replay.of.matchID)}`;
  return `#${game}&round=${replay.shown.round}`;
}

/** What a fragment asks to play back: a record (as text, parsed and checked by the engine when the page replays it) or a server's match. */
export type Asked = { readonly record: string; readonly round: number } | { readonly matchID: string; readonly round: number };

/** What a fragment asks to play back, or null when it asks nothing or is unreadable. */
export function fromFragment(hash: string): Asked | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const asked = Number(params.get('round') ?? '1');
  const round = Number.isInteger(asked) ? asked : 1;
  const matchID = params.get('match');
  if (matchID !== null) return /^[\w-]{1,64}$/.test(matchID) ? { matchID, round } : null;
  const encoded = params.get('replay');
  if (encoded === null) return null;
  try {
    return { record: fromBase64Url(encoded), round };
  } catch {
    return null;
  }
}

/** What the replay's controls do: move to a round, or leave the replay. */
export interface ReplayActions {
  readonly go: (round: number) => void;
  readonly close: () => void;
}

/** The moves the keyboard makes from `round` of `rounds`: arrows a round, Page Up and Down five, Home and End the ends. */
export function keyRound(key: string, round: number, rounds: number): number | null {
  const to: Record<string, number> = { ArrowLeft: round - 1, ArrowRight: round + 1, PageUp: round - 5, PageDown: round + 5, Home: 1, End: rounds };
  const next = to[key];
  return next === undefined ? null : Math.min(Math.max(1, next), rounds);
}

/** The replay drawn: its heading, the controls, the offer and the choices, every sheet, the scores after the round. */
export function replaySection(replay: Replay, t: Strings, locale: Locale, arrangement: Arrangement, actions: ReplayActions): HTMLElement[] {
  const { shown } = replay;
  const { round, rounds } = shown;
  const words = shown.words[locale];
  const button = (text: string, label: string, testid: string, to: number) =>
    el('button', { type: 'button', className: 'small', textContent: text, ariaLabel: label, disabled: to === round, onclick: () => actions.go(to), dataset: { testid } });
  const slider = el('input', {
    type: 'range',
    min: '1',
    max: String(rounds),
    value: String(round),
    ariaLabel: t.replayRound,
    ariaValueText: t.replayOf(round, rounds),
    oninput: (event: Event) => actions.go(Number((event.target as HTMLInputElement).value)),
    dataset: { testid: 'replay-slider' },
  });
  const link = el('a', { href: replayFragment(replay), textContent: t.replayLink, dataset: { testid: 'replay-link' } });
  const heading = el('h2', { dataset: { testid: 'replay-heading' } }, `${t.replayTitle} · ${t.replayOf(round, rounds)}`);
  const nav = el(
    'div',
    { className: 'replay-nav', role: 'group', ariaLabel: t.replayRound },
    button('|◀', t.replayFirst, 'replay-first', 1),
    button('◀', t.replayPrevious, 'replay-previous', Math.max(1, round - 1)),
    slider,
    button('▶', t.replayNext, 'replay-next', Math.min(rounds, round + 1)),
    button('▶|', t.replayLast, 'replay-last', rounds),
  );
  const tools = el(
    'p',
    { className: 'replay-tools' },
    link,
    el('button', { type: 'button', className: 'small', textContent: t.replayClose, onclick: actions.close, dataset: { testid: 'replay-close' } }),
  );
  const offer = el('div', { className: 'replay-offer', dataset: { testid: 'replay-offer' } });
  offer.innerHTML = offerSvg(shown.offer, { idPrefix: 'replay-cards', title: t.lastRound(round), locale, arrangement: 'narrow' });
  const choices = el(
    'section',
    { className: 'log replay-choices', ariaLabel: t.log, dataset: { testid: 'replay-choices' } },
    el('p', { className: 'offer-words' }, `${t.offerWas} ${words.offer.join(' · ')}`),
    el('ul', {}, ...words.choices.map((c) => el('li', { dataset: { player: c.player } }, el('b', {}, playerName(c.player, t)), ` ${c.text}`))),
  );
  const over = shown.over;
  const standings = el(
    'table',
    { className: 'replay-scores', dataset: { testid: 'replay-scores' } },
    el('caption', {}, over ? t.over : t.replayStandings(round)),
    el('thead', {}, el('tr', {}, el('th', { scope: 'col' }, t.scoreHeads.player), el('th', { scope: 'col' }, t.scoreHeads.total))),
    el(
      'tbody',
      {},
      ...shown.players.map((p) => el('tr', {}, el('th', { scope: 'row' }, playerName(p.id, t)), el('td', { dataset: { testid: `replay-total-${p.id}` } }, String(p.score.total)))),
    ),
  );
  const sheets = el(
    'div',
    { className: 'replay-sheets', dataset: { arrangement } },
    ...shown.players.map((player, index) => {
      const box = el('figure', { className: 'replay-sheet', dataset: { testid: `replay-sheet-${player.id}`, player: player.id } });
      box.innerHTML = sheetSvg(player.before, {
        preview: player.after,
        plans: shown.plans,
        roundabouts: shown.variants.roundabouts,
        score: over ? player.score : undefined,
        idPrefix: `replay-${index}`,
        title: playerName(player.id, t),
        locale,
        arrangement,
      });
      return box;
    }),
  );
  return [heading, nav, tools, el('div', { className: 'replay-round' }, offer, choices, standings), sheets];
}
