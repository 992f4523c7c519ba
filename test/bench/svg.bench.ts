// `npm run build && node --import tsx test/bench/svg.bench.ts`: the time to draw one
// sheet (median, on the built package as users run it) and the drawing entry's weight,
// minified and gzipped: alone (the engine left out, as a page that already loads the
// engine pays for it) and bundled with the part of the engine it uses. Not a test: it
// asserts nothing and prints figures for docs/drawing.md.
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { Bench } from 'tinybench';
import type * as Engine from '../../src/index.js';
import type * as Svg from '../../src/svg/index.js';
import type { GameState, SheetKind } from '../../src/index.js';

const engine = (await import(new URL('../../dist/index.js', import.meta.url).href)) as typeof Engine;
const svg = (await import(new URL('../../dist/svg.js', import.meta.url).href)) as typeof Svg;
const { playGame, randomBot, scoreSheet, createGame, applyChoice, resolveRound, playerView } = engine;

/** Mid-game positions of random 4-player games on every kind of sheet: round 10 of each. */
function midGames(games: number): GameState[] {
  const kinds: readonly SheetKind[] = ['classic', 'ice-cream', 'christmas', 'eggs'];
  const found: GameState[] = [];
  for (let game = 0; game < games; game++) {
    let state: GameState = createGame({ players: 4, seed: `svg-${game}`, sheet: kinds[game % kinds.length], variants: { roundabouts: game % 2 === 0 } });
    let seed = 0;
    while (state.status === 'choosing' && state.round < 10) {
      const start = state;
      for (const player of start.players) state = applyChoice(state, player.id, randomBot(playerView(start, player.id), seed++) as Engine.Choice);
      state = resolveRound(state);
    }
    found.push(state);
  }
  return found;
}

const states = midGames(40);
const sheets = states.flatMap((state) => state.players.map((player) => ({ sheet: player.sheet, plans: state.plans })));
const finished = playGame({ players: 2, seed: 'svg-bench' }, [randomBot, randomBot]).state;

// Reading a character of the text makes V8 copy its pieces into one string, as a page
// setting innerHTML or a file write would: that copy is part of the drawing's cost.
let sink = 0;
const flat = (text: string) => (sink += text.charCodeAt(text.length >> 1));

const bench = new Bench({ time: 2000, warmupTime: 500 });
let i = 0;
bench.add('sheetSvg, a mid-game sheet', () => {
  flat(svg.sheetSvg((sheets[i++ % sheets.length] as (typeof sheets)[number]).sheet));
});
let f = 0;
bench.add('sheetSvg, a mid-game sheet, in French', () => {
  flat(svg.sheetSvg((sheets[f++ % sheets.length] as (typeof sheets)[number]).sheet, { locale: 'fr' }));
});
let j = 0;
bench.add('sheetSvg with plans, score and lights', () => {
  const { sheet, plans } = sheets[j++ % sheets.length] as (typeof sheets)[number];
  flat(svg.sheetSvg(sheet, { plans, score: scoreSheet(sheet), light: [{ kind: 'house', street: 0, house: 0 }, { kind: 'park', street: 1 }], dim: true }));
});
let k = 0;
bench.add('offerSvg, a standard offer', () => {
  flat(svg.offerSvg((states[k++ % states.length] as GameState).offer));
});
await bench.run();

console.log(`${'median per call'.padStart(56)}${'per second'.padStart(14)}`);
for (const task of bench.tasks) {
  const median = (task.result as { latency?: { p50: number } } | undefined)?.latency?.p50 ?? Number.NaN;
  const time = median >= 1 ? `${median.toFixed(2)} ms` : `${(median * 1000).toFixed(1)} µs`;
  console.log(`${task.name.padEnd(44)}${time.padStart(12)}${`${Math.round(1000 / median).toLocaleString('en')}/s`.padStart(14)}`);
}
if (sink < 0) console.log(sink);
const text = svg.sheetSvg(finished.players[0]?.sheet as Engine.Sheet, { plans: finished.plans });
console.log(`one sheet's SVG text: ${(text.length / 1024).toFixed(1)} kB, ${(gzipSync(text).length / 1024).toFixed(1)} kB gzipped`);

/** The entry bundled and minified as a page's bundler would, then gzipped. */
async function weight(external: boolean): Promise<{ minified: number; gzipped: number }> {
  const result = await build({
    entryPoints: [new URL('../../src/svg/index.ts', import.meta.url).pathname],
    bundle: true,
    minify: true,
    format: 'esm',
    write: false,
    treeShaking: true,
    ...(external ? { plugins: [{ name: 'engine', setup: (b) => b.onResolve({ filter: /^\.\.\/index\.js$/ }, (args) => ({ path: args.path, external: true })) }] } : {}),
  });
  const code = result.outputFiles[0]?.contents ?? new Uint8Array();
  return { minified: code.length, gzipped: gzipSync(code).length };
}
for (const [label, external] of [['alone (the engine external)', true], ['with the engine it uses', false]] as const) {
  const { minified, gzipped } = await weight(external);
  console.log(`welcome-to-engine/svg ${label}: ${(minified / 1024).toFixed(1)} kB minified, ${(gzipped / 1024).toFixed(1)} kB gzipped`);
}
