// The game and the choice being made, and every step of it: what the page shows follows
// from this state alone (step()), and every click is one of the actions below. The
// rules are the engine's: what fits, what is legal, what a choice does, the scores.
import {
  applyChoice,
  canRefuse,
  createGame,
  describeRound,
  botFor,
  greedyBot,
  isPick,
  isRuleError,
  legalChoices,
  legalClaims,
  legalPairs,
  legalRoundabouts,
  placements,
  playerView,
  previewChoice,
  randomBot,
  replay,
  resolveRound,
  targetsAt,
  validateChoice,
  type Bot,
  type BotLevel,
  type BuildTargets,
  type CardIndex,
  type Choice,
  type GameOptions,
  type GameRecord,
  type GameState,
  type HouseRef,
  type Locale,
  type PairIndex,
  type PlanClaim,
  type PickChoice,
  type PlayerView,
  type RoundDescription,
  type RuleErrorCode,
  type RuleErrorDetails,
  type Sheet,
  type StreetIndex,
} from '../src/index.ts';
import type { SpectatorView } from '../src/adapters/boardgame-io/index.ts';
import type { Strings } from './i18n.ts';

export const YOU = 'you';

/**
 * The game the page shows: the whole state of a game played here against bots, or your
 * view of a match played on a server with other people (remote.ts), which holds no card
 * to come and no other player's choice before the round resolves.
 */
export type Shown = GameState | PlayerView | SpectatorView;

/** Whether the game shown is a whole state (played here), not a view of a server's match. */
export const isState = (game: Shown): game is GameState => 'record' in game;

/** The game shown, when you play in it: a state or your view, not a spectator's. */
export const played = (game: Shown | null): GameState | PlayerView | null => (game === null || 'spectator' in game ? null : game);

/** Your part of the game shown: your sheet, your expert pick, your choice waiting for the round's end. */
export interface Mine {
  readonly id: string;
  readonly sheet: Sheet;
  readonly pick: CardIndex | null;
  readonly pending: Choice | null;
}

/** A message beside the sheet: one of the page's own, or a rule the click would break (worded by playerMessage). */
export type Note =
  | { readonly page: 'chooseCardFirst' | 'chooseEffect' | 'notARoundabout' | 'confirmOrBack' | 'badRecord' | 'noMatchRecord' }
  | { readonly page: 'notPlayed'; readonly id: string }
  | { readonly rule: { readonly code: RuleErrorCode; readonly details: RuleErrorDetails } };

/** The choice being made, a step at a time. Each action pushes the draft before it, so Back pops. */
export interface Draft {
  readonly roundabout: HouseRef | null;
  readonly placing: boolean;
  readonly pair: PairIndex | null;
  readonly house: HouseRef | null;
  readonly truck: 'left' | 'right' | null;
  /** The build (its target chosen) or the refusal, without claims. */
  readonly choice: Choice | null;
  /** The claim set chosen among legalClaims: -1 for none. */
  readonly claims: number;
  readonly reshuffle: boolean;
}

const EMPTY: Draft = { roundabout: null, placing: false, pair: null, house: null, truck: null, choice: null, claims: -1, reshuffle: false };

/** What the player is asked now. */
export type Step =
  | { readonly kind: 'idle' }
  | { readonly kind: 'waiting' }
  | { readonly kind: 'over' }
  | { readonly kind: 'pick'; readonly picks: readonly CardIndex[] }
  | { readonly kind: 'roundabout'; readonly spots: readonly HouseRef[] }
  | { readonly kind: 'pair'; readonly pairs: readonly PairIndex[]; readonly refuse: boolean; readonly roundabouts: boolean }
  | { readonly kind: 'house'; readonly pair: PairIndex; readonly houses: readonly HouseRef[] }
  | { readonly kind: 'truck'; readonly ends: readonly ('left' | 'right')[] }
  | { readonly kind: 'effect'; readonly targets: BuildTargets; readonly preview: Sheet | null }
  | { readonly kind: 'confirm'; readonly choice: Choice; readonly sets: readonly (readonly PlanClaim[])[]; readonly optional: boolean; readonly reshuffle: boolean; readonly preview: Sheet | null };

export interface Table {
  game: Shown | null;
  /** Your seat: `you` against bots, the seat boardgame.io gave you at a server's match. */
  me: string;
  /** The other players' names at a server's match, by seat. */
  names: Readonly<Record<string, string>>;
  /** At a server's match, how a choice reaches the server (remote.ts); null against bots. */
  send: ((choice: Choice | PickChoice) => void) | null;
  /** At a server's match, the choice (or pick) sent and not yet shown taken by the server's view. */
  sent: Choice | PickChoice | null;
  bot: Bot;
  botSeed: number;
  draft: Draft;
  history: Draft[];
  note: Note | null;
  /** The round log in words, per language, filled as it is asked for. */
  logs: Record<Locale, RoundDescription[]>;
}

export const table: Table = { game: null, me: YOU, names: {}, send: null, sent: null, bot: greedyBot, botSeed: 0, draft: EMPTY, history: [], note: null, logs: { en: [], fr: [] } };

const same = (a: HouseRef, b: HouseRef) => a.street === b.street && a.house === b.house;
const unique = (refs: readonly HouseRef[]) => refs.filter((ref, i) => refs.findIndex((other) => same(other, ref)) === i).map(({ street, house }) => ({ street, house }));

export function me(): Mine | undefined {
  const game = played(table.game);
  if (game === null) return undefined;
  if (isState(game)) return game.players.find((player) => player.id === table.me);
  return game.player === table.me ? { id: game.player, sheet: game.sheet, pick: game.pick, pending: game.pending } : undefined;
}

/** Your view of the game you play. */
export function viewOf(game: GameState | PlayerView): PlayerView {
  return isState(game) ? playerView(game, table.me) : game;
}

/** Runs an engine call; a rule it breaks becomes the note (in words when shown), anything else is a bug. */
function attempt(run: () => void): void {
  try {
    run();
  } catch (error) {
    if (!isRuleError(error)) throw error;
    table.note = { rule: { code: error.code, details: error.details } };
  }
}

function reset(game: Shown | null): void {
  table.game = game;
  table.draft = EMPTY;
  table.history = [];
  table.note = null;
  table.logs = { en: [], fr: [] };
}

/** The bots the page offers: the library's levels, and the random bot. */
export type BotChoice = BotLevel | 'random';

export function start(options: GameOptions, bot: BotChoice): void {
  table.bot = bot === 'random' ? randomBot : botFor(bot);
  table.botSeed = 0;
  playHere();
  attempt(() => reset(createGame(options)));
}

export function load(text: string): void {
  let record: GameRecord;
  try {
    record = JSON.parse(text) as GameRecord;
  } catch {
    table.note = { page: 'badRecord' };
    return;
  }
  attempt(() => {
    playHere();
    reset(replay(record));
    if (me() === undefined) table.note = { page: 'notPlayed', id: YOU };
  });
}

/** The page plays its own game again (you against bots), no server's match. */
function playHere(): void {
  table.me = YOU;
  table.names = {};
  table.send = null;
  table.sent = null;
}

/**
 * At a server's match: your seat (none for a spectator) and how your choices reach the
 * server. The view and the names come with each of the server's updates ({@link showView}).
 */
export function joinTable(seat: string, send: (choice: Choice | PickChoice) => void): void {
  table.me = seat;
  table.names = {};
  table.send = send;
  table.sent = null;
  reset(null);
}

/** Leaves a server's match for the page's own games: nothing shown until one starts. */
export function leaveTable(): void {
  playHere();
  reset(null);
}

/** A server's update: your view of the match (or a spectator's); a new round (or a new pick) starts your choice over. */
export function showView(view: PlayerView | SpectatorView, names: Readonly<Record<string, string>>): void {
  const before = table.game;
  table.names = names;
  table.game = view;
  if (before === null || before.round !== view.round || before.status !== view.status || ('player' in before && 'player' in view && before.pick !== view.pick)) restartRound();
  // What was sent is in the view (or its round is over): the page goes on from the view.
  const sent = table.sent;
  if (sent !== null && (before?.round !== view.round || !('player' in view) || (isPick(sent) ? view.pick !== null : view.pending !== null))) table.sent = null;
}

/** Tries a preview; a choice the engine would refuse has none. */
function preview(choice: Choice): Sheet | null {
  const game = played(table.game);
  if (game === null) return null;
  try {
    return previewChoice(game, table.me, choice).sheet;
  } catch (error) {
    if (isRuleError(error)) return null;
    throw error;
  }
}

function targetsOf(game: GameState | PlayerView, draft: Draft): BuildTargets | null {
  if (draft.pair === null || draft.house === null) return null;
  return targetsAt(game, table.me, draft.pair, draft.house, { roundabout: draft.roundabout ?? undefined, truck: draft.truck ?? undefined });
}

/** The choices the effect step offers, one per target. */
export function targetChoices(targets: BuildTargets): Choice[] {
  return [
    ...(targets.none === undefined ? [] : [targets.none]),
    ...targets.fences.map((t) => t.choice),
    ...targets.bis.map((t) => t.choice),
    ...targets.temps.map((t) => t.choice),
    ...targets.improvements.map((t) => t.choice),
    ...(targets.park === undefined ? [] : [targets.park]),
    ...(targets.pool === undefined ? [] : [targets.pool]),
  ];
}

/** The final choice: the draft's with its claims and reshuffle. */
export function finalChoice(draft: Draft, sets: readonly (readonly PlanClaim[])[]): Choice | null {
  if (draft.choice === null) return null;
  const claims = sets[draft.claims];
  return { ...draft.choice, ...(claims === undefined ? {} : { claims: [...claims] }), ...(claims !== undefined && draft.reshuffle ? { reshuffle: true } : {}) };
}

export function step(): Step {
  const game = played(table.game);
  const mine = me();
  if (game === null || mine === undefined) return { kind: 'idle' };
  if (game.status === 'over') return { kind: 'over' };
  // At a server's match, your choice sent (taken, or on its way): the round waits for the others.
  if (mine.pending !== null || table.sent !== null) return { kind: 'waiting' };
  const draft = table.draft;
  if (game.variants.expert && mine.pick === null) return { kind: 'pick', picks: legalChoices(game, table.me).filter(isPick).map((pick) => pick.card) };
  if (draft.choice !== null) {
    const sets = legalClaims(game, table.me, draft.choice);
    const optional = game.rules.claims === 'optional';
    const chosen = finalChoice(draft, sets);
    const claims = sets[draft.claims];
    const reshuffle = claims !== undefined && validateChoice(game, table.me, { ...draft.choice, claims: [...claims], reshuffle: true }).ok;
    return { kind: 'confirm', choice: draft.choice, sets, optional, reshuffle, preview: chosen === null ? null : preview(chosen) };
  }
  const roundabout = draft.roundabout ?? undefined;
  if (draft.house !== null && draft.pair !== null) {
    const targets = targetsOf(game, draft) as BuildTargets;
    if (targets.trucks.length > 0 && draft.truck === null) return { kind: 'truck', ends: targets.trucks };
    const first = targets.none ?? targetChoices(targets)[0];
    return { kind: 'effect', targets, preview: first === undefined ? null : preview(first) };
  }
  if (draft.pair !== null) return { kind: 'house', pair: draft.pair, houses: unique(placements(game, table.me, draft.pair, roundabout)) };
  if (draft.placing) return { kind: 'roundabout', spots: roundaboutSpots(game) };
  return {
    kind: 'pair',
    pairs: legalPairs(game, table.me, roundabout),
    refuse: canRefuse(game, table.me, roundabout),
    roundabouts: game.variants.roundabouts && draft.roundabout === null && roundaboutSpots(game).length > 0,
  };
}

/**
 * The houses where a roundabout leads somewhere this round: a pair fits after it, or it
 * goes with a refusal. A player who must build (a picked card that fits only after a
 * roundabout) is not offered a house where nothing then fits.
 */
function roundaboutSpots(game: GameState | PlayerView): HouseRef[] {
  return legalRoundabouts(game, table.me).filter((spot) => legalPairs(game, table.me, spot).length > 0 || canRefuse(game, table.me, spot));
}

/** Moves the draft on; a step with one way forward takes it at once. */
function advance(next: Draft): void {
  table.history.push(table.draft);
  table.draft = next;
  table.note = null;
  const game = played(table.game);
  if (game === null) return;
  // One target only (and no truck to choose): nothing to ask.
  if (next.choice === null && next.house !== null && next.pair !== null) {
    const targets = targetsOf(game, next);
    if (targets !== null && (targets.trucks.length === 0 || next.truck !== null)) {
      const choices = targetChoices(targets);
      if (choices.length === 1) table.draft = { ...next, choice: choices[0] as Choice, claims: firstClaims(game, choices[0] as Choice) };
    }
  }
}

/** A plan the choice fulfils is claimed by default (the first set); under optional claims the player may say no. */
function firstClaims(game: GameState | PlayerView, choice: Choice): number {
  return legalClaims(game, table.me, choice).length > 0 ? 0 : -1;
}

export function back(): void {
  const previous = table.history.pop();
  if (previous !== undefined) table.draft = previous;
  table.note = null;
}

export function restartRound(): void {
  table.draft = EMPTY;
  table.history = [];
  table.note = null;
}

export function pick(card: CardIndex): void {
  const game = played(table.game);
  if (game === null) return;
  if (!isState(game)) return send({ type: 'pick', card });
  attempt(() => {
    table.game = applyChoice(game, table.me, { type: 'pick', card });
    restartRound();
  });
}

export function choosePair(pair: PairIndex): void {
  advance({ ...EMPTY, roundabout: table.draft.roundabout, pair });
}

export function toggleRoundabout(): void {
  if (table.draft.roundabout !== null || table.draft.placing) advance({ ...EMPTY });
  else advance({ ...EMPTY, placing: true });
}

export function chooseTruck(truck: 'left' | 'right'): void {
  advance({ ...table.draft, truck });
}

export function chooseTarget(choice: Choice): void {
  const game = played(table.game);
  if (game === null) return;
  advance({ ...table.draft, choice, claims: firstClaims(game, choice), reshuffle: false });
}

export function refuse(): void {
  const game = played(table.game);
  const mine = me();
  if (game === null || mine === undefined) return;
  const roundabout = table.draft.roundabout;
  const choice: Choice = { type: 'refuse', ...(roundabout === null ? {} : { roundabout }), ...(game.variants.expert && mine.pick !== null ? { card: mine.pick } : {}) };
  advance({ ...EMPTY, roundabout, choice, claims: firstClaims(game, choice) });
}

export function chooseClaims(index: number): void {
  table.draft = { ...table.draft, claims: index, reshuffle: index < 0 ? false : table.draft.reshuffle };
}

export function setReshuffle(on: boolean): void {
  table.draft = { ...table.draft, reshuffle: on };
}

/** A click on a house of your sheet, at whatever step. */
export function clickHouse(at: HouseRef): void {
  const now = step();
  const game = played(table.game);
  const draft = table.draft;
  if (game === null) return;
  switch (now.kind) {
    case 'roundabout':
      if (now.spots.some((spot) => same(spot, at))) advance({ ...EMPTY, roundabout: at });
      else table.note = { page: 'notARoundabout' };
      return;
    case 'pair':
      table.note = { page: 'chooseCardFirst' };
      return;
    case 'house':
      if (now.houses.some((house) => same(house, at))) return advance({ ...draft, house: at, truck: null, choice: null });
      return explain({ type: 'build', pair: now.pair, street: at.street, house: at.house, ...(draft.roundabout === null ? {} : { roundabout: draft.roundabout }) });
    case 'effect': {
      const bis = now.targets.bis.find((target) => same(target, at));
      if (bis !== undefined) return chooseTarget(bis.choice);
      if (draft.house !== null && same(draft.house, at) && now.targets.pool !== undefined) return chooseTarget(now.targets.pool);
      // Another house where the pair fits: the player changed their mind.
      if (draft.pair !== null && !same(draft.house as HouseRef, at) && placements(game, table.me, draft.pair, draft.roundabout ?? undefined).some((p) => same(p, at))) {
        table.draft = table.history.pop() ?? draft;
        return advance({ ...draft, house: at, truck: null, choice: null });
      }
      table.note = { page: 'chooseEffect' };
      return;
    }
    case 'confirm':
      table.note = { page: 'confirmOrBack' };
      return;
    default:
      return;
  }
}

/** A click on a fence slot of your sheet. */
export function clickSlot(street: StreetIndex, slot: number): void {
  const now = step();
  if (now.kind !== 'effect') return clickElsewhere();
  const fence = now.targets.fences.find((target) => target.street === street && target.slot === slot);
  if (fence !== undefined) return chooseTarget(fence.choice);
  const base = now.targets.none ?? targetChoices(now.targets)[0];
  if (base?.type === 'build' && now.targets.fences.length > 0) return explain({ ...base, effect: { type: 'fence', street, slot } });
  table.note = { page: 'chooseEffect' };
}

export function clickEstate(size: number): void {
  const now = step();
  if (now.kind !== 'effect') return clickElsewhere();
  const target = now.targets.improvements.find((t) => t.size === size);
  if (target !== undefined) return chooseTarget(target.choice);
  table.note = { page: 'chooseEffect' };
}

export function clickPark(street: StreetIndex): void {
  const now = step();
  if (now.kind !== 'effect') return clickElsewhere();
  if (now.targets.park !== undefined && table.draft.house?.street === street) return chooseTarget(now.targets.park);
  table.note = { page: 'chooseEffect' };
}

function clickElsewhere(): void {
  const now = step();
  if (now.kind === 'pair') table.note = { page: 'chooseCardFirst' };
  else if (now.kind === 'effect') table.note = { page: 'chooseEffect' };
  else if (now.kind === 'confirm') table.note = { page: 'confirmOrBack' };
}

/** Why a choice is refused, in the engine's terms (worded when shown). */
function explain(choice: Choice): void {
  const game = played(table.game);
  if (game === null) return;
  const check = validateChoice(game, table.me, choice);
  table.note = check.ok ? null : { rule: { code: check.code, details: check.details } };
}

/** Records your choice, lets the bots choose, and resolves the round. */
export function confirm(): void {
  const game = played(table.game);
  const now = step();
  if (game === null || now.kind !== 'confirm') return;
  const choice = finalChoice(table.draft, now.sets);
  if (choice === null) return;
  if (!isState(game)) return send(choice);
  attempt(() => {
    let state = applyChoice(game, table.me, choice);
    for (const player of state.players) {
      if (player.id === table.me) continue;
      // An expert bot picks, then chooses: two steps.
      for (let k = 0; k < 2 && state.players.find((p) => p.id === player.id)?.pending === null; k++) {
        state = applyChoice(state, player.id, table.bot(playerView(state, player.id), table.botSeed++));
      }
    }
    table.game = resolveRound(state);
    restartRound();
  });
}

/** Your choice (or pick) to the server, checked first as the server will check it; the draft starts over for the next step. */
function send(choice: Choice | PickChoice): void {
  const game = played(table.game);
  if (game === null || table.send === null) return;
  const check = validateChoice(game, table.me, choice);
  if (!check.ok) {
    table.note = { rule: { code: check.code, details: check.details } };
    return;
  }
  table.send(choice);
  table.sent = choice;
  restartRound();
}

/** The round log in a language: every resolved round, worded once. */
export function roundLog(locale: Locale): readonly RoundDescription[] {
  const game = played(table.game);
  const log = table.logs[locale];
  // A view holds no record to word the rounds from.
  if (game === null || !isState(game)) return log;
  for (let round = log.length + 1; round <= game.record.rounds.length; round++) log.push(describeRound(game, round, { locale }));
  return log;
}

/** A player's name as the page shows it. */
export function playerName(id: string, strings: Strings): string {
  if (id === table.me) return strings.you;
  const name = table.names[id];
  if (name !== undefined) return name;
  const bot = /^bot(\d+)$/.exec(id);
  if (bot !== null) return strings.botName(bot[1] as string);
  // A server's seat nobody named (a bot plays it, or it is free): its place at the table, from 1.
  return /^\d$/.test(id) ? strings.seatName(Number(id) + 1) : id;
}
