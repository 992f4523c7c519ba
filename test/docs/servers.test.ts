import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// docs/servers.md shows the server recipe's files whole; the server tests
// (test/server/*.server.test.ts) run those files. Each shown file is the file as it stands.
const root = new URL('../../', import.meta.url);
const guide = readFileSync(new URL('docs/servers.md', root), 'utf8');
const shown = [...guide.matchAll(/<!-- file: (\S+) -->\n```js\n([\s\S]*?)```/g)].map((match) => [match[1] as string, match[2] as string] as const);

describe('docs/servers.md shows the recipe as the tests run it', () => {
  it('shows the stores and the server', () => {
    expect(shown.map(([file]) => file)).toEqual(['examples/server/checks.mjs', 'examples/server/checked-store.mjs', 'examples/server/flat-file-store.mjs', 'examples/server/server.mjs']);
  });

  it.each(shown)('%s is shown as it stands', (file, code) => {
    expect(code).toBe(readFileSync(new URL(file, root), 'utf8'));
  });
});
