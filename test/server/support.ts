// What the server tests share: the recipe's server as a child process, the database
// (DATABASE_URL and WELCOME_TO_PG, from scripts/with-postgres.mjs), and socket clients
// that play a seat and keep playing across a server's or a database's restart.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import pg from 'pg';
import { afterEach } from 'vitest';
import type { Client as ClientType } from 'boardgame.io/client';
import type { LobbyClient as LobbyClientType } from 'boardgame.io/client';
import type { SocketIO as SocketIOType } from 'boardgame.io/multiplayer';
import { choiceSender, clientView, welcomeToGame } from '../../src/adapters/boardgame-io/index.js';
import type { Bot, GameState } from '../../src/index.js';

const require = createRequire(import.meta.url);
// boardgame.io 0.50 has no `exports` map: its CommonJS files, named.
const { Client, LobbyClient } = require('boardgame.io/dist/cjs/client.js') as { Client: typeof ClientType; LobbyClient: typeof LobbyClientType };
const { SocketIO } = require('boardgame.io/dist/cjs/multiplayer.js') as { SocketIO: typeof SocketIOType };

export const LOCAL = '127.0.0.1';
const root = new URL('../../', import.meta.url);
export const SERVER = new URL('examples/server/server.mjs', root).pathname;

/** The database the tests run against, and how to restart its server. */
export interface Database {
  readonly url: string;
  readonly pg: { readonly bin: string; readonly data: string; readonly port: number; readonly user: string | null; readonly log: string } | undefined;
}

/** The database of `npm run test:server`, or undefined when none is set. */
export function database(): Database | undefined {
  const url = process.env.DATABASE_URL;
  if (url === undefined || url === '') return undefined;
  const given = process.env.WELCOME_TO_PG;
  return { url, pg: given === undefined ? undefined : (JSON.parse(given) as Database['pg']) };
}

/** The database, or an error that says how to get one. */
export function requireDatabase(): Database {
  const found = database();
  if (found === undefined) throw new Error('no database: run the server tests with npm run test:server (it starts a throwaway PostgreSQL), or set DATABASE_URL');
  return found;
}

/** Runs one SQL statement on the database. */
export async function query<Row extends Record<string, unknown>>(db: Database, sql: string, params: readonly unknown[] = []): Promise<Row[]> {
  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  try {
    return (await client.query(sql, params as unknown[])).rows as Row[];
  } finally {
    await client.end();
  }
}

/** The recipe's embedded store: the folder of its files (the server's DATA_DIR), in a folder of its own. */
export interface FileStore {
  readonly dir: string;
}

/** A new, empty folder for the embedded store. */
export const fileStore = (): FileStore => ({ dir: mkdtempSync(join(tmpdir(), 'welcome-to-data-')) });

/** The file node-persist (boardgame.io's FlatFile) keeps `key` in: the MD5 of the key, as a name. */
const itemFile = (store: FileStore, key: string) => join(store.dir, createHash('md5').update(key).digest('hex'));

/** What the embedded store holds under `key` (`matchID`, `matchID:metadata`…), or undefined. */
export function fileItem<T>(store: FileStore, key: string): T | undefined {
  const file = itemFile(store, key);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as { value: T }).value : undefined;
}

/** Writes `value` under `key` in the embedded store's folder, as an operator (or an intruder) might. */
export function writeFileItem(store: FileStore, key: string, value: unknown): void {
  writeFileSync(itemFile(store, key), JSON.stringify({ key, value }));
}

const isFileStore = (db: Database | FileStore): db is FileStore => 'dir' in db;

/** A match's stored state, as boardgame.io keeps it: `G` the engine's game, `_stateID` its version. */
export async function storedState(db: Database | FileStore, matchID: string): Promise<{ G: GameState; _stateID: number; ctx: { gameover?: unknown } } | undefined> {
  if (isFileStore(db)) return fileItem(db, matchID);
  const rows = await query<{ state: { G: GameState; _stateID: number; ctx: { gameover?: unknown } } }>(db, 'SELECT state FROM "Games" WHERE id = $1', [matchID]);
  return rows[0]?.state;
}

/** Runs `pg_ctl ACTION` on the tests' PostgreSQL (`restart`, `stop`: fast, sessions ended; `start`), waiting until done. */
export function databaseServer(db: Database, action: 'restart' | 'stop' | 'start'): void {
  if (db.pg === undefined) throw new Error('the database was not started by scripts/with-postgres.mjs: it cannot be restarted');
  const { bin, data, port, user, log } = db.pg;
  const args = [
    '-D',
    data,
    '-l',
    log,
    '-w',
    ...(action === 'start' ? [] : ['-m', 'fast']),
    ...(action === 'stop' ? [] : ['-o', `-c listen_addresses=127.0.0.1 -p ${port} -k ${join(data, '..')}`]),
    action,
  ];
  const file = join(bin, 'pg_ctl');
  if (user === null) execFileSync(file, args, { stdio: 'ignore' });
  else execFileSync('runuser', ['-u', user, '--', file, ...args], { stdio: 'ignore' });
}

/** Restarts PostgreSQL under whatever uses it. */
export const restartDatabase = (db: Database): void => databaseServer(db, 'restart');

/** A port nothing listens on now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen({ host: LOCAL, port: 0 }, () => {
      const address = probe.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** The recipe's server, running in a child process. */
export interface RunningServer {
  readonly child: ChildProcess;
  readonly port: number;
  readonly apiPort: number;
  /** Every JSON line it wrote to stderr (`refused`, `failed`), as it came. */
  readonly events: Record<string, unknown>[];
  /** Every line of boardgame.io's logger it wrote to stderr (`ERROR: invalid move: …`), as it came. */
  readonly errors: string[];
  /** Resolves when the process has ended. */
  readonly exited: Promise<void>;
}

/** Starts `node examples/server/server.mjs` on these ports and waits until it listens. */
export async function startServer(db: Database | FileStore, port: number, apiPort: number, env: Record<string, string> = {}): Promise<RunningServer> {
  // The embedded store: no DATABASE_URL (the one of npm run test:server unset), its folder DATA_DIR.
  const store = isFileStore(db) ? { DATABASE_URL: '', DATA_DIR: db.dir } : { DATABASE_URL: db.url };
  const child = spawn(process.execPath, [SERVER], {
    env: { ...process.env, ...store, HOST: LOCAL, PORT: String(port), API_PORT: String(apiPort), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const events: Record<string, unknown>[] = [];
  const errors: string[] = [];
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  createInterface({ input: child.stderr as NodeJS.ReadableStream }).on('line', (line) => {
    if (line.startsWith('{')) events.push(JSON.parse(line) as Record<string, unknown>);
    else if (line.startsWith('ERROR:')) errors.push(line);
  });
  const listening = await new Promise<{ port: number; apiPort: number }>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
    lines.on('line', (line) => {
      if (line.startsWith('{')) resolve(JSON.parse(line) as { port: number; apiPort: number });
    });
    void exited.then(() => reject(new Error(`the server ended before it listened: ${JSON.stringify(events)}`)));
  });
  return { child, port: listening.port, apiPort: listening.apiPort, events, errors, exited };
}

/** Ends a server: SIGKILL by default, as a crash would. */
export async function stopServer(server: RunningServer, signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
  if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill(signal);
  await server.exited;
}

/** A boardgame.io client, as `Client` makes it. */
export type BgioClient = ReturnType<typeof Client>;

/** A new match of `players` on the server's lobby, each seat joined: the match and the seats' credentials. */
export async function newMatch(apiPort: number, players: number): Promise<{ matchID: string; credentials: string[] }> {
  const lobby = new LobbyClient({ server: `http://${LOCAL}:${apiPort}` });
  const { matchID } = await lobby.createMatch('welcome-to', { numPlayers: players });
  const credentials: string[] = [];
  for (let seat = 0; seat < players; seat++) credentials.push((await lobby.joinMatch('welcome-to', matchID, { playerID: String(seat), playerName: `player ${seat}` })).playerCredentials);
  return { matchID, credentials };
}

/** A seat played by a bot through a socket client: the server's port, the match, the seat with its credentials, and the bot with the seed it is given (plus the round). */
export interface SeatOptions {
  readonly port: number;
  readonly matchID: string;
  readonly seat: number;
  readonly credentials: string;
  readonly bot: Bot;
  readonly seed: number;
}

/** The seat's socket client on the server at `port` on this machine, not started. */
export function seatClient({ port, matchID, seat, credentials }: SeatOptions): BgioClient {
  return Client({ game: welcomeToGame(), matchID, playerID: String(seat), credentials, multiplayer: SocketIO({ server: `http://${LOCAL}:${port}` }) });
}

/**
 * A socket client for a seat, playing it with `bot` through the adapter's
 * `choiceSender`: on each update whose view shows a round (or, expert, a pick) it has
 * not chosen in, it asks `hold` (when given) whether to wait, then hands the bot's
 * choice with its round to the sender, which sends it and sends it again every `resend`
 * ms until the view shows it (a move sent to a server that died, or that failed on the
 * database, is lost), waiting while the client is disconnected.
 */
export function playingClient(
  options: SeatOptions & { readonly hold?: (round: number) => boolean; readonly resend?: number },
): { readonly client: BgioClient; readonly over: Promise<unknown>; readonly sent: () => number; readonly resent: () => number; readonly wake: () => void } {
  const { bot, seed, hold, resend = 1000 } = options;
  const client = seatClient(options);
  const sender = choiceSender(client, { resendAfter: resend });
  const act = () => {
    const view = clientView(client.getState()?.G);
    if (view === undefined || !('player' in view) || view.status !== 'choosing' || view.pending !== null || hold?.(view.round) === true) return;
    // Every update asks: the sender takes the same move for the same round once.
    sender.send(bot(view, seed + view.round), view.round);
  };
  // A stopped client sends nothing more: its sender stops with it.
  const stopClient = client.stop.bind(client);
  client.stop = () => {
    sender.stop();
    stopClient();
  };
  client.subscribe(() => act());
  const over = new Promise<unknown>((resolve) =>
    client.subscribe((state) => {
      if (state?.ctx.gameover !== undefined) resolve(state.ctx.gameover);
    })
  );
  client.start();
  return { client, over, sent: () => sender.sent, resent: () => sender.resent, wake: act };
}

/** The report of `REPORT=1` runs: what a test measured, as a JSON line on stderr; nothing otherwise. */
export function report(what: Record<string, unknown>): void {
  if (process.env.REPORT === '1') process.stderr.write(`${JSON.stringify(what)}\n`);
}

/**
 * The servers and playing clients a test file starts, each test's stopped after it
 * (the clients first, then the servers): push what a test starts onto the lists.
 */
export function stoppedAfterEachTest(): { readonly servers: RunningServer[]; readonly clients: ReturnType<typeof playingClient>[] } {
  const servers: RunningServer[] = [];
  const clients: ReturnType<typeof playingClient>[] = [];
  afterEach(async () => {
    clients.splice(0).forEach(({ client }) => client.stop());
    await Promise.all(servers.splice(0).map((server) => stopServer(server)));
  });
  return { servers, clients };
}

/** Waits until `check` is true, polling every `every` ms, or throws after `timeout` ms with `what`. */
export async function until(check: () => boolean | Promise<boolean>, what: string, timeout = 60_000, every = 50): Promise<void> {
  const end = Date.now() + timeout;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, every));
  }
}
