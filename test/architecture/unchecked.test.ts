import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { nameTable } from '../support/functions.js';

/**
 * The naming rule of checked and unchecked functions (docs/architecture.md, "Checked
 * and unchecked"): a public function checks what it is given and calls the function
 * behind it; where that function takes the same arguments, it is the public name with
 * `Unchecked`, in the same file, and the library's own code calls it, never the public
 * one. The entries (the boardgame.io adapter, the drawing, the worker pool) use the
 * public API as any user does.
 */
const SRC = fileURLToPath(new URL('../../src', import.meta.url));
const table = nameTable(SRC);
const ENTRIES = /^(adapters|svg|workers)\//;
const publicNames = new Set(table.reexports.filter((name) => name.file === 'index.ts').map((name) => name.name));
const unchecked = table.functions.filter((fn) => fn.name.endsWith('Unchecked'));

describe('checked and unchecked: one name a function, the unchecked form named by its suffix', () => {
  it('reads the twins there are', () => {
    expect(unchecked.map((fn) => fn.name).sort()).toContain('scoreGameUnchecked');
    expect(unchecked.length).toBeGreaterThanOrEqual(7);
  });

  it('each unchecked form stands in the file of its public function, which checks and calls it', () => {
    const wrong = unchecked.flatMap((fn) => {
      const name = fn.name.slice(0, -'Unchecked'.length);
      const checked = table.functions.find((other) => other.name === name && other.file === fn.file);
      if (checked === undefined) return [`${fn.file}: ${fn.name} has no ${name} beside it`];
      if (!checked.body.includes(`${fn.name}(`)) return [`${fn.file}: ${name} does not call ${fn.name}`];
      if (!publicNames.has(name)) return [`${fn.file}: ${name} is not exported by index.ts`];
      return publicNames.has(fn.name) ? [`${fn.file}: ${fn.name} is exported by index.ts`] : [];
    });
    expect(wrong).toEqual([]);
  });

  it("the library's own code calls the unchecked form, never the checked one", () => {
    const twins = new Set(unchecked.map((fn) => `${fn.file}#${fn.name.slice(0, -'Unchecked'.length)}`));
    const publicTwins = new Set([...twins].map((twin) => twin.split('#')[1]));
    const callers = table.imports.filter(
      (name) => name.file !== 'index.ts' && !ENTRIES.test(name.file) && (twins.has(`${name.from}#${name.name}`) || (name.from === 'index.ts' && publicTwins.has(name.name))),
    );
    expect(callers.map((name) => `${name.file} imports ${name.name}`)).toEqual([]);
  });

  it('no two modules of the engine export functions of one name', () => {
    const files = new Map<string, string[]>();
    for (const fn of table.functions) if (!ENTRIES.test(fn.file) && !fn.file.startsWith('cli/')) files.set(fn.name, [...(files.get(fn.name) ?? []), fn.file]);
    expect([...files].filter(([, where]) => where.length > 1)).toEqual([]);
  });
});
