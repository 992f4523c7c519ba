// `npm run check:package`: the packed tarball installed into fresh projects, as a user
// meets it: an ES module project, a CommonJS one, TypeScript under nodenext (both
// formats) and bundler resolution, a vite bundle for the browser, and the installed
// `welcome-to` program. Offline: the package has no dependency to fetch.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

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
    'main.mjs': `import { applyChoice, createGame, isRuleError, legalChoices } from 'welcome-to-engine';\nimport { welcomeToGame } from 'welcome-to-engine/boardgame.io';\nimport { sheetSvg } from 'welcome-to-engine/svg';\nimport schema from 'welcome-to-engine/schema.json' with { type: 'json' };\n${play}if (typeof welcomeToGame().setup !== 'function' || !schema.definitions.Choice || !sheetSvg(state.players[0].sheet).startsWith('<svg')) throw new Error('entries');\nconsole.log('esm ok');\n`,
  });
  assert.equal(run(esm, 'node', ['main.mjs']).trim(), 'esm ok');
  // The worker pool's entry loads without tinypool, its optional peer, and a call says what to install.
  writeFileSync(join(esm, 'workers.mjs'), `import { simulateOnWorkers } from 'welcome-to-engine/workers';\ntry { await simulateOnWorkers({ games: 2, seats: [{ name: 'g', bot: 'greedy' }, { name: 'r', bot: 'random' }] }); } catch (error) { console.log(error.message); }\n`);
  assert.match(run(esm, 'node', ['workers.mjs']), /npm install tinypool/);
  // With tinypool beside it (from this repository's own, offline), the games play on threads.
  const pooled = project('pooled', { type: 'module' }, {
    'main.mjs': `import { simulateOnWorkers } from 'welcome-to-engine/workers';\nconst report = await simulateOnWorkers({ games: 4, seats: [{ name: 'g', bot: 'greedy' }, { name: 'r', bot: 'random' }], workers: 2 });\nconsole.log(report.games);\n`,
  });
  run(pooled, 'npm', ['install', join(repo, 'node_modules/tinypool'), '--no-audit', '--no-fund', '--offline']);
  assert.equal(run(pooled, 'node', ['main.mjs']).trim(), '4');
  // The guides are where the README says they are.
  for (const guide of ['rules.md', 'writing-a-bot.md', 'positions.md']) assert.ok(existsSync(join(esm, 'node_modules/welcome-to-engine/docs', guide)), `the installed package holds docs/${guide}`);

  const cjs = project('cjs', {}, {
    'main.cjs': `const { applyChoice, createGame, isRuleError, legalChoices } = require('welcome-to-engine');\nconst { welcomeToGame } = require('welcome-to-engine/boardgame.io');\nconst { sheetSvg } = require('welcome-to-engine/svg');\n${play}if (typeof welcomeToGame().setup !== 'function' || !sheetSvg(state.players[0].sheet).startsWith('<svg')) throw new Error('entries');\nconsole.log('cjs ok');\n`,
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
  console.log(`consumers: ESM, CommonJS, TypeScript (nodenext, bundler), a vite bundle, the workers entry with and without tinypool and the installed program all use the packed ${packed[0].filename} (${readFileSync(tarball).length} bytes)`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
