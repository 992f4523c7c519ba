import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { deadLinks } from '../package/links.mjs';

// The README is the package's page on npm and the API site's first page: it is for a
// user first (what it is, how to install and use it, the guides, the command line),
// and the contributors' commands come last. Measurement detail lives in the guides.
const root = new URL('../../', import.meta.url).pathname;
const readme = readFileSync(`${root}README.md`, 'utf8');
const sections = [...readme.matchAll(/^## (.+)$/gm)].map((match) => match[1] as string);

describe('the README', () => {
  it('opens with what the package is, then install, usage, the guides and the command line; contributing comes last', () => {
    expect(sections.slice(0, 4)).toEqual(['Install', 'Usage', 'Guides', 'Command line']);
    expect(sections.at(-1)).toBe('Contributing');
    expect(readme.indexOf('npm ci')).toBeGreaterThan(readme.indexOf('## Contributing'));
  });

  it('leaves the benchmark detail to the guides: no commit hashes, and short', () => {
    const hashes = readme.match(/\b(?=[0-9a-f]*\d)(?=[0-9a-f]*[a-f])[0-9a-f]{7,40}\b/g) ?? [];
    expect(hashes).toEqual([]);
    expect(readme.split('\n').length).toBeLessThan(320);
  });

  it('says where the guides are in an installed package and how to make the API reference', () => {
    expect(readme).toContain('node_modules/welcome-to-engine/docs/');
    expect(readme).toContain('`npm run docs`');
  });

  it('links every guide, and every relative link of the README and the guides leads to a file and heading of the repository', () => {
    const guides = readdirSync(`${root}docs`).filter((name) => name.endsWith('.md'));
    for (const guide of guides) expect(readme, guide).toContain(`](docs/${guide})`);
    const pictures = readdirSync(`${root}docs/pictures`).map((name) => `docs/pictures/${name}`);
    // The declarations the build writes, which the guides' "In the API reference" link to:
    // each entry's `.d.cts`, which holds them (its `.d.ts` only re-exports it).
    const declarations = ['index', 'svg', 'boardgame-io', 'workers'].map((entry) => `dist/${entry}.d.cts`);
    const files = new Set(['README.md', 'LICENSE', 'package.json', ...guides.map((guide) => `docs/${guide}`), ...pictures, ...declarations]);
    expect(['README.md', ...guides.map((guide) => `docs/${guide}`)].flatMap((file) => deadLinks(root, file, files))).toEqual([]);
  });

  it('the README and the guides are plain Markdown: no TypeDoc tag such as {@link} shows as literal text in a Markdown viewer', () => {
    const guides = readdirSync(`${root}docs`).filter((name) => name.endsWith('.md'));
    const tagged = ['README.md', ...guides.map((guide) => `docs/${guide}`)].filter((file) => /\{@\w+/.test(readFileSync(`${root}${file}`, 'utf8')));
    expect(tagged).toEqual([]);
  });
});
