// A Welcome To… server: boardgame.io's Server, its matches kept in files or in
// PostgreSQL, and the page to play them on.
//
//   PORT=8000 API_PORT=8080 node server.mjs                                        # matches in ./welcome-to-data
//   DATABASE_URL=postgres://user@127.0.0.1:5432/db PORT=8000 API_PORT=8080 node server.mjs
//
// DATABASE_URL: the matches in that PostgreSQL database (checked-store.mjs, bgio-postgres);
// unset, in files in DATA_DIR (default welcome-to-data; flat-file-store.mjs), one process.
// HOST (default 127.0.0.1): the interface it listens on (0.0.0.0: every one, for players
// on other machines; the sockets then take the page's addresses on those interfaces as
// origins, and ORIGINS adds others, comma-separated). The page is served on PORT at /
// (web.mjs). It writes a JSON line to stdout once it listens
// ({"event":"listening","port":…,"apiPort":…}), and one to stderr for each request it
// could not serve ({"event":"refused",…}: a stored state the engine refuses;
// {"event":"failed",…}: anything else, the database down, say): that request fails, the
// server lives on.
// BOT_LEVEL (beginner, casual, strong or expert; unset: none): a bot of that level plays
// a seat whose player left through the lobby, or kept the table waiting IDLE_SECONDS
// (default 120), until the player is back (stand-ins.mjs; see the guide); and a match
// created with a level of its own (setup data `bots`) has bots of that level, which also
// play the seats nobody took. The bots
// decide on BOT_THREADS worker threads (default: one fewer than the cores, at least
// one), off the event loop; that takes tinypool (npm install tinypool).
// boardgame.io 0.50 has no `exports` map: a Node.js ES module names the file.
import { networkInterfaces } from 'node:os';
import { Origins, Server, SocketIO } from 'boardgame.io/dist/cjs/server.js';
import { welcomeToGame } from 'welcome-to-engine/boardgame.io';
import { createBotPool } from 'welcome-to-engine/workers';
import { StateRefused } from './checks.mjs';
import { StandIns } from './stand-ins.mjs';
import { servePage } from './web.mjs';

const { DATABASE_URL, DATA_DIR = 'welcome-to-data', HOST = '127.0.0.1', PORT = '8000', API_PORT = '8080', ORIGINS = '', PUBSUB = 'memory', BOT_LEVEL, BOT_THREADS, IDLE_SECONDS = '120' } = process.env;

// boardgame.io hands its ports to Node's `listen`, which takes `{ host, port }` too.
const listenOn = (port) => ({ host: HOST, port: Number(port) });

// boardgame.io answers socket messages in async handlers that do not catch: a failed
// load (the database unreachable, a state refused) would end the process.
const report = (error) => {
  const line = error instanceof StateRefused
    ? { event: 'refused', matchID: error.matchID, code: error.code, message: error.message }
    : { event: 'failed', message: String(error?.message ?? error) };
  process.stderr.write(`${JSON.stringify(line)}\n`);
};
process.on('unhandledRejection', report);

// PUBSUB=postgres: updates published through PostgreSQL (pubsub.mjs, beside this file),
// for sockets on other processes; in memory by default. See the guide, "Several processes".
if (PUBSUB !== 'memory' && !(PUBSUB === 'postgres' && DATABASE_URL)) {
  console.error(`server.mjs: PUBSUB is memory (the default), or postgres with DATABASE_URL set, not ${PUBSUB}`);
  process.exit(2);
}
// Only the store in use is loaded: files need nothing beyond boardgame.io.
const db = DATABASE_URL
  ? new (await import('./checked-store.mjs')).CheckedPostgresStore(DATABASE_URL, { logging: false })
  : new (await import('./flat-file-store.mjs')).CheckedFlatFileStore({ dir: DATA_DIR });
const pubSub = PUBSUB === 'postgres' ? await new (await import('./pubsub.mjs')).PostgresPubSub(DATABASE_URL, { onError: report }).connect() : undefined;
const transport = new SocketIO({ pubSub });
const game = welcomeToGame();
// The page's own address on each interface the server listens on, where players open it.
const loopback = HOST === '127.0.0.1' || HOST === 'localhost' || HOST === '::1';
const every = HOST === '0.0.0.0' || HOST === '::';
const hosts = loopback ? [] : Object.values(networkInterfaces()).flat().filter((nic) => nic.family === 'IPv4' && !nic.internal && (every || nic.address === HOST)).map((nic) => nic.address);
const addressesOn = (port) => hosts.map((host) => `http://${host}:${port}`);
const origins = [Origins.LOCALHOST, `http://127.0.0.1:${PORT}`, ...addressesOn(PORT), ...ORIGINS.split(',').filter((origin) => origin !== '')];
const server = Server({ games: [game], db, origins, transport });
// The lobby's own address, known once it listens (API_PORT may be 0: a free port).
let lobbyPort;
const lobbyHost = every ? '127.0.0.1' : HOST;
servePage(server.app.server, { db, lobby: () => ({ host: lobbyHost, port: lobbyPort }), bots: BOT_LEVEL ?? null, onError: report });
let standIns;
let pool;
try {
  pool = BOT_LEVEL === undefined ? undefined : await createBotPool({ bot: BOT_LEVEL, workers: BOT_THREADS === undefined ? undefined : Number(BOT_THREADS) });
  standIns = pool === undefined ? undefined : new StandIns({ game, db, transport, pool, idleSeconds: Number(IDLE_SECONDS), onError: report });
} catch (error) {
  console.error(`server.mjs: BOT_LEVEL, BOT_THREADS, IDLE_SECONDS: ${error.message}`);
  await pool?.destroy();
  process.exit(2);
}

const running = await server.run({ port: listenOn(PORT), lobbyConfig: { apiPort: listenOn(API_PORT) } });
const port = running.appServer.address().port;
lobbyPort = running.apiServer.address().port;
const addresses = addressesOn(port);
process.stdout.write(`${JSON.stringify({ event: 'listening', port, apiPort: running.apiServer.address().port, store: DATABASE_URL ? 'postgres' : DATA_DIR, addresses })}\n`);
standIns?.start();
// And for people: where to open the page.
const here = `http://${HOST === '::1' ? '[::1]' : loopback ? HOST : '127.0.0.1'}:${port}/`;
process.stdout.write(`Welcome To… is served: open ${here} on this machine${addresses.length > 0 ? `, or ${addresses.map((address) => `${address}/`).join(' or ')} on another of its network` : ''}.\n`);

const stop = async () => {
  await standIns?.stop();
  await pool?.destroy();
  server.kill(running);
  await pubSub?.close();
  await db.sequelize?.close();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
