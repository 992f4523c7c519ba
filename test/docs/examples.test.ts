import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// Every TypeScript example in the README and the guides runs against the source, so
// the documentation cannot drift from the code.
const root = new URL('../../', import.meta.url);
const scratch = new URL('test/docs/.examples/', root);
const entry = new URL('src/index.ts', root).pathname;

const files = ['README.md', ...readdirSync(new URL('docs/', root)).filter((f) => f.endsWith('.md')).map((f) => `docs/${f}`)];
const sources = (dir: string): string[] =>
  readdirSync(new URL(dir, root), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sources(`${dir}${entry.name}/`) : entry.name.endsWith('.ts') ? [`${dir}${entry.name}`] : [],
  );

const examples = [
  ...files.flatMap((file) => {
    const text = readFileSync(new URL(file, root), 'utf8');
    return [...text.matchAll(/```ts\n([\s\S]*?)```/g)].map((match, index) => ({ name: `${file} #${index + 1}`, code: match[1] ?? '' }));
  }),
  // The @example of every documented export.
  ...sources('src/').flatMap((file) => {
    const text = readFileSync(new URL(file, root), 'utf8');
    return [...text.matchAll(/ \* ```ts\n([\s\S]*?) \* ```/g)].map((match, index) => ({
      name: `${file} @example ${index + 1}`,
      code: (match[1] ?? '').replace(/^ \*( |$)/gm, ''),
    }));
  }),
];

describe('documentation examples', () => {
  it('there are examples to run', () => {
    expect(examples.length).toBeGreaterThan(50);
  });

  it.each(examples)('$name runs', async ({ name, code }) => {
    mkdirSync(scratch, { recursive: true });
    const file = new URL(`${name.replace(/[^a-z0-9]+/gi, '-')}.ts`, scratch);
    writeFileSync(file, code.replaceAll("'welcome-to-engine'", JSON.stringify(entry)));
    try {
      await import(file.pathname);
    } finally {
      rmSync(file);
    }
  });
});
