// The page, served by the recipe's server on its port beside boardgame.io's sockets: the
// built page the package ships (dist/web/), and the engine's own modules (dist/), which
// the page imports through its import map, so the package holds one copy of the engine.
//
// It goes in front of the port's other handlers rather than into boardgame.io's Koa app:
// the app's middleware is composed when boardgame.io attaches its sockets, inside
// `Server()`, before a recipe could add any. GET and HEAD of a file it has; every other
// request goes on to boardgame.io (the sockets, their polling).
import { createReadStream, statSync } from 'node:fs';
import { dirname, extname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

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
  const file = fileOf(path);
  const found = file === undefined ? undefined : statSync(file, { throwIfNoEntry: false });
  if (found === undefined || !found.isFile()) return false;
  response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'content-length': found.size });
  if (request.method === 'HEAD') response.end();
  else createReadStream(file).pipe(response);
  return true;
}

/** Serves the page on `httpServer` (boardgame.io's `server.app.server`), ahead of what it served. */
export function servePage(httpServer) {
  const others = httpServer.listeners('request');
  httpServer.removeAllListeners('request');
  httpServer.on('request', (request, response) => {
    if (!served(request, response)) { for (const listener of others) listener.call(httpServer, request, response); }
  });
}
