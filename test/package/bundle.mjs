// `npm run check:package`: what a front-end pays for the engine. Each case is a small
// browser program importing the built package; esbuild bundles and minifies it as a
// front-end's bundler would (tree-shaken, the package's `sideEffects: false` honoured),
// and the bytes are printed, minified and gzipped, and held under budgets. The figures
// are in docs/performance.md ("What a front-end bundles").
import assert from 'node:assert/strict';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const dist = new URL('../../dist/', import.meta.url).pathname;

/** Programs a front-end might be, and the most each may weigh gzipped. */
const CASES = [
  {
    name: 'scoreSheet alone',
    budget: 15_000,
    code: `import { scoreSheet, emptySheet } from 'welcome-to-engine';\nconsole.log(scoreSheet(emptySheet()).total);`,
  },
  {
    name: 'a whole game (createGame, playerView, legalChoices, applyChoice, resolveRound, scoreGame)',
    budget: 45_000,
    code: `import { applyChoice, createGame, legalChoices, playerView, resolveRound, scoreGame } from 'welcome-to-engine';
let state = createGame({ players: 2, seed: 1 });
while (state.status === 'choosing') {
  for (const player of state.players) state = applyChoice(state, player.id, legalChoices(playerView(state, player.id), player.id)[0]);
  state = resolveRound(state);
}
console.log(scoreGame(state));`,
  },
  {
    name: 'a whole game with bots and the drawn sheet (greedyBot, sheetSvg)',
    budget: 70_000,
    code: `import { createGame, greedyBot, playGame } from 'welcome-to-engine';
import { sheetSvg } from 'welcome-to-engine/svg';
const { state } = playGame({ players: 2, seed: 1 }, [greedyBot, greedyBot]);
console.log(sheetSvg(state.players[0].sheet, { plans: state.plans }), createGame);`,
  },
];

const figures = [];
for (const { name, budget, code } of CASES) {
  const result = await build({
    stdin: { contents: code, resolveDir: dist, loader: 'js' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
    logLevel: 'silent',
    alias: { 'welcome-to-engine/svg': `${dist}svg.js`, 'welcome-to-engine': `${dist}index.js` },
  });
  const bytes = result.outputFiles[0].contents;
  const gzipped = gzipSync(bytes, { level: 9 }).length;
  figures.push({ name, minified: bytes.length, gzipped, budget });
  if (process.env.NO_BUDGET !== '1') assert.ok(gzipped <= budget, `${name}: ${gzipped} bytes gzipped, over its budget of ${budget}`);
}
if (process.env.REPORT === '1') { for (const f of figures) console.log(`${f.name}: ${f.minified} bytes minified, ${f.gzipped} gzipped (budget ${f.budget})`); }
