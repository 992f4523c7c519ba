import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { entryReaches, importCycles, importGraph, layerViolations, type ImportGraph } from '../support/imports.js';

/**
 * The layers of `src/`, lowest first: a file imports its own folder or folders of a
 * lower rank only, never a folder of its own rank (positions, notation, bots, words and learning
 * stand side by side on the game). `index.ts` is the public entry, over everything the
 * library exports; the boardgame.io adapter, the drawing entry and the worker pool stand on it:
 * they reach the engine through it, as a user's code would, and below it use only the
 * plain helpers of `errors/` and `internal/`, which hold no rule (`entryReaches`); the
 * `welcome-to` program on top of all of them.
 */
const RANKS: Readonly<Record<string, number>> = {
  errors: 0,
  internal: 1,
  rules: 2,
  sheet: 3,
  game: 4,
  positions: 5,
  notation: 5,
  bots: 5,
  words: 5,
  learning: 5,
  'index.ts': 6,
  adapters: 7,
  svg: 7,
  workers: 7,
  cli: 8,
};

const SRC = fileURLToPath(new URL('../../src', import.meta.url));
const graph = importGraph(SRC);

describe('the layers of src/: imports point down, and no file imports itself back', () => {
  it('reads the imports of every file, type-only ones included', () => {
    expect(graph.size).toBeGreaterThan(100);
    // A type-only import, which an emitted build would drop, is still read.
    expect(graph.get('game/state.ts')).toContain('game/options.ts');
    expect(graph.get('index.ts')).toContain('game/create.ts');
  });

  it('no import runs from a lower folder to a higher one, or across folders of one rank', () => {
    expect(layerViolations(graph, RANKS)).toEqual([]);
  });

  it('the entries reach the engine through index.ts, and below it only errors/ and internal/', () => {
    expect(entryReaches(graph)).toEqual([]);
  });

  it('no import cycle between files', () => {
    expect(importCycles(graph)).toEqual([]);
  });
});

describe('the checks find what they are for', () => {
  const sample: ImportGraph = new Map([
    ['game/a.ts', ['game/b.ts', 'sheet/s.ts']],
    ['game/b.ts', ['game/c.ts']],
    ['game/c.ts', ['game/a.ts']],
    ['sheet/s.ts', ['positions/p.ts']],
    ['positions/p.ts', ['bots/q.ts']],
    ['bots/q.ts', []],
    ['extra/x.ts', ['extra/x.ts']],
  ]);

  it('an import up the layers, across one rank, or from an unranked folder is a violation', () => {
    expect(layerViolations(sample, RANKS)).toEqual([
      { from: 'sheet/s.ts', to: 'positions/p.ts' },
      { from: 'positions/p.ts', to: 'bots/q.ts' },
      { from: 'extra/x.ts', to: '?' },
    ]);
  });

  it("an entry's import of the engine's rules, not through index.ts, is a reach", () => {
    const entries: ImportGraph = new Map([
      ['svg/a.ts', ['svg/b.ts', 'index.ts', 'errors/rule-error.ts', 'internal/snapshot.ts', 'game/view.ts']],
      ['game/view.ts', ['sheet/s.ts']],
    ]);
    expect(entryReaches(entries)).toEqual([{ from: 'svg/a.ts', to: 'game/view.ts' }]);
  });

  it('a cycle through three files and a file importing itself are both cycles', () => {
    expect(importCycles(sample)).toEqual([['game/a.ts', 'game/b.ts', 'game/c.ts'], ['extra/x.ts']]);
  });
});
