// The page's controls and texts around the drawings: the step's instruction, the
// buttons of each step (refusal, roundabout, the effects without a place on the sheet,
// claims, confirm, back), the round log, the scores, and the message beside the sheet.
import { CHOICE_WORDS_EN, CHOICE_WORDS_FR, describeChoice, playerMessage, type ChoiceWords, type GameScore, type Locale, type PlanClaim } from '../src/index.ts';
import * as game from './game.ts';
import { played, playerName, table, type Shown, type Step } from './game.ts';
import type { Strings } from './i18n.ts';

type Props<K extends keyof HTMLElementTagNameMap> = Partial<Omit<HTMLElementTagNameMap[K], 'dataset'>> & { dataset?: Record<string, string> };

export function el<K extends keyof HTMLElementTagNameMap>(tag: K, props: Props<K> = {}, ...children: (Node | string)[]): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  const { dataset, ...rest } = props;
  Object.assign(node, rest);
  if (dataset !== undefined) Object.assign(node.dataset, dataset);
  node.append(...children);
  return node;
}

/** Runs an action from a control, then draws the page again; `byKey` when the keyboard did it. */
export type Act = (action: () => void, byKey: boolean) => void;

const WORDS: Record<Locale, ChoiceWords> = { en: CHOICE_WORDS_EN, fr: CHOICE_WORDS_FR };

/** A button whose action knows whether a key pressed it (a click from Enter or Space has no pointer position). */
function button(text: string, testid: string, act: Act, action: () => void, className = ''): HTMLButtonElement {
  return el('button', {
    type: 'button',
    textContent: text,
    className,
    onclick: (event: MouseEvent) => act(action, event.detail === 0),
    dataset: { testid, key: testid },
  });
}

const change = (base: number, delta: number) => (delta === 0 ? `${base} ± 0` : `${base} ${delta < 0 ? '−' : '+'} ${Math.abs(delta)}`);

/** The instruction of the step. */
export function instruction(step: Step, state: Shown, t: Strings, locale: Locale): string {
  const pair = table.draft.pair === null ? undefined : state.offer[table.draft.pair];
  const words = WORDS[locale];
  switch (step.kind) {
    case 'pick':
      return t.stepPick;
    case 'roundabout':
      return t.stepRoundabout;
    case 'pair':
      // Nothing fits as the sheet is, and a refusal is not allowed: only a roundabout makes room.
      return step.pairs.length === 0 && !step.refuse && step.roundabouts ? t.stepRoundaboutFirst : t.stepPair;
    case 'house':
      return t.stepHouse(pair === undefined ? '' : words.offerPair(pair.number, pair.effect));
    case 'truck':
      return t.stepTruck;
    case 'effect':
      return t.stepEffect(pair?.effect == null ? '' : words.effect(pair.effect));
    case 'confirm':
      return t.stepConfirm;
    case 'waiting':
      return t.stepWaiting;
    default:
      return '';
  }
}

/** The buttons of the step. */
export function controls(step: Step, state: Shown, t: Strings, locale: Locale, act: Act): HTMLElement[] {
  const draft = table.draft;
  const out: HTMLElement[] = [];
  const row = (...children: HTMLElement[]) => out.push(el('div', { className: 'row' }, ...children));
  switch (step.kind) {
    case 'pair': {
      const buttons: HTMLElement[] = [];
      if (step.refuse) buttons.push(button(t.refuse, 'refuse', act, game.refuse));
      if (step.roundabouts) buttons.push(button(t.addRoundabout, 'roundabout', act, game.toggleRoundabout));
      if (draft.roundabout !== null) buttons.push(button(t.cancelRoundabout, 'roundabout', act, game.toggleRoundabout));
      if (buttons.length > 0) row(...buttons);
      break;
    }
    case 'roundabout':
      row(button(t.cancelRoundabout, 'roundabout', act, game.toggleRoundabout));
      break;
    case 'truck':
      row(...step.ends.map((end) => button(end === 'left' ? t.truckLeft : t.truckRight, `truck-${end}`, act, () => game.chooseTruck(end))));
      break;
    case 'effect': {
      const targets = step.targets;
      const buttons: HTMLElement[] = [];
      if (targets.none !== undefined) {
        const none = targets.none;
        buttons.push(button(t.noEffect, 'none', act, () => game.chooseTarget(none)));
      }
      if (targets.park !== undefined) {
        const park = targets.park;
        buttons.push(button(t.park, 'park', act, () => game.chooseTarget(park)));
      }
      if (targets.pool !== undefined) {
        const pool = targets.pool;
        buttons.push(button(t.pool, 'pool', act, () => game.chooseTarget(pool)));
      }
      if (buttons.length > 0) row(...buttons);
      if (targets.temps.length > 0) {
        const base = targets.temps[0] === undefined ? 0 : targets.temps[0].number - targets.temps[0].delta;
        out.push(
          el(
            'div',
            { className: 'row temps', role: 'group', ariaLabel: t.tempLabel },
            el('span', { className: 'label' }, t.tempLabel),
            ...targets.temps.map((temp) => button(`${temp.number}`, `temp-${temp.delta}`, act, () => game.chooseTarget(temp.choice), 'temp')).map((b, k) => {
              const temp = targets.temps[k];
              if (temp !== undefined) b.title = change(base, temp.delta);
              return b;
            }),
          ),
        );
      }
      break;
    }
    case 'confirm': {
      const final = game.finalChoice(draft, step.sets);
      if (final !== null) out.push(el('p', { className: 'choice', dataset: { testid: 'choice' } }, describeChoice(final, played(state) ?? undefined, { locale })));
      if (step.sets.length > 0) out.push(claimsFieldset(step.sets, step.optional, state, t, act));
      if (step.reshuffle) {
        const box = el('input', { type: 'checkbox', checked: draft.reshuffle, onchange: () => act(() => game.setReshuffle(box.checked), true), dataset: { testid: 'reshuffle', key: 'reshuffle' } });
        out.push(el('label', { className: 'row' }, box, ` ${t.reshuffle}`));
      }
      row(button(t.confirm, 'confirm', act, game.confirm, 'primary'));
      break;
    }
    default:
      break;
  }
  if (table.history.length > 0) row(button(t.back, 'back', act, game.back), ...(table.history.length > 1 ? [button(t.restart, 'restart', act, game.restartRound)] : []));
  return out;
}

function claimsFieldset(sets: readonly (readonly PlanClaim[])[], optional: boolean, state: Shown, t: Strings, act: Act): HTMLElement {
  const options: [number, string][] = sets.map((claims, k) => [k, t.claim(claims.map((claim) => t.plan(state.plans[claim.plan]?.label ?? String(claim.plan + 1))).join(' + '))]);
  if (optional) options.push([-1, t.claimNone]);
  return el(
    'fieldset',
    { className: 'claims' },
    el('legend', {}, t.claimsLabel),
    ...options.map(([k, text]) => {
      const id = k < 0 ? 'claim-none' : `claim-${k}`;
      const input = el('input', { type: 'radio', name: 'claims', checked: table.draft.claims === k, onchange: () => act(() => game.chooseClaims(k), true), dataset: { testid: id, key: id } });
      return el('label', {}, input, ` ${text}`);
    }),
  );
}

/** The message beside the sheet: a page note, or the rule a click would break, in words. */
export function noteText(t: Strings): string {
  const note = table.note;
  if (note === null) return '';
  if ('rule' in note) return playerMessage(note.rule, t.errors);
  if (note.page === 'notPlayed') return t.notPlayed(note.id);
  return t[note.page];
}

/** The round log: the last round in full, the earlier ones folded. */
export function log(t: Strings, locale: Locale): HTMLElement | null {
  const rounds = game.roundLog(locale);
  const last = rounds[rounds.length - 1];
  if (last === undefined) return null;
  const entry = (round: (typeof rounds)[number]) =>
    el(
      'div',
      { className: 'round' },
      el('h3', {}, t.lastRound(round.round)),
      el('p', { className: 'offer-words' }, `${t.offerWas} ${round.offer.join(' · ')}`),
      el('ul', {}, ...round.choices.map((c) => el('li', {}, el('b', {}, playerName(c.player, t)), ` ${c.text}`))),
    );
  const earlier = rounds.slice(0, -1).reverse();
  return el(
    'section',
    { className: 'log', ariaLabel: t.log, dataset: { testid: 'revealed' } },
    el('h2', {}, t.log),
    entry(last),
    ...(earlier.length === 0 ? [] : [el('details', {}, el('summary', {}, t.earlier), ...earlier.map(entry))]),
  );
}

/** The rows of the final scores, in the order of the sheet's score boxes, then the rank. */
const SCORE_ROWS: readonly { readonly key: Exclude<keyof Strings['scoreHeads'], 'player'>; readonly value: (p: GameScore['players'][number]) => number }[] = [
  { key: 'plans', value: (p) => p.breakdown.plans },
  { key: 'parks', value: (p) => p.breakdown.parks.reduce((a, c) => a + c, 0) },
  { key: 'pools', value: (p) => p.breakdown.pools },
  { key: 'temps', value: (p) => p.breakdown.temps },
  { key: 'estates', value: (p) => p.breakdown.estates.reduce((sum, e) => sum + e.points, 0) },
  { key: 'season', value: (p) => p.breakdown.seasonal },
  { key: 'bis', value: (p) => -p.breakdown.bis },
  { key: 'refusals', value: (p) => -p.breakdown.refusals },
  { key: 'roundabouts', value: (p) => -p.breakdown.roundabouts },
  { key: 'total', value: (p) => p.breakdown.total },
  { key: 'rank', value: (p) => p.rank },
];

/** What the end screen adds to the scores: a solo game's verdict in place of a winner, and the buttons to play again. */
export interface Ending {
  readonly verdict: HTMLElement | null;
  readonly again: HTMLElement | null;
}

/**
 * The final scores: why the game ended and who won (in a solo game, the verdict: no
 * winner, no rank), a column per player, a row per part of the score the game has (a
 * season only on a seasonal sheet, roundabouts only with them), then the buttons to play again.
 */
export function scores(state: Shown, t: Strings, ending?: Ending): HTMLElement | null {
  const result = state.result;
  if (result === null) return null;
  const seasonal = state.players.some((p) => p.sheet.season.kind !== 'classic');
  const rows = SCORE_ROWS.filter((row) => (row.key !== 'season' || seasonal) && (row.key !== 'roundabouts' || state.variants.roundabouts) && (row.key !== 'rank' || !state.solo));
  const names = result.players.map((p) => playerName(p.id, t));
  const ends = state.ended.map((end) => t.ended(end, end.player === null ? '' : playerName(end.player, t)));
  const verdict = ending?.verdict ?? t.winners(result.winners.map((id) => playerName(id, t)).join(', '));
  return el(
    'section',
    { className: 'scores', dataset: { testid: 'scores' } },
    el('h2', {}, t.over),
    el('p', { dataset: { testid: 'winners' } }, ...ends.map((end) => `${end} `), verdict),
    el(
      'table',
      {},
      el('thead', {}, el('tr', {}, el('th', { scope: 'col' }, t.scoreHeads.player), ...names.map((name) => el('th', { scope: 'col' }, name)))),
      el(
        'tbody',
        {},
        ...rows.map((row) =>
          el(
            'tr',
            { className: row.key === 'total' ? 'total' : '', dataset: { row: row.key } },
            el('th', { scope: 'row' }, t.scoreHeads[row.key]),
            ...result.players.map((p) => el('td', row.key === 'total' ? { dataset: { testid: `total-${p.id}` } } : {}, String(row.value(p)))),
          )
        ),
      ),
    ),
    ...(ending?.again == null ? [] : [ending.again]),
  );
}
