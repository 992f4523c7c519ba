import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

// The page to play against the bots: built beside the API reference (`npm run docs`),
// served from the sources by `npm run play:web`.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: './',
  build: { outDir: fileURLToPath(new URL('../docs/api/play', import.meta.url)), emptyOutDir: true },
  server: { host: '127.0.0.1' },
});
