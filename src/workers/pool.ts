import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import type { Tinypool } from 'tinypool';

/** The pool library's constructor. */
export type PoolClass = typeof Tinypool;

/** What to do when the pool library is missing: the one place it is worded. */
export const NO_POOL =
  'welcome-to-engine/workers plays its games on worker threads with tinypool, an optional peer dependency that is not installed: install it beside welcome-to-engine (npm install tinypool)';

/**
 * The pool library, loaded when first needed (it is an optional peer dependency), or
 * {@link NO_POOL} when it is not installed. Any other failure to load it is thrown.
 */
export async function loadPool(load: () => Promise<{ Tinypool: PoolClass }> = () => import('tinypool')): Promise<PoolClass | string> {
  try {
    return (await load()).Tinypool;
  } catch (error) {
    const code = (error as { code?: unknown } | null)?.code;
    if ((code === 'ERR_MODULE_NOT_FOUND' || code === 'MODULE_NOT_FOUND') && String((error as Error).message).includes('tinypool')) return NO_POOL;
    throw error;
  }
}

/**
 * The module each worker thread runs, by address: from the built package, the thread's
 * module beside this one (`dist/workers/thread.js`). From the sources (the tests run them), a module
 * that first registers tsx, a development dependency, in the thread (Node 20 runs no
 * TypeScript, and a worker does not inherit the loader of the thread that started it),
 * then loads the thread's TypeScript file.
 */
export function threadFile(): string {
  const here = import.meta.url;
  if (!here.endsWith('.ts')) return new URL('./thread.js', here).href;
  // tsx's `register` for ES modules, whose CommonJS twin is the file `require` resolves.
  const tsx = pathToFileURL(createRequire(here).resolve('tsx/esm/api').replace(/\.cjs$/, '.mjs')).href;
  const thread = new URL('./thread.ts', here).href;
  const source = `const { register } = await import(${JSON.stringify(tsx)}); register(); const thread = await import(${
    JSON.stringify(thread)
  }); export default thread.default; export const decide = thread.decide;`;
  return `data:text/javascript,${encodeURIComponent(source)}`;
}
