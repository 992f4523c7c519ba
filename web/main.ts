// A page to play Welcome To… against the engine's bots, by clicks on the drawn sheet.
// No framework: the page is drawn again from the game's state after every action
// (game.ts), the drawings by welcome-to-engine/svg (draw.ts), the buttons and texts by
// controls.ts, in the page's language (i18n.ts).
import { BOT_LEVELS, isBotLevel, RULESETS, type BotLevel, type GameOptions, type Locale, type RulesetName, type Sheet, type SheetKind } from '../src/index.ts';
import { activate, listen, otherSheetSvg, place, runningTotal, sheetControls, yourOfferSvg, yourSheetSvg, type Arrangement, type Hit } from './draw.ts';
import { controls, el, instruction, log, noteText, scores, type Act } from './controls.ts';
import { rating, soloVerdict } from './rating.ts';
import { statistics } from './statistics.ts';
import * as game from './game.ts';
import { YOU, isState, playerName, table } from './game.ts';
import { STRINGS, translateStatic, type Strings } from './i18n.ts';
import * as remote from './remote.ts';
import { fromFragment, keyRound, matchReplayAt, replayAt, replayFragment, replaySection, roundsOf, type Replay } from './replay.ts';

let locale: Locale = 'en';
const $ = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
const parts = {
  play: $('play'),
  welcome: $('welcome'),
  status: $('status'),
  offer: $('offer'),
  controls: $('controls'),
  message: $('message'),
  sheet: $('sheet'),
  log: $('log'),
  result: $('result'),
  statistics: $('statistics'),
  others: $('others'),
  download: $<HTMLAnchorElement>('download'),
  record: $('record'),
  replay: $('replay'),
  replayOpen: $<HTMLButtonElement>('replay-open'),
};
/** The game being played back a round at a time, when one is (replay.ts); the game in play stays as it was. */
let watching: Replay | null = null;
/**
 * A match of the server with people (remote.ts): whether the server has a lobby, the
 * match the page is at, your seat and its connection, the seats as last listed, and what
 * the server last refused.
 */
const people: {
  lobby: boolean;
  /** The level of the server's stand-ins; null when it runs none. */
  bots: BotLevel | null;
  matchID: string | null;
  seat: remote.Seat | null;
  connection: remote.Connection | null;
  seats: remote.ListedSeat[];
  problem: string | null;
} = { lobby: false, bots: null, matchID: null, seat: null, connection: null, seats: [], problem: null };

/** The names of the seats taken, by seat. */
const namesOf = (seats: readonly remote.ListedSeat[]) => Object.fromEntries(seats.flatMap((listed) => (listed.name === null ? [] : [[listed.id, listed.name]])));
const tableBox = $<HTMLDetailsElement>('table-box');
const tablePanel = $('table-panel');

/** Which opponents' sheets are folded away, and which are drawn large. */
const folded = new Set<string>();
const large = new Set<string>();

// On a phone the printed sheet is some 340 px wide for 12 houses: houses 22 px, words
// 5 px. There the drawings take their narrow arrangement (each street on two rows,
// houses 46 px, no word under 12 px), and a button switches to the printed sheet for a
// look at the whole of it, and back.
const phone = window.matchMedia('(max-width: 700px)');
let printedOnPhone = false;
const arrangement = (): Arrangement => (phone.matches && !printedOnPhone ? 'narrow' : 'printed');
/**
 * The cards are drawn narrow at every width (the button is about the sheets): a column
 * per number card, its pairs one under the other, no word under 16 units. In a row as
 * printed, an expert or solo offer's six cards, in the 360 px column beside the sheet,
 * drew "cards 1 + 2" at 5 px; narrow, every word of the cards is at least 12 px from a
 * 320 px phone to the column beside the sheet.
 */
const CARDS: Arrangement = 'narrow';
/** Whether the page showed the game's end already: the scores are brought into view once. */
let endShown = false;

/** Runs an action, draws the page again, and when the keyboard did it, puts the focus on the next thing to choose. */
const act: Act = (action, byKey) => {
  const key = (document.activeElement as HTMLElement | null)?.dataset?.key;
  action();
  render();
  if (byKey) focusNext(key);
  else showStep();
};

/** Whether all of `node` is in the window. */
function inView(node: Element): boolean {
  const box = node.getBoundingClientRect();
  return box.top >= 0 && box.bottom <= window.innerHeight;
}

/**
 * After a click, what the next step asks for brought into view when none of it is:
 * the cards, the lit places on the sheet, the truck's buttons, the confirm button. On a
 * phone the cards, the buttons and the sheet do not fit one screen.
 */
function showStep(): void {
  const step = game.step();
  const lit = [...parts.sheet.querySelectorAll('.wt-target[tabindex]')];
  const wanted: Element[] = step.kind === 'pick' || step.kind === 'pair'
    ? [parts.offer]
    : step.kind === 'roundabout' || step.kind === 'house' || step.kind === 'effect'
    ? lit
    : step.kind === 'truck'
    ? [parts.controls]
    : step.kind === 'confirm'
    ? [...document.querySelectorAll('[data-testid=confirm]')]
    : [];
  const first = wanted[0];
  if (first === undefined || wanted.some(inView)) return;
  first.scrollIntoView({ block: lit.includes(first) ? 'center' : 'nearest' });
}

function focusNext(key: string | undefined): void {
  const kept = key === undefined ? null : document.querySelector<HTMLElement>(`[data-key="${key}"]`);
  const step = game.step();
  const card = () => parts.offer.querySelector<HTMLElement>('.wt-target[tabindex]');
  const target = () => parts.sheet.querySelector<HTMLElement>('.wt-target[tabindex]');
  const button = () => parts.controls.querySelector<HTMLElement>('button');
  const order: Record<string, (() => HTMLElement | null)[]> = {
    pick: [card],
    pair: [card, button],
    roundabout: [target, button],
    house: [target, button],
    effect: [target, button],
    truck: [button],
    confirm: [() => (key?.startsWith('claim') === true ? kept : null), () => document.querySelector<HTMLElement>('[data-testid=confirm]')],
  };
  for (const find of [...(order[step.kind] ?? []), () => kept]) {
    const node = find();
    if (node !== null && node.isConnected) return node.focus();
  }
}

function onHit(hit: Hit, byKey: boolean): void {
  act(() => {
    const step = game.step();
    switch (hit.kind) {
      case 'pair':
        if (step.kind === 'pick') {
          if (step.picks.includes(hit.card as never)) game.pick(hit.card as never);
        } else if (step.kind === 'pair' || step.kind === 'house' || step.kind === 'effect' || step.kind === 'truck') {
          if (game.step().kind !== 'pair') game.restartRound();
          const pairs = game.step();
          if (pairs.kind === 'pair' && pairs.pairs.includes(hit.pair)) game.choosePair(hit.pair);
        }
        return;
      case 'house':
        return game.clickHouse(hit.at);
      case 'slot':
        return game.clickSlot(hit.street, hit.slot);
      case 'estate':
        return game.clickEstate(hit.size);
      case 'park':
        return game.clickPark(hit.street);
    }
  }, byKey);
}

function render(): void {
  const t = STRINGS[locale];
  document.documentElement.lang = locale;
  translateStatic(document, t);
  for (const node of document.querySelectorAll<HTMLElement>('[data-i18n-label]')) node.setAttribute('aria-label', t[node.dataset.i18nLabel as 'language']);
  for (const node of document.querySelectorAll<HTMLElement>('[data-locale]')) node.setAttribute('aria-pressed', String(node.dataset.locale === locale));
  const state = table.game;
  seedField.placeholder = t.seedRandom;
  showSoloRules(t);
  setupSeed.textContent = state === null || !isState(state) ? '' : t.setupSeed(String(state.record.options.seed));
  parts.welcome.hidden = state !== null || watching !== null;
  parts.play.hidden = state === null || watching !== null;
  parts.message.textContent = noteText(t);
  // With no game on the page, its note stands in the welcome's place (a link to a match that cannot be played back, say).
  if (state === null && table.note !== null) parts.welcome.textContent = noteText(t);
  renderReplay(t);
  renderTable(t);
  // At a server's match the page is a table of people, not a game against bots.
  if (people.matchID !== null) (document.querySelector('[data-i18n=subtitle]') as HTMLElement).textContent = t.subtitleTable;
  if (state === null || watching !== null) return;
  const step = game.step();
  const mine = game.me();
  const over = state.status === 'over';

  // At the end the scores' own heading says it.
  parts.status.hidden = over;
  const watcher = 'spectator' in state;
  parts.status.textContent = over ? '' : watcher ? `${t.round(state.round)} · ${t.watching}` : `${t.round(state.round)} · ${instruction(step, state, t, locale)}`;
  parts.offer.hidden = over || (mine === undefined && !watcher);
  if (!parts.offer.hidden) {
    place(parts.offer, yourOfferSvg(state, step, table.draft, step.kind === 'pick' ? t.offerPick : t.offer, locale, CARDS));
    activate(parts.offer, step.kind === 'pick' || step.kind === 'pair');
  }
  parts.controls.replaceChildren(...(mine === undefined ? [] : controls(step, state, t, locale, act)));
  const claims = step.kind === 'confirm' ? step.sets[table.draft.claims] : undefined;
  parts.sheet.classList.toggle('effect-step', step.kind === 'effect');
  const yours = game.played(state);
  parts.sheet.hidden = mine === undefined || yours === null;
  if (mine !== undefined && yours !== null) {
    place(parts.sheet, yourSheetSvg(yours, step, table.draft, t.yourSheet, claims, locale, arrangement()));
    activate(parts.sheet, sheetControls(step));
  }
  parts.sheet.dataset.arrangement = arrangement();
  parts.others.dataset.arrangement = arrangement();
  // The button says what pressing it does, so its name changes with the state (and no aria-pressed).
  zoom.textContent = printedOnPhone ? t.sheetLarge : t.sheetPrinted;
  parts.log.replaceChildren(...[log(t, locale)].filter((node) => node !== null));
  // A game played here has its record: its statistics, its rating, the record to download or play back. A server's match shows its scores.
  const whole = isState(state) ? state : null;
  const ending = over ? { verdict: whole === null ? null : soloVerdict(whole, t), again: mine === undefined || whole === null ? null : againButtons(t, String(whole.record.options.seed)) } : undefined;
  parts.result.replaceChildren(...[scores(state, t, ending), whole === null ? null : rating(whole, t, locale)].filter((node) => node !== null));
  parts.statistics.replaceChildren(...[whole === null ? null : statistics(whole, t)].filter((node) => node !== null));
  renderOthers(t);
  const record = whole === null ? '' : JSON.stringify(whole.record);
  parts.record.textContent = record;
  parts.download.hidden = whole === null;
  parts.replayOpen.hidden = !canReplay();
  parts.download.href = `data:application/json;charset=utf-8,${encodeURIComponent(record)}`;
  if (over && !endShown) showEnd();
  endShown = over;
}

/** At the game's end, the winner and the scores in view (beside the sheet on a wide screen, under the status on a phone). */
function showEnd(): void {
  const box = parts.result.getBoundingClientRect();
  if (box.top < 0 || box.bottom > window.innerHeight) parts.result.scrollIntoView({ block: 'start' });
}

/** At a server's match, who is at seat `id` when it is not its player, here: a bot, nobody, or the player away. */
function presence(id: string, t: Strings): string {
  const seat = people.seats.find((listed) => listed.id === id);
  if (seat === undefined) return '';
  if (seat.standIn) return ` · ${t.seatBot}`;
  if (seat.name === null) return ` · ${t.seatFree}`;
  return seat.connected ? '' : ` · ${t.seatAway}`;
}

/** The other players' sheets, smaller, each folded or drawn large on demand. */
function renderOthers(t: Strings): void {
  const state = table.game;
  if (state === null) return;
  const others = (state.players as readonly { readonly id: string; readonly sheet: Sheet; readonly chosen?: boolean }[]).filter((p) => p.id !== table.me);
  const boxes = others.map((player) => {
    const name = playerName(player.id, t);
    let box = parts.others.querySelector<HTMLDetailsElement>(`details[data-player="${player.id}"]`);
    if (box === null) {
      box = el('details', { open: !folded.has(player.id), dataset: { player: player.id, testid: `other-${player.id}` } });
      const id = player.id;
      box.addEventListener('toggle', () => (box?.open ? folded.delete(id) : folded.add(id)));
      // The size button sits inside the box, not in its summary: a control inside a control reads badly.
      box.append(el('summary', {}), el('div', { className: 'size' }), el('div', { className: 'other-sheet' }));
    }
    const points = state.result?.players.find((p) => p.id === player.id)?.breakdown.total ?? runningTotal(player.sheet);
    // At a server's match, whether each player has chosen this round.
    const chosen = isState(state) || state.status === 'over' || player.chosen === undefined ? '' : ` · ${player.chosen ? t.chosen : t.choosing}`;
    const seat = isState(state) ? '' : presence(player.id, t);
    (box.querySelector('summary') as HTMLElement).replaceChildren(el('span', { className: 'who', dataset: { testid: `who-${player.id}` } }, `${name} · ${t.points(points)}${chosen}${seat}`));
    (box.querySelector('.size') as HTMLElement).replaceChildren(
      el('button', {
        type: 'button',
        className: 'small',
        textContent: t.enlarge,
        ariaLabel: `${t.enlarge}: ${name}`,
        ariaPressed: String(large.has(player.id)),
        onclick: (event: MouseEvent) => {
          event.preventDefault();
          if (large.has(player.id)) large.delete(player.id);
          else large.add(player.id);
          if (box !== null) box.open = true;
          render();
        },
      }),
    );
    box.classList.toggle('large', large.has(player.id));
    place(box.querySelector('.other-sheet') as HTMLElement, otherSheetSvg(state, player.id, name, locale, arrangement()));
    return box;
  });
  const heading = el('h2', {}, t.opponents);
  parts.others.replaceChildren(...(boxes.length === 0 ? [] : [heading, ...boxes]));
}

/**
 * The replay drawn in its section, and the address made the link to its round (so a
 * reload, or the address copied, opens the same round); the focus kept on the control
 * that moved it.
 */
function renderReplay(t: Strings): void {
  parts.replay.hidden = watching === null;
  parts.replayOpen.hidden = watching !== null || !canReplay();
  if (watching === null) {
    parts.replay.replaceChildren();
    // A replay left otherwise than by Close (a new game, a record loaded): its address goes with it.
    if (/^#(replay|match)=/.test(location.hash)) history.replaceState(null, '', `${location.pathname}${location.search}`);
    return;
  }
  const focused = (document.activeElement as HTMLElement | null)?.dataset?.testid;
  const drawn = replaySection(watching, t, locale, arrangement(), { go: watch, close: closeReplay });
  const kept = [...parts.replay.children];
  if (kept.length === drawn.length) {
    // Drawn again part by part, the slider kept in the page and its value moved: taken out
    // of the page, even for a moment, a slider being dragged ends the drag at its first step.
    drawn.forEach((part, i) => {
      const old = kept[i] as Element;
      const slider = old.querySelector<HTMLInputElement>('[data-testid=replay-slider]');
      if (slider === null) return old.replaceWith(part);
      for (const [j, child] of [...part.children].entries()) {
        const previous = old.children[j] as Element;
        if (previous !== slider) previous.replaceWith(child);
        else if (child instanceof HTMLInputElement) {
          slider.max = child.max;
          slider.value = child.value;
          slider.ariaLabel = child.ariaLabel;
          slider.ariaValueText = child.ariaValueText;
        }
      }
    });
  } else parts.replay.replaceChildren(...drawn);
  history.replaceState(null, '', `${location.pathname}${location.search}${replayFragment(watching)}`);
  const again = focused === undefined ? null : parts.replay.querySelector<HTMLElement>(`[data-testid="${focused}"]`);
  if (again !== null && !(again as HTMLButtonElement).disabled) again.focus();
  else if (focused?.startsWith('replay-') === true) parts.replay.querySelector<HTMLElement>('[data-testid=replay-slider]')?.focus();
}

/** The server's match the page is at, when what it shows is the server's view of it rather than a whole game. */
function tableMatch(): string | null {
  return people.matchID !== null && table.game !== null && !isState(table.game) ? people.matchID : null;
}

/** Whether the game shown has a round to play back: a game on the page with a round resolved, or a match of the server past its first round. */
function canReplay(): boolean {
  const shown = table.game;
  if (shown === null) return false;
  if (isState(shown)) return roundsOf(shown) > 0;
  return tableMatch() !== null && (shown.round > 1 || shown.status === 'over');
}

/** The newest ask for a round of a server's match: an answer to an older one (the slider dragged on, the replay left) is dropped. */
let asking = 0;

/** No replay shown, and none to come from an ask still on its way. */
function endReplay(): void {
  watching = null;
  asking++;
}

/**
 * Plays back from `round` (the last resolved round when left out): the server's match
 * `matchID` (the one being played back when left out, or the table's), whose rounds the
 * server sends; else the game on the page.
 */
function watch(round?: number, matchID?: string): void {
  const match = matchID ?? (watching === null ? tableMatch() : 'matchID' in watching.of ? watching.of.matchID : null);
  if (match !== null) {
    const ask = ++asking;
    // Opened from a link, the page knows nobody at the match: the seats' names from the lobby.
    const named = Object.keys(table.names).length === 0 && table.game === null ? remote.seatsOf(match).then((seats) => (table.names = namesOf(seats)), () => undefined) : undefined;
    void Promise.all([matchReplayAt(match, round ?? Number.MAX_SAFE_INTEGER), named]).then(([replay]) => {
      if (ask !== asking) return;
      if (replay === null) table.note = { page: 'noMatchRecord' };
      else watching = replay;
      render();
    });
    return;
  }
  const game = watching !== null && 'game' in watching.of ? watching.of.game : table.game;
  if (game === null || !isState(game)) return;
  watching = replayAt(game, round ?? roundsOf(game));
  render();
}

/** Leaves the replay for the game on the page, and the address for the page's own. */
function closeReplay(): void {
  endReplay();
  history.replaceState(null, '', `${location.pathname}${location.search}`);
  render();
  parts.replayOpen.focus();
}

parts.replayOpen.addEventListener('click', () => {
  endReplay();
  watch(undefined, undefined);
  parts.replay.scrollIntoView({ block: 'start' });
});
parts.replay.addEventListener('keydown', (event) => {
  // The slider moves itself by the arrows and the ends; the other keys are the replay's.
  // With a modifier the key is the browser's (Alt+Left: back), not the replay's.
  if (watching === null || event.altKey || event.ctrlKey || event.metaKey || (event.target as HTMLElement).dataset.testid === 'replay-slider') return;
  const to = keyRound(event.key, watching.shown.round, watching.shown.rounds);
  if (to === null) return;
  event.preventDefault();
  watch(to);
});

/** A bot level in the page's words (the game setup's). */
const levelWords = (level: BotLevel, t: Strings): string => (level === 'expert' ? t.expertLevel : t[level]);

/** The table box: a new table, or the match the page is at (its link, its seats, a seat to take or to leave). */
function renderTable(t: Strings): void {
  tableBox.hidden = !people.lobby;
  if (!people.lobby) return;
  const problem = people.problem === null ? [] : [el('p', { className: 'problem', role: 'alert', dataset: { testid: 'table-problem' } }, people.problem)];
  const nameField = () => el('label', {}, `${t.tableName} `, el('input', { name: 'name', autocomplete: 'name', maxLength: 40, required: true, dataset: { testid: 'table-name' } }));
  if (people.matchID === null) {
    const players = el('select', { name: 'players', dataset: { testid: 'table-players' } }, ...[2, 3, 4, 5, 6].map((n) => el('option', { value: String(n), textContent: String(n) })));
    // On a server with stand-ins, the table's bots: none for the seats nobody took (wait for people), or a level.
    const bots = people.bots === null
      ? []
      : [
        el(
          'label',
          {},
          `${t.tableBots} `,
          el(
            'select',
            { name: 'bots', dataset: { testid: 'table-bots' } },
            el('option', { value: '', textContent: t.botsWait }),
            ...BOT_LEVELS.map((level) => el('option', { value: level, textContent: t.botsOf(levelWords(level, t)) })),
          ),
        ),
      ];
    const form = el(
      'form',
      { className: 'row', onsubmit: (event: Event) => (event.preventDefault(), void createTable(form)) },
      nameField(),
      el('label', {}, `${t.tablePlayers} `, players),
      ...bots,
      el('button', { type: 'submit', className: 'primary', textContent: t.createTable, dataset: { testid: 'create-table' } }),
    );
    const botsHint = people.bots === null ? [] : [el('p', { className: 'hint' }, t.tableBotsHint(levelWords(people.bots, t)))];
    tablePanel.replaceChildren(form, el('p', { className: 'hint' }, t.tableSetup), ...botsHint, ...problem);
    return;
  }
  const link = `${location.origin}${location.pathname}?match=${encodeURIComponent(people.matchID)}`;
  const watchLink = `${link}&watch=1`;
  const seatWords = (seat: remote.ListedSeat) =>
    seat.standIn
      ? `${seat.name ?? (seat.taken ? t.seatLeft : t.seatFree)} · ${t.seatBot}`
      : seat.name === null
      ? t.seatFree
      : `${seat.name} · ${seat.connected ? t.seatHere : t.seatAway}`;
  const seats = el('ul', { className: 'seats', dataset: { testid: 'seats' } }, ...people.seats.map((seat) => el('li', { dataset: { seat: seat.id } }, seatWords(seat))));
  const joinForm = el(
    'form',
    { className: 'row', onsubmit: (event: Event) => (event.preventDefault(), void joinTable(joinForm)) },
    nameField(),
    el('button', { type: 'submit', className: 'primary', textContent: t.joinTable, dataset: { testid: 'join-table' } }),
  );
  const leaveButton = el('button', { type: 'button', textContent: t.leaveTable, onclick: () => void leaveTable(), dataset: { testid: 'leave-table' } });
  tablePanel.replaceChildren(
    el('label', { className: 'share' }, `${t.tableShare} `, el('input', { readOnly: true, value: link, dataset: { testid: 'share-link' } })),
    el('label', { className: 'share' }, `${t.watchLink} `, el('input', { readOnly: true, value: watchLink, dataset: { testid: 'watch-link' } })),
    el('p', { className: 'label' }, t.tableSeats),
    seats,
    people.seat === null ? joinForm : el('div', { className: 'row' }, leaveButton),
    ...problem,
  );
}

/** What the lobby's refusal, or no answer at all, says. */
function problemOf(error: unknown): string {
  const t = STRINGS[locale];
  return error instanceof remote.LobbyRefused ? t.tableProblem(error.status, error.message) : t.tableUnreachable;
}

/** Runs a lobby action; its failure is shown in the table box. */
async function withLobby(action: () => Promise<void>): Promise<void> {
  people.problem = null;
  try {
    await action();
  } catch (error) {
    people.problem = problemOf(error);
  }
  render();
}

/**
 * The page at a match of the server: its seats listed, and your seat taken again when
 * this browser holds one; or, `watching`, the match shown as it goes to someone without
 * a seat.
 */
async function openMatch(matchID: string, watching: boolean): Promise<void> {
  people.matchID = matchID;
  await withLobby(async () => {
    people.seats = await remote.seatsOf(matchID);
    const seat = remote.rememberedSeat(matchID);
    if (watching) spectate(matchID);
    else if (seat !== null) sit(seat);
  });
  tableBox.open = people.seat === null && !watching;
}

/** Watches the match without a seat: every sheet, the offer as the table sees it, updated as the server sends it. */
function spectate(matchID: string): void {
  people.connection?.stop();
  people.seat = null;
  endReplay();
  parts.others.replaceChildren();
  game.joinTable('', () => undefined);
  people.connection = remote.watch(matchID, (view, seats) => {
    people.seats = seats;
    game.showView(view, namesOf(seats));
    setupBox.open = false;
    render();
  });
}

/** Sits at your seat: the match's views shown as the server sends them, your choices sent to it. */
function sit(seat: remote.Seat): void {
  people.connection?.stop();
  people.seat = seat;
  endReplay();
  folded.clear();
  large.clear();
  parts.others.replaceChildren();
  game.joinTable(seat.playerID, (choice) => people.connection?.send(choice));
  tableBox.open = false;
  people.connection = remote.connect(seat, (view, seats) => {
    people.seats = seats;
    game.showView(view, namesOf(seats));
    setupBox.open = false;
    render();
  });
}

async function createTable(form: HTMLFormElement): Promise<void> {
  const data = new FormData(form);
  const name = String(data.get('name') ?? '').trim();
  const players = Number(data.get('players'));
  const bots = String(data.get('bots') ?? '');
  await withLobby(async () => {
    const seat = await remote.create(players, { ...chosenSetup(), ...(isBotLevel(bots) ? { bots } : {}) }, name);
    people.matchID = seat.matchID;
    history.replaceState(null, '', `${location.pathname}?match=${encodeURIComponent(seat.matchID)}`);
    people.seats = await remote.seatsOf(seat.matchID);
    sit(seat);
  });
}

async function joinTable(form: HTMLFormElement): Promise<void> {
  const matchID = people.matchID;
  if (matchID === null) return;
  const name = String(new FormData(form).get('name') ?? '').trim();
  await withLobby(async () => {
    const seat = await remote.join(matchID, name);
    people.seats = await remote.seatsOf(matchID);
    // Seated: the page's address is the seat's match, no longer a watcher's link.
    history.replaceState(null, '', `${location.pathname}?match=${encodeURIComponent(matchID)}`);
    sit(seat);
  });
}

async function leaveTable(): Promise<void> {
  const seat = people.seat;
  if (seat === null) return;
  await withLobby(async () => {
    people.connection?.stop();
    people.connection = null;
    people.seat = null;
    game.leaveTable();
    await remote.leave(seat);
    people.seats = await remote.seatsOf(seat.matchID);
  });
}

const zoom = $<HTMLButtonElement>('zoom');
zoom.addEventListener('click', () => {
  printedOnPhone = !printedOnPhone;
  render();
});
phone.addEventListener('change', () => render());

listen(parts.sheet, onHit);
listen(parts.offer, onHit);

for (const node of document.querySelectorAll<HTMLButtonElement>('[data-locale]')) {
  node.addEventListener('click', () => {
    locale = node.dataset.locale as Locale;
    render();
  });
}

const form = document.getElementById('setup') as HTMLFormElement;
const setupBox = document.getElementById('setup-box') as HTMLDetailsElement;
const setupSeed = $('setup-seed');
const seedField = form.elements.namedItem('seed') as HTMLInputElement;
const botsField = form.elements.namedItem('bots') as HTMLSelectElement;
const rulesetField = form.elements.namedItem('ruleset') as HTMLSelectElement;
const soloRules = $('solo-rules');

/** The ruleset whose solo game the page plays: the one that allows a single player. */
const SOLO_RULESET = (Object.keys(RULESETS) as RulesetName[]).find((name) => RULESETS[name].minPlayers === 1) as RulesetName;

/**
 * A fresh seed for a new deal: eight letters and digits from the browser's cryptographic
 * generator, short enough to copy by hand (no 0, o, 1, l or i to mix up).
 */
function freshSeed(): string {
  const letters = 'abcdefghjkmnpqrstuvwxyz23456789';
  return Array.from(crypto.getRandomValues(new Uint32Array(8)), (n) => letters[n % letters.length]).join('');
}

/** The ruleset chosen before solo was, given back when the player leaves solo. */
let rulesetBeforeSolo = rulesetField.value;

/** With solo chosen, the ruleset field shows the one solo plays, fixed, and says why. */
function showSoloRules(t: Strings): void {
  const solo = botsField.value === '0';
  if (solo && !rulesetField.disabled) {
    rulesetBeforeSolo = rulesetField.value;
    rulesetField.value = SOLO_RULESET;
  } else if (!solo && rulesetField.disabled) rulesetField.value = rulesetBeforeSolo;
  rulesetField.disabled = solo;
  soloRules.hidden = !solo;
  soloRules.textContent = solo ? t.soloRules(SOLO_RULESET) : '';
}
botsField.addEventListener('change', () => showSoloRules(STRINGS[locale]));

/** The bot the form names (a level of the library, or random); the strong level otherwise. */
function botChoice(value: FormDataEntryValue | null): game.BotChoice {
  return value === 'random' || (typeof value === 'string' && (BOT_LEVELS as readonly string[]).includes(value)) ? (value as game.BotChoice) : 'strong';
}

/** The bot choice of the game in play: Play again and Same deal again keep it. */
let botInPlay: game.BotChoice = 'strong';

/** Starts a game with these options and bots. */
function begin(options: GameOptions, bot: game.BotChoice): void {
  endReplay();
  // A game here leaves the server's match (your seat stays yours: its link brings you back).
  people.connection?.stop();
  people.connection = null;
  people.seat = null;
  people.matchID = null;
  folded.clear();
  large.clear();
  endShown = false;
  // Opponents' sheets open beside yours on a wide screen, folded on a phone.
  if (phone.matches && Array.isArray(options.players)) { for (const id of options.players) if (id !== YOU) folded.add(id); }
  parts.others.replaceChildren();
  botInPlay = bot;
  game.start(options, bot);
  if (table.game !== null) setupBox.open = false;
  render();
}

/** A new game as the form sets it: the seed typed, or a fresh one when the field is blank. */
function start(): void {
  const data = new FormData(form);
  const bots = Number(data.get('bots'));
  const typed = String(data.get('seed') ?? '').trim();
  begin({ players: [YOU, ...Array.from({ length: bots }, (_, i) => `bot${i + 1}`)], seed: typed === '' ? freshSeed() : typed, ...chosenSetup() }, botChoice(data.get('bot')));
}

/**
 * The rules, sheet and variants the game setup chooses, for a game here and for a table
 * of people alike: with solo chosen, solo's ruleset (its field is then disabled, and a
 * form leaves a disabled field out).
 */
function chosenSetup(): { ruleset: RulesetName; sheet: SheetKind; variants: { expert: boolean; roundabouts: boolean; advancedPlans: boolean } } {
  const data = new FormData(form);
  return {
    ruleset: botsField.value === '0' ? SOLO_RULESET : (rulesetField.value as RulesetName),
    sheet: String(data.get('sheet')) as SheetKind,
    variants: { expert: data.has('expert'), roundabouts: data.has('roundabouts'), advancedPlans: data.has('advancedPlans') },
  };
}

/** The game over again with its setup and bots: a fresh seed (Play again), or its own (Same deal again). */
function again(sameDeal: boolean): void {
  const shown = table.game;
  if (shown === null || !isState(shown)) return;
  const options = shown.record.options;
  begin({ ...options, seed: sameDeal ? options.seed : freshSeed() }, botInPlay);
}

/** The end screen's buttons, and the seed that plays this deal again. */
function againButtons(t: Strings, seed: string): HTMLElement {
  const button = (text: string, title: string, testid: string, className: string, sameDeal: boolean) =>
    el('button', { type: 'button', textContent: text, title, className, onclick: (event: MouseEvent) => act(() => again(sameDeal), event.detail === 0), dataset: { testid } });
  return el(
    'div',
    { className: 'row again' },
    button(t.playAgain, t.playAgainTitle, 'play-again', 'primary', false),
    button(t.sameDeal, t.sameDealTitle, 'same-deal', '', true),
    el('span', { className: 'deal-seed', dataset: { testid: 'deal-seed' } }, t.dealSeed(seed)),
  );
}

form.addEventListener('submit', (event) => {
  event.preventDefault();
  start();
});
form.querySelector<HTMLInputElement>('[data-testid=load]')?.addEventListener('change', (event) => {
  const file = (event.target as HTMLInputElement).files?.[0];
  if (file === undefined) return;
  void file.text().then((text) => {
    parts.others.replaceChildren();
    endShown = false;
    // A record does not say which bots played it: Play again takes the form's.
    botInPlay = botChoice(new FormData(form).get('bot'));
    endReplay();
    game.load(text);
    if (table.game !== null) setupBox.open = false;
    // A game played by others is played back; a game of yours goes on where it stopped.
    if (table.game !== null && game.me() === undefined) watch(1, undefined);
    else render();
  });
});

// ?seed=…&bots=…&lang=fr: a link can start a given game in a given language (the browser test uses it).
const params = new URLSearchParams(location.search);
for (const [name, value] of params) {
  const field = form.elements.namedItem(name);
  if (field instanceof HTMLInputElement && field.type === 'checkbox') field.checked = value === '1';
  else if (field instanceof HTMLInputElement || field instanceof HTMLSelectElement) field.value = value;
}
if (params.get('lang') === 'fr') locale = 'fr';
// #replay=…&round=…: a link to a round of a game played back (replay.ts).
const asked = fromFragment(location.hash);
// Served by the server recipe: its lobby, and ?match=… a match to sit at.
void Promise.all([remote.hasLobby(), remote.serverBots()]).then(([lobby, bots]) => {
  people.lobby = lobby;
  people.bots = bots;
  const matchID = params.get('match');
  if (lobby && matchID !== null) void openMatch(matchID, params.get('watch') === '1');
  else render();
});
if (asked === null) {
  if (params.has('seed')) start();
  else render();
} else if ('matchID' in asked) {
  // A match of the server that serves the page, finished or still being played: its rounds come from the server.
  setupBox.open = false;
  watch(asked.round, asked.matchID);
} else {
  game.load(asked.record);
  if (table.game !== null) setupBox.open = false;
  if (table.game !== null) watch(asked.round);
  else render();
}
