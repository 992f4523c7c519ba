import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';

// The page as the package ships it (dist/web/, part of `npm run build`), served by the
// server recipe (examples/server/web.mjs): the page's own code, readable, and the engine
// not bundled but imported from the package's own modules, which the server serves at
// ./engine/ and an import map names, so the package holds one copy of the engine.
const ENGINE: Readonly<Record<string, string>> = { '../src/index.ts': 'welcome-to-engine', '../src/svg/index.ts': 'welcome-to-engine/svg' };
const IMPORTS = { imports: { 'welcome-to-engine': './engine/index.js', 'welcome-to-engine/svg': './engine/svg.js' } };

function engineFromPackage(): Plugin {
  return {
    name: 'engine-from-package',
    enforce: 'pre',
    resolveId: (source) => (source in ENGINE ? { id: ENGINE[source] as string, external: true } : null),
    transformIndexHtml: () => [{ tag: 'script', attrs: { type: 'importmap' }, children: JSON.stringify(IMPORTS), injectTo: 'head-prepend' }],
  };
}

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: './',
  plugins: [engineFromPackage()],
  build: { outDir: fileURLToPath(new URL('../dist/web', import.meta.url)), emptyOutDir: true, minify: false },
  logLevel: 'warn',
});
