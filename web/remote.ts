// A match of the server the page is served by (the server recipe, examples/server/),
// played with other people: the lobby at the page's own address (`./games/…`, which the
// server passes on to its lobby), your seat kept in this browser (localStorage) so that
// a reload or a lost connection comes back to it, and the match through boardgame.io's
// client, each choice sent by the engine's choiceSender until the view shows it.
import { Client } from 'boardgame.io/client';
import { SocketIO } from 'boardgame.io/multiplayer';
import { choiceSender, clientView, GAME_NAME, welcomeToGame, type SpectatorView, type WelcomeToSetupData } from '../src/adapters/boardgame-io/index.ts';
import { isBotLevel, type BotLevel, type Choice, type PickChoice, type PlayerView } from '../src/index.ts';

/** Your seat at a match: what the lobby gave when you joined. */
export interface Seat {
  readonly matchID: string;
  readonly playerID: string;
  readonly credentials: string;
  readonly name: string;
}

/** A seat of a match as the lobby lists it: its player's name once taken, whether connected, whether a bot stands in, whether anyone took it. */
export interface ListedSeat {
  readonly id: string;
  readonly name: string | null;
  readonly connected: boolean;
  readonly standIn: boolean;
  /** Taken once (its player connected), whoever holds it now: a free seat not taken is one nobody took. */
  readonly taken: boolean;
}

/** What the lobby answered when it refused: its status and words. */
export class LobbyRefused extends Error {
  constructor(readonly status: number, message: string) {
    super(message);
  }
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A lobby request at the page's own address: the answer's JSON, or LobbyRefused. */
async function lobby(path: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`./games/${GAME_NAME}${path}`, body === undefined ? {} : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!response.ok) throw new LobbyRefused(response.status, await response.text());
  return response.json();
}

/** Whether the page is served by the server recipe, with a lobby to create matches in. */
export async function hasLobby(): Promise<boolean> {
  const response = await fetch(`./games/${GAME_NAME}`).catch(() => null);
  return response?.ok === true;
}

/** The level of the server's stand-ins (`/server.json`), or null when it runs none: then a match cannot name its bots. */
export async function serverBots(): Promise<BotLevel | null> {
  const response = await fetch('./server.json').catch(() => null);
  const about: unknown = response?.ok === true ? await response.json().catch(() => null) : null;
  const bots = isObject(about) ? about.bots : null;
  return isBotLevel(bots) ? bots : null;
}

/** The seats of a match as the lobby lists them (names, connections, stand-ins). */
export async function seatsOf(matchID: string): Promise<ListedSeat[]> {
  const match = await lobby(`/${encodeURIComponent(matchID)}`);
  return listed(isObject(match) ? match.players : undefined);
}

/** Seats as boardgame.io lists them (the lobby's match, a client's matchData): read from outside, checked. */
function listed(players: unknown): ListedSeat[] {
  return (Array.isArray(players) ? players : []).filter(isObject).map((player) => ({
    id: String(player.id),
    name: typeof player.name === 'string' ? player.name : null,
    connected: player.isConnected === true,
    standIn: isObject(player.data) && isObject(player.data.standIn) && player.data.standIn.playing === true,
    taken: player.isConnected !== undefined,
  }));
}

const KEY = (matchID: string) => `welcome-to:seat:${matchID}`;

/** The seat this browser holds at `matchID`, if it joined it. */
export function rememberedSeat(matchID: string): Seat | null {
  let stored: unknown;
  try {
    stored = JSON.parse(localStorage.getItem(KEY(matchID)) ?? 'null');
  } catch {
    return null;
  }
  if (!isObject(stored) || typeof stored.playerID !== 'string' || typeof stored.credentials !== 'string' || typeof stored.name !== 'string') return null;
  return { matchID, playerID: stored.playerID, credentials: stored.credentials, name: stored.name };
}

function remember(seat: Seat): void {
  localStorage.setItem(KEY(seat.matchID), JSON.stringify({ playerID: seat.playerID, credentials: seat.credentials, name: seat.name }));
}

/** Joins `matchID` by name, at its first free seat, and keeps the seat in this browser. */
export async function join(matchID: string, name: string): Promise<Seat> {
  const answer = await lobby(`/${encodeURIComponent(matchID)}/join`, { playerName: name });
  if (!isObject(answer) || typeof answer.playerID !== 'string' || typeof answer.playerCredentials !== 'string') throw new LobbyRefused(500, 'the lobby gave no seat');
  const seat = { matchID, playerID: answer.playerID, credentials: answer.playerCredentials, name };
  remember(seat);
  return seat;
}

/** A new match of `players` seats dealt with `setupData`, and your seat at it. */
export async function create(players: number, setupData: WelcomeToSetupData, name: string): Promise<Seat> {
  const answer = await lobby('/create', { numPlayers: players, setupData });
  if (!isObject(answer) || typeof answer.matchID !== 'string') throw new LobbyRefused(500, 'the lobby made no match');
  return join(answer.matchID, name);
}

/** Leaves the seat through the lobby (a bot stands in when the server has one) and forgets it here. */
export async function leave(seat: Seat): Promise<void> {
  localStorage.removeItem(KEY(seat.matchID));
  await lobby(`/${encodeURIComponent(seat.matchID)}/leave`, { playerID: seat.playerID, credentials: seat.credentials });
}

/** A seat connected to its match: your choices sent, and the connection ended. */
export interface Connection {
  readonly send: (choice: Choice | PickChoice) => void;
  readonly stop: () => void;
}

/**
 * Connects `seat` to its match on the server the page is served by: `onView` is called
 * with your view and the seats (names, connections, stand-ins) at each of the server's
 * updates.
 */
export function connect(seat: Seat, onView: (view: PlayerView, seats: ListedSeat[]) => void): Connection {
  const client = Client({ game: welcomeToGame(), matchID: seat.matchID, playerID: seat.playerID, credentials: seat.credentials, multiplayer: SocketIO({ server: location.origin }), debug: false });
  const sender = choiceSender(client);
  let round = 0;
  client.subscribe((state) => {
    const view = clientView(state?.G);
    if (view === undefined || !('player' in view)) return;
    round = view.round;
    // The seats as the server last told this client: who is there, connected or stood in for.
    onView(view, listed(client.matchData));
  });
  client.start();
  return {
    send: (choice) => sender.send(choice, round),
    stop: () => {
      sender.stop();
      client.stop();
    },
  };
}

/**
 * Watches a match without a seat: `onView` is called with what the server shows a
 * spectator (the adapter's spectator view: every sheet, the offer as the whole table sees
 * it, no card to come, no choice before its round resolves) and the seats, at each of the
 * server's updates.
 */
export function watch(matchID: string, onView: (view: SpectatorView, seats: ListedSeat[]) => void): Connection {
  const client = Client({ game: welcomeToGame(), matchID, multiplayer: SocketIO({ server: location.origin }), debug: false });
  client.subscribe((state) => {
    const view = clientView(state?.G);
    if (view !== undefined && 'spectator' in view) onView(view, listed(client.matchData));
  });
  client.start();
  return { send: () => undefined, stop: () => client.stop() };
}
