import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// The guides' "In the API reference" names link to a file of dist/, which a user of the
// package opens in node_modules/welcome-to-engine/dist/: it must hold the name's
// declaration and its documentation, not the two-line re-export an entry's `.d.ts` is.
const root = new URL('../../', import.meta.url);
const guides = readdirSync(new URL('docs/', root)).filter((file) => file.endsWith('.md'));

/** Each `[name](../dist/file)` of a guide's "In the API reference" section. */
const links = guides.flatMap((guide) => {
  const text = readFileSync(new URL(`docs/${guide}`, root), 'utf8');
  const section = text.slice(text.indexOf('## In the API reference'));
  if (!text.includes('## In the API reference')) return [];
  return [...section.matchAll(/\[([\w$]+)\]\(\.\.\/(dist\/[\w.-]+)\)/g)].map((match) => ({ guide, name: match[1] as string, file: match[2] as string }));
});

describe("the guides' links into the API reference", () => {
  it('there are links to check, in most guides', () => {
    expect(new Set(links.map((link) => link.guide)).size).toBeGreaterThanOrEqual(8);
  });

  it('each name links to the file of dist/ that holds its declaration, with its documentation above it', () => {
    const missing = links.filter(({ name, file }) => {
      const text = readFileSync(new URL(file, root), 'utf8');
      // The declaration (`declare function name`, `interface name`, `type name`, `declare const name`, `declare class name`), its doc comment ending just above it.
      return !new RegExp(`\\*/\\n(?:declare )?(?:function|interface|type|const|class) ${name.replace('$', '\\$')}\\b`).test(text);
    });
    expect(missing.map(({ guide, name, file }) => `${guide}: ${name} in ${file}`)).toEqual([]);
  });
});
