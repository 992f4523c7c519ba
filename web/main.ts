// A page to play Welcome To… against the engine's bots: no framework, the DOM redrawn
// from the engine's state after every click. Everything the rules decide comes from the
// engine (what fits, what is legal, what a click would break, the scores).
import {
  applyChoice,
  canRefuse,
  choiceToText,
  createGame,
  greedyBot,
  isPick,
  isRuleError,
  legalBuilds,
  legalChoices,
  legalClaims,
  legalPairs,
  legalRoundabouts,
  placements,
  playerView,
  randomBot,
  renderSheet,
  replay,
  resolveRound,
  validateChoice,
  type Bot,
  type BuildChoice,
  type Choice,
  type GameRecord,
  type GameState,
  type HouseRef,
  type PairIndex,
  type PickChoice,
  type PlanClaim,
  type RulesetName,
  type SheetKind,
} from '../src/index.ts';
import { drawSheet } from './sheet.ts';

const YOU = 'you';

interface Ui {
  pair: PairIndex | null;
  house: HouseRef | null;
  roundabout: HouseRef | null;
  placingRoundabout: boolean;
  awaitingClaims: Choice | null;
  message: string;
  revealed: string[];
}

let game: GameState | null = null;
let bot: Bot = greedyBot;
let seed = 0;
let ui: Ui = fresh();

function fresh(): Ui {
  return { pair: null, house: null, roundabout: null, placingRoundabout: false, awaitingClaims: null, message: '', revealed: [] };
}

const el = <K extends keyof HTMLElementTagNameMap>(tag: K, props: Partial<HTMLElementTagNameMap[K]> & { dataset?: Record<string, string> } = {}, ...children: (Node | string)[]) => {
  const node = document.createElement(tag);
  const { dataset, ...rest } = props;
  Object.assign(node, rest);
  if (dataset !== undefined) Object.assign(node.dataset, dataset);
  node.append(...children);
  return node;
};

/** Runs an engine call from a click; a RuleError becomes the page's message, in the engine's words. */
function attempt(run: () => void): void {
  try {
    run();
  } catch (error) {
    if (!isRuleError(error)) throw error;
    ui.message = error.message;
  }
  render();
}

function start(form: HTMLFormElement): void {
  const data = new FormData(form);
  const bots = Number(data.get('bots'));
  const ruleset = String(data.get('ruleset')) as RulesetName;
  bot = data.get('bot') === 'random' ? randomBot : greedyBot;
  attempt(() => {
    game = createGame({
      players: [YOU, ...Array.from({ length: bots }, (_, i) => `bot${i + 1}`)],
      ruleset: bots === 0 ? 'original' : ruleset,
      seed: String(data.get('seed')),
      sheet: String(data.get('sheet')) as SheetKind,
      variants: { expert: data.has('expert'), roundabouts: data.has('roundabouts'), advancedPlans: data.has('advancedPlans') },
    });
    ui = fresh();
  });
}

/** Records your choice, lets the bots choose, and resolves the round. */
function submit(choice: Choice | PickChoice): void {
  attempt(() => {
    if (game === null) return;
    let state = applyChoice(game, YOU, choice);
    if (choice.type === 'pick') {
      game = state;
      ui = { ...fresh(), revealed: ui.revealed };
      return;
    }
    for (const player of state.players) {
      if (player.id === YOU) continue;
      for (let step = 0; step < 2 && state.players.find((p) => p.id === player.id)?.pending === null; step++) {
        state = applyChoice(state, player.id, bot(playerView(state, player.id), seed++));
      }
    }
    const round = state.round;
    state = resolveRound(state);
    const made = state.record.rounds[round - 1] ?? [];
    game = state;
    ui = { ...fresh(), revealed: state.players.map((player, i) => `${player.id}: ${made[i] === undefined ? '—' : choiceToText(made[i] as Choice)}`) };
  });
}

function clickHouse(street: number, house: number): void {
  if (game === null || game.status === 'over') return;
  const at = { street: street as 0 | 1 | 2, house };
  if (ui.placingRoundabout) {
    ui.roundabout = at;
    ui.placingRoundabout = false;
    ui.message = '';
    return render();
  }
  if (ui.pair === null) {
    ui.message = 'Choose one of the three pairs first, or refuse.';
    return render();
  }
  const fits = placements(game, YOU, ui.pair, ui.roundabout ?? undefined).some((p) => p.street === street && p.house === house);
  if (!fits) {
    // Why not, in the engine's words: the choice the click would make, checked.
    const check = validateChoice(game, YOU, { type: 'build', pair: ui.pair, street: at.street, house, ...(ui.roundabout === null ? {} : { roundabout: ui.roundabout }) });
    ui.message = check.ok ? '' : check.message;
    return render();
  }
  ui.house = at;
  ui.message = '';
  render();
}

function choose(choice: Choice): void {
  if (game === null) return;
  const sets = legalClaims(game, YOU, choice);
  if (sets.length === 0) return submit(choice);
  ui.awaitingClaims = choice;
  render();
}

function buildsHere(state: GameState): BuildChoice[] {
  if (ui.pair === null || ui.house === null) return [];
  const { street, house } = ui.house;
  const roundabout = ui.roundabout ?? undefined;
  return placements(state, YOU, ui.pair, roundabout)
    .filter((p) => p.street === street && p.house === house)
    .flatMap((p) => [...legalBuilds(state, YOU, ui.pair as PairIndex, p, roundabout)]);
}

function controls(state: GameState): HTMLElement {
  const panel = el('div', { className: 'panel' });
  const me = state.players.find((p) => p.id === YOU);
  if (me === undefined) return panel;
  if (ui.awaitingClaims !== null) {
    const choice = ui.awaitingClaims;
    panel.append(el('div', { className: 'status' }, 'Plans you may claim with this choice:'));
    const options = el('div', { className: 'options' });
    legalClaims(state, YOU, choice).forEach((claims: readonly PlanClaim[], k) => {
      const text = claims.map((claim) => `plan ${state.plans[claim.plan]?.label ?? claim.plan}`).join(' + ');
      options.append(el('button', { textContent: `claim ${text}`, onclick: () => submit({ ...choice, claims: [...claims] }), dataset: { testid: `claim-${k}` } }));
    });
    if (state.rules.claims === 'optional') options.append(el('button', { textContent: 'claim nothing now', onclick: () => submit(choice), dataset: { testid: 'claim-none' } }));
    panel.append(options);
    return panel;
  }
  if (state.variants.expert && me.pick === null) {
    panel.append(el('div', { className: 'status' }, 'Pick the number card to play (its pairs then show their effects):'));
    const options = el('div', { className: 'offer' });
    for (const pick of legalChoices(state, YOU).filter(isPick)) {
      options.append(el('button', { textContent: `card ${pick.card + 1}: ${state.offer[pick.card]?.number}`, onclick: () => submit(pick), dataset: { testid: `pick-${pick.card}` } }));
    }
    panel.append(options);
    return panel;
  }
  const view = playerView(state, YOU);
  const roundabout = ui.roundabout ?? undefined;
  const playable = legalPairs(state, YOU, roundabout);
  const offer = el('div', { className: 'offer' }, el('span', {}, `Round ${state.round}: `));
  view.offer.forEach((pair, i) => {
    const label = pair.effect === null ? `${pair.number} ?` : `${pair.number} ${pair.effect}`;
    offer.append(
      el('button', {
        textContent: label,
        className: ui.pair === i ? 'selected' : '',
        disabled: !playable.includes(i as PairIndex),
        onclick: () => {
          ui.pair = i as PairIndex;
          ui.house = null;
          ui.message = '';
          render();
        },
        dataset: { testid: `pair-${i}` },
      }),
    );
  });
  if (canRefuse(state, YOU, roundabout)) {
    const refusal: Choice = { type: 'refuse', ...(roundabout === undefined ? {} : { roundabout }), ...(state.variants.expert && me.pick !== null ? { card: me.pick } : {}) };
    offer.append(el('button', { textContent: 'refuse (cross a box)', onclick: () => choose(refusal), dataset: { testid: 'refuse' } }));
  }
  if (state.variants.roundabouts && legalRoundabouts(state, YOU).length > 0) {
    offer.append(
      el('button', {
        textContent: ui.roundabout === null ? (ui.placingRoundabout ? 'click a house for the roundabout' : 'add a roundabout') : 'no roundabout',
        onclick: () => {
          ui.placingRoundabout = ui.roundabout === null && !ui.placingRoundabout;
          ui.roundabout = null;
          ui.house = null;
          render();
        },
        dataset: { testid: 'roundabout' },
      }),
    );
  }
  panel.append(offer);
  const builds = buildsHere(state);
  if (builds.length > 0) {
    const options = el('div', { className: 'options' }, el('span', {}, 'Build: '));
    builds.forEach((build, k) => options.append(el('button', { textContent: choiceToText(build), onclick: () => choose(build), dataset: { testid: `build-${k}` } })));
    panel.append(options);
  }
  return panel;
}

function scores(state: GameState): HTMLElement {
  const result = state.result;
  if (result === null) return el('div');
  const head = el('tr', {}, ...['player', 'plans', 'parks', 'pools', 'temps', 'estates', 'bis', 'refusals', 'roundabouts', 'season', 'total', 'rank'].map((h) => el('th', {}, h)));
  const rows = result.players.map((p) => {
    const b = p.breakdown;
    const estates = b.estates.reduce((sum, e) => sum + e.points, 0);
    return el(
      'tr',
      { dataset: { testid: `score-${p.id}` } },
      el('td', {}, p.id),
      ...[b.plans, b.parks.reduce((a, c) => a + c, 0), b.pools, b.temps, estates, -b.bis, -b.refusals, -b.roundabouts, b.seasonal].map((n) => el('td', {}, String(n))),
      el('td', { dataset: { testid: `total-${p.id}` } }, String(b.total)),
      el('td', {}, String(p.rank)),
    );
  });
  return el('div', { className: 'panel', dataset: { testid: 'scores' } }, el('div', { className: 'status' }, `Game over. Winners: ${result.winners.join(', ')}`), el('table', {}, head, ...rows));
}

function render(): void {
  const app = document.getElementById('app') as HTMLElement;
  app.replaceChildren();
  if (game === null) {
    app.append(el('p', {}, 'Choose the game above and press New game.'));
    return;
  }
  const state = game;
  const me = state.players.find((p) => p.id === YOU);
  app.append(el('div', { className: 'message', dataset: { testid: 'message' } }, ui.message));
  if (state.status === 'over') app.append(scores(state));
  else if (me !== undefined) app.append(controls(state));
  if (me !== undefined) {
    const fits = ui.pair === null || ui.house !== null || ui.awaitingClaims !== null ? [] : placements(state, YOU, ui.pair, ui.roundabout ?? undefined);
    const spots = ui.placingRoundabout ? legalRoundabouts(state, YOU) : [];
    app.append(el('div', { className: 'panel' }, drawSheet(me.sheet, state.plans, { fits: [...fits, ...spots], chosen: [ui.house, ui.roundabout], onHouse: clickHouse })));
  }
  if (ui.revealed.length > 0) app.append(el('div', { className: 'panel', dataset: { testid: 'revealed' } }, el('div', { className: 'status' }, 'Last round:'), ...ui.revealed.map((line) => el('div', {}, line))));
  const others = el('div', { className: 'others' });
  for (const player of state.players) if (player.id !== YOU) others.append(el('div', { className: 'panel' }, el('div', { className: 'status' }, player.id), el('pre', {}, renderSheet(player.sheet))));
  app.append(others);
  const record = JSON.stringify(state.record);
  app.append(
    el(
      'div',
      { className: 'panel' },
      el('a', { href: `data:application/json;charset=utf-8,${encodeURIComponent(record)}`, download: 'welcome-to-record.json', textContent: 'Download the record', dataset: { testid: 'download' } }),
      el('pre', { hidden: true, textContent: record, dataset: { testid: 'record' } }),
    ),
  );
}

function load(file: File): void {
  void file.text().then((text) =>
    attempt(() => {
      game = replay(JSON.parse(text) as GameRecord);
      ui = fresh();
      if (!game.players.some((p) => p.id === YOU)) ui.message = `This record has no player "${YOU}": it is shown, not played.`;
    }),
  );
}

const form = document.getElementById('setup') as HTMLFormElement;
form.addEventListener('submit', (event) => {
  event.preventDefault();
  start(form);
});
form.querySelector<HTMLInputElement>('[data-testid=load]')?.addEventListener('change', (event) => {
  const file = (event.target as HTMLInputElement).files?.[0];
  if (file !== undefined) load(file);
});
// ?seed=…&bots=…: a link can start a given game (the browser test uses it).
const params = new URLSearchParams(location.search);
for (const [name, value] of params) {
  const field = form.elements.namedItem(name);
  if (field instanceof HTMLInputElement && field.type === 'checkbox') field.checked = value === '1';
  else if (field instanceof HTMLInputElement || field instanceof HTMLSelectElement) field.value = value;
}
if (params.has('seed')) start(form);
else render();
