// The page, served by the recipe's server on its port beside boardgame.io's sockets: the
// built page the package ships (dist/web/), and the engine's own modules (dist/), which
// the page imports through its import map, so the package holds one copy of the engine.
//
// And the lobby at the page's own address (`/games/…`, passed on to the lobby's port),
// what the page needs to know of the server (`/server.json`: the level of its stand-ins,
// `bots`, null when it runs none); each round a match has resolved, finished or still
// being played, as anyone may see it once played (`/rounds/<matchID>/<n>.json`, the
// adapter's `spectatorRound`), which the page plays back a round at a time (its link
// `/#match=<matchID>&round=<n>`); and the record of a finished match,
// `/records/<matchID>.json`: only once the match is over, as a running match's record
// holds its seed, and with it every card to come.
//
// It goes in front of the port's other handlers rather than into boardgame.io's Koa app:
// the app's middleware is composed when boardgame.io attaches its sockets, inside
// `Server()`, before a recipe could add any. GET and HEAD of a file it has, of a record,
// a round or /server.json, and any request to the lobby; every other request goes on to
// boardgame.io (the sockets, their polling).
import { createReadStream, statSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { dirname, extname, join, normalize, sep } from 'node:path';
import { pipeline } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { spectatorRound } from 'welcome-to-engine/boardgame.io';

const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8', '.json': 'application/json', '.svg': 'image/svg+xml' };

/** The package's dist folder, where its entry is. */
const dist = dirname(fileURLToPath(import.meta.resolve('welcome-to-engine')));

/** `/` and `/assets/…` from the built page, `/engine/…` from the engine's modules; undefined for a path outside them. */
function fileOf(path) {
  const [folder, rest] = path.startsWith('/engine/') ? [dist, path.slice('/engine/'.length)] : [join(dist, 'web'), path === '/' ? 'index.html' : path.slice(1)];
  const file = normalize(join(folder, rest));
  // Nothing outside the folder, whatever the path says.
  return file.startsWith(folder + sep) ? file : undefined;
}

/** Whether `request` asks for a file of the page, which is then sent. */
function served(request, response) {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  let path;
  try {
    path = decodeURIComponent(new URL(request.url ?? '/', 'http://page').pathname);
  } catch {
    return false;
  }
  const file = path.includes('\0') ? undefined : fileOf(path);
  if (file === undefined) return false;
  let found;
  try {
    found = statSync(file);
  } catch {
    // Not there, or no file at all (a path through a file, a name too long): not the page's.
    return false;
  }
  if (!found.isFile()) return false;
  response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'content-length': found.size });
  if (request.method === 'HEAD') response.end();
  // A file gone since (the page rebuilt under a running server) ends the response, not the server.
  else pipeline(createReadStream(file), response, () => {});
  return true;
}

/** A match's ID in a record's path, or undefined: boardgame.io's IDs are letters, digits, `-` and `_`. */
const RECORD = /^\/records\/([\w-]{1,64})\.json$/;

/** A round of a match in a path: its ID and the round, from 1. */
const ROUND = /^\/rounds\/([\w-]{1,64})\/([1-9]\d{0,3})\.json$/;

/** Answers `request` with `status` and `body`: JSON when 200, else the words why not; never cached. */
function answer(request, response, status, body) {
  response.writeHead(status, { 'content-type': status === 200 ? 'application/json' : 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
  response.end(request.method === 'HEAD' ? undefined : body);
}

/**
 * Answers a request about match `matchID` from the store `db`: `send` the match's state
 * gives, as [status, body] (JSON when 200), or 404 when there is no such match.
 */
async function sendFromMatch(db, matchID, request, response, send) {
  const reply = (status, body) => answer(request, response, status, body);
  try {
    // The store checks the state it loads (validateState), as for any other load.
    const { state } = await db.fetch(matchID, { state: true });
    if (state === undefined || state === null) return reply(404, `no match ${matchID}`);
    reply(...send(state));
  } catch (error) {
    reply(500, `match ${matchID} could not be read`);
    throw error;
  }
}

/** A finished match's record; a running match's is refused. */
const recordOf = (matchID) => (state) =>
  state.ctx.gameover === undefined ? [404, `match ${matchID} is still being played: its record is shown once it is over`] : [200, JSON.stringify(state.G.record)];

/** A round the match has resolved, as anyone may see it (the last when asked for one beyond it); 404 before any. */
const roundOf = (matchID, round) => (state) => {
  const rounds = state.G.record.rounds.length;
  if (rounds === 0) return [404, `match ${matchID} has no round resolved yet`];
  return [200, JSON.stringify(spectatorRound(state.G, Math.min(round, rounds)))];
};

/** Passes a lobby request (`/games/…`) on to the lobby's own server, `lobby()` its address, and its answer back. */
function toLobby(request, response, lobby) {
  const { host, port } = lobby();
  const forward = httpRequest({ host, port, method: request.method, path: request.url, headers: { ...request.headers, host: `${host}:${port}` } }, (answer) => {
    response.writeHead(answer.statusCode ?? 502, answer.headers);
    pipeline(answer, response, () => {});
  });
  forward.on('error', () => (response.headersSent ? response.destroy() : response.writeHead(502).end()));
  pipeline(request, forward, () => {});
}

/**
 * Serves the page on `httpServer` (boardgame.io's `server.app.server`), ahead of what it
 * served: its files, the matches' rounds and the finished matches' records from the store `db`, and the lobby
 * (`/games/…`, passed on to `lobby()`, the lobby's host and port), so that the page
 * reaches everything at its own address; `bots`, the level of the server's stand-ins
 * (null: none), tells the page whether a match may name its bots; `onError` is told of a
 * record the store could not load.
 */
export function servePage(httpServer, { db, lobby, bots = null, onError }) {
  const about = JSON.stringify({ bots });
  const others = httpServer.listeners('request');
  httpServer.removeAllListeners('request');
  httpServer.on('request', (request, response) => {
    const path = request.url?.split('?')[0] ?? '';
    const reading = request.method === 'GET' || request.method === 'HEAD';
    const record = reading && RECORD.exec(path);
    const round = reading && ROUND.exec(path);
    if (record) sendFromMatch(db, record[1], request, response, recordOf(record[1])).catch(onError);
    else if (round) sendFromMatch(db, round[1], request, response, roundOf(round[1], Number(round[2]))).catch(onError);
    else if (path === '/server.json' && reading) answer(request, response, 200, about);
    else if (path.startsWith('/games/') || path === '/games') toLobby(request, response, lobby);
    else if (!served(request, response)) { for (const listener of others) listener.call(httpServer, request, response); }
  });
}
