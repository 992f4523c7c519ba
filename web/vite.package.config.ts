import { fileURLToPath } from 'node:url';
import { defineConfig, minify, type Plugin } from 'vite';

// The page as the package ships it (dist/web/, part of `npm run build`), served by the
// server recipe (examples/server/web.mjs): the page's own code, readable, and the engine
// not bundled but imported from the package's own modules, which the server serves at
// ./engine/ and an import map names, so the package holds one copy of the engine.
const ENGINE: Readonly<Record<string, string>> = {
  '../src/index.ts': 'welcome-to-engine',
  '../src/svg/index.ts': 'welcome-to-engine/svg',
  '../src/adapters/boardgame-io/index.ts': 'welcome-to-engine/boardgame.io',
};
const IMPORTS = { imports: { 'welcome-to-engine': './engine/index.js', 'welcome-to-engine/svg': './engine/svg.js', 'welcome-to-engine/boardgame.io': './engine/boardgame-io.js' } };

function engineFromPackage(): Plugin {
  return {
    name: 'engine-from-package',
    enforce: 'pre',
    resolveId: (source) => (source in ENGINE ? { id: ENGINE[source] as string, external: true } : null),
    transformIndexHtml: () => [{ tag: 'script', attrs: { type: 'importmap' }, children: JSON.stringify(IMPORTS), injectTo: 'head-prepend' }],
  };
}

/**
 * boardgame.io's client (and what it brings: socket.io's, redux, immer) in a chunk of its
 * own, minified: unminified it would weigh 224 kB of the package's 2 MB. The page's own
 * code stays readable.
 */
function vendorMinified(): Plugin {
  return {
    name: 'vendor-minified',
    async renderChunk(code, chunk) {
      if (chunk.name !== 'vendor') return null;
      const result = await minify(chunk.fileName, code);
      return { code: result.code, map: null };
    },
  };
}

/**
 * The score tables as the page reads them: the solo table alone (`soloTable`), where the
 * file holds five setups (the guide prints them all).
 */
function soloScoreTable(): Plugin {
  return {
    name: 'solo-score-table',
    enforce: 'pre',
    transform(code, id) {
      if (!id.endsWith('/web/score-tables.json')) return null;
      const tables = JSON.parse(code) as { tables: { setup: { players: number; ruleset: string } }[] };
      const solo = tables.tables.filter(({ setup }) => setup.players === 1 && setup.ruleset === 'original');
      return { code: JSON.stringify({ ...tables, tables: solo }), map: null };
    },
  };
}

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: './',
  plugins: [engineFromPackage(), vendorMinified(), soloScoreTable()],
  build: {
    outDir: fileURLToPath(new URL('../dist/web', import.meta.url)),
    emptyOutDir: true,
    minify: false,
    rollupOptions: { output: { manualChunks: (id: string) => (id.includes('/node_modules/') ? 'vendor' : undefined) } },
  },
  logLevel: 'warn',
});
