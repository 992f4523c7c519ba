// `npm run check:package`: the packed tarball installed into fresh projects, as a user
// meets it: an ES module project, a CommonJS one, TypeScript under nodenext (both
// formats) and bundler resolution, a boardgame.io client in strict NodeNext
// TypeScript, a vite bundle for the browser, and the installed `welcome-to` program.
// Offline: the package has no dependency to fetch.
import assert from 'node:assert/strict';
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';

const repo = resolve('.');
const tsc = join(repo, 'node_modules/typescript/bin/tsc');
const vite = join(repo, 'node_modules/vite/bin/vite.js');
const work = mkdtempSync(join(tmpdir(), 'welcome-to-consumers-'));
const run = (cwd, command, args) => execFileSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

try {
  // The prepack build prints first (with colour codes that hold '['); the JSON is the
  // array that opens a line of its own.
  const packOutput = run(repo, 'npm', ['pack', '--json', '--pack-destination', work]);
  const packed = JSON.parse(packOutput.slice(packOutput.search(/^\[\s*$/m)));
  const tarball = join(work, packed[0].filename);

  /** A fresh project with the tarball installed and `files` written into it. */
  function project(name, manifest, files) {
    const dir = join(work, name);
    mkdirSync(dir);
    writeFileSync(join(dir, 'package.json'), JSON.stringify({ name, private: true, ...manifest }));
    run(dir, 'npm', ['install', tarball, '--no-audit', '--no-fund', '--offline']);
    for (const [file, text] of Object.entries(files)) writeFileSync(join(dir, file), text);
    return dir;
  }

  const play = `const state = createGame({ players: 2, seed: 'consumer' });
const choices = legalChoices(state, 'p1');
if (choices.length === 0) throw new Error('no legal choice');
const next = applyChoice(state, 'p1', choices[0]);
let refused = false;
try { applyChoice(next, 'nobody', choices[0]); } catch (error) { refused = isRuleError(error) && error.code === 'choice/unknown-player'; }
if (!refused) throw new Error('a bad player id is not refused with a RuleError');
`;
  const esm = project('esm', { type: 'module' }, {
    'main.mjs':
      `import { applyChoice, createGame, isRuleError, legalChoices } from 'welcome-to-engine';\nimport { welcomeToGame } from 'welcome-to-engine/boardgame.io';\nimport { sheetSvg } from 'welcome-to-engine/svg';\nimport schema from 'welcome-to-engine/schema.json' with { type: 'json' };\n${play}if (typeof welcomeToGame().setup !== 'function' || !schema.definitions.Choice || !sheetSvg(state.players[0].sheet).startsWith('<svg')) throw new Error('entries');\nconsole.log('esm ok');\n`,
  });
  assert.equal(run(esm, 'node', ['main.mjs']).trim(), 'esm ok');
  // The worker pool's entry loads without tinypool, its optional peer, and a call says what to install.
  writeFileSync(
    join(esm, 'workers.mjs'),
    `import { simulateOnWorkers } from 'welcome-to-engine/workers';\ntry { await simulateOnWorkers({ games: 2, seats: [{ name: 'g', bot: 'greedy' }, { name: 'r', bot: 'random' }] }); } catch (error) { console.log(error.message); }\n`,
  );
  assert.match(run(esm, 'node', ['workers.mjs']), /npm install tinypool/);
  // With tinypool beside it (from this repository's own, offline), the games play on threads.
  const pooled = project('pooled', { type: 'module' }, {
    'main.mjs':
      `import { simulateOnWorkers } from 'welcome-to-engine/workers';\nconst report = await simulateOnWorkers({ games: 4, seats: [{ name: 'g', bot: 'greedy' }, { name: 'r', bot: 'random' }], workers: 2 });\nconsole.log(report.games);\n`,
  });
  run(pooled, 'npm', ['install', join(repo, 'node_modules/tinypool'), '--no-audit', '--no-fund', '--offline']);
  assert.equal(run(pooled, 'node', ['main.mjs']).trim(), '4');
  // The guides are where the README says they are.
  for (const guide of ['rules.md', 'writing-a-bot.md', 'positions.md']) assert.ok(existsSync(join(esm, 'node_modules/welcome-to-engine/docs', guide)), `the installed package holds docs/${guide}`);

  const cjs = project('cjs', {}, {
    'main.cjs':
      `const { applyChoice, createGame, isRuleError, legalChoices } = require('welcome-to-engine');\nconst { welcomeToGame } = require('welcome-to-engine/boardgame.io');\nconst { sheetSvg } = require('welcome-to-engine/svg');\n${play}if (typeof welcomeToGame().setup !== 'function' || !sheetSvg(state.players[0].sheet).startsWith('<svg')) throw new Error('entries');\nconsole.log('cjs ok');\n`,
  });
  assert.equal(run(cjs, 'node', ['main.cjs']).trim(), 'cjs ok');

  // TypeScript: the declarations resolve in each mode (the boardgame.io entry's need
  // boardgame.io, an optional peer, so they are left out here).
  const typed = `import { createGame, legalChoices, outcomeOf, playerView, type GameState, type PlayerView } from 'welcome-to-engine';
import { sheetSvg, type SheetTarget } from 'welcome-to-engine/svg';
import { simulateOnWorkers, type WorkerSimulationOptions } from 'welcome-to-engine/workers';
const tournament: WorkerSimulationOptions = { games: 10, seats: [{ name: 'greedy', bot: 'greedy' }], workers: 2 };
export const pending: Promise<number> = simulateOnWorkers(tournament).then((report) => report.games);
const state: GameState = createGame({ players: 2, seed: 1 });
const lit: SheetTarget[] = [{ kind: 'house', street: 0, house: 0 }];
export const drawing: string = sheetSvg(state.players[0]!.sheet, { plans: state.plans, light: lit });
const view: PlayerView = playerView(state, 'p1');
const first = legalChoices(view, 'p1')[0];
// What the queries list goes on to outcomeOf as it is, picks included: no cast.
if (first !== undefined) outcomeOf(view, first);
export const total: number = state.round;
`;
  const tsOptions = (module, moduleResolution) => JSON.stringify({ compilerOptions: { strict: true, noEmit: true, module, moduleResolution, target: 'ES2022', skipLibCheck: false, types: [] } });
  const nodenext = project('ts-nodenext', { type: 'module' }, { 'tsconfig.json': tsOptions('NodeNext', 'NodeNext'), 'main.ts': typed, 'main.cts': typed });
  run(nodenext, 'node', [tsc, '-p', '.']);
  const bundler = project('ts-bundler', { type: 'module' }, { 'tsconfig.json': tsOptions('ESNext', 'Bundler'), 'main.ts': typed });
  run(bundler, 'node', [tsc, '-p', '.']);

  // boardgame.io's client in a Node.js ES module, strict TypeScript under NodeNext: the
  // player's client of docs/servers.md ("Clients that send again"), which requires
  // boardgame.io's files typed as its entries, compiled against the packed declarations
  // and run, two seats playing a match to the end on a boardgame.io server in-process.
  // boardgame.io (and @types/node) are linked from this repository's node_modules, as
  // npm would otherwise fetch them (and would install boardgame.io's own dependencies
  // into the linked folder); skipLibCheck, as boardgame.io's declarations do not pass a
  // strict check of their own dependencies (ts-toolbelt).
  const guide = readFileSync(join(repo, 'docs/servers.md'), 'utf8');
  const seat = [...guide.matchAll(/```ts\n([\s\S]*?)```/g)].map((match) => match[1]).find((code) => code.includes('export function playSeat'));
  assert.ok(seat, 'docs/servers.md shows the client that plays a seat');
  const client = project('ts-client', { type: 'module' }, {
    'tsconfig.json': JSON.stringify({ compilerOptions: { strict: true, module: 'NodeNext', moduleResolution: 'NodeNext', target: 'ES2022', skipLibCheck: true, types: ['node'], outDir: 'out' } }),
    'seat.ts': seat,
    'main.ts': `import { createRequire } from 'node:module';
import type { AddressInfo, ListenOptions } from 'node:net';
import { randomBot } from 'welcome-to-engine';
import { GAME_NAME, welcomeToGame } from 'welcome-to-engine/boardgame.io';
import { joinSeat, playSeat } from './seat.js';

const require = createRequire(import.meta.url);
const { Origins, Server } = require('boardgame.io/dist/cjs/server.js') as typeof import('boardgame.io/server');
const { LobbyClient } = require('boardgame.io/dist/cjs/client.js') as typeof import('boardgame.io/client');
const listenOn = (port: number) => ({ host: '127.0.0.1', port }) satisfies ListenOptions as unknown as number;
const server = Server({ games: [welcomeToGame()], origins: [Origins.LOCALHOST] });
const running = await server.run({ port: listenOn(0), lobbyConfig: { apiPort: listenOn(0) } });
const address = (listening: { address(): unknown }) => \`http://127.0.0.1:\${(listening.address() as AddressInfo).port}\`;
const [game, lobby] = [address(running.appServer), address(running.apiServer)];
const { matchID } = await new LobbyClient({ server: lobby }).createMatch(GAME_NAME, { numPlayers: 2 });
const seats = [];
for (const playerID of ['0', '1']) seats.push(playSeat(game, matchID, playerID, await joinSeat(lobby, matchID, playerID, \`player \${playerID}\`), (view) => randomBot(view, view.round)));
const scores = await Promise.all(seats.map((played) => played.over));
seats.forEach((played) => played.stop());
server.kill(running);
console.log(\`client ok: \${scores[0]?.players.length} players, \${seats.map((played) => played.sender.sent).join('+')} moves\`);
`,
  });
  mkdirSync(join(client, 'node_modules/@types'), { recursive: true });
  symlinkSync(join(repo, 'node_modules/boardgame.io'), join(client, 'node_modules/boardgame.io'));
  symlinkSync(join(repo, 'node_modules/@types/node'), join(client, 'node_modules/@types/node'));
  run(client, 'node', [tsc, '-p', '.']);
  assert.match(execFileSync('node', ['out/main.js'], { cwd: client, encoding: 'utf8', timeout: 120_000 }), /^client ok: 2 players, \d+\+\d+ moves$/m);

  // The server recipe run from the installed package, its matches in files (the
  // embedded store): its page and the engine's modules the page imports are served.
  // boardgame.io and node-persist are linked from this repository, as for the client.
  const served = project('served', { type: 'module' }, {});
  for (const name of ['boardgame.io', 'node-persist']) symlinkSync(join(repo, 'node_modules', name), join(served, 'node_modules', name));
  const recipe = await new Promise((resolveStart, rejectStart) => {
    const child = spawn(process.execPath, ['node_modules/welcome-to-engine/examples/server/server.mjs'], {
      cwd: served,
      env: { ...process.env, DATABASE_URL: '', PORT: '0', API_PORT: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let errors = '';
    child.stderr.on('data', (chunk) => (errors += chunk));
    child.on('exit', (code) => rejectStart(new Error(`the recipe's server ended (${code}): ${errors}`)));
    createInterface({ input: child.stdout }).on('line', (line) => line.startsWith('{') && resolveStart({ child, ...JSON.parse(line) }));
  });
  try {
    const page = await fetch(`http://127.0.0.1:${recipe.port}/`);
    assert.equal(page.status, 200);
    assert.match(await page.text(), /"welcome-to-engine":"\.\/engine\/index\.js"/);
    assert.equal((await fetch(`http://127.0.0.1:${recipe.port}/engine/svg.js`)).status, 200);
    assert.equal(recipe.store, 'welcome-to-data');
  } finally {
    recipe.child.removeAllListeners('exit');
    recipe.child.kill();
  }

  // A bundle for the browser: the main entry alone, without boardgame.io or any Node API.
  const web = project('bundle', { type: 'module' }, {
    'index.html': '<script type="module" src="./main.js"></script>',
    'main.js': `import { createGame, legalChoices } from 'welcome-to-engine';\ndocument.body.textContent = String(legalChoices(createGame({ players: 2, seed: 1 }), 'p1').length);\n`,
  });
  run(web, 'node', [vite, 'build', '--logLevel', 'error']);
  assert.ok(existsSync(join(web, 'dist/index.html')), 'vite bundles the package');

  // The installed program.
  assert.match(run(esm, 'npx', ['--no-install', 'welcome-to', '--help']), /welcome-to/);
  assert.match(run(esm, 'npx', ['--no-install', 'welcome-to', 'simulate', '--games', '2', '--players', '2']), /greedy/);
  console.log(
    `consumers: ESM, CommonJS, TypeScript (nodenext, bundler), a strict NodeNext client of boardgame.io (the servers guide's), the server recipe serving its page, a vite bundle, the workers entry with and without tinypool and the installed program all use the packed ${
      packed[0].filename
    } (${readFileSync(tarball).length} bytes)`,
  );
} finally {
  rmSync(work, { recursive: true, force: true });
}
