import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// Whoever copies a guide's loop judges the engine by its speed: a loop that copied its
// list of legal actions at every 1 of a 6,671-action mask ran at about 600 steps a
// second where the environment steps about 5,000 (npm run bench:guides measures each).
const root = new URL('../../', import.meta.url);
const files = ['README.md', ...readdirSync(new URL('docs/', root)).filter((file) => file.endsWith('.md')).map((file) => `docs/${file}`)];
const blocks = files.flatMap((file) => [...readFileSync(new URL(file, root), 'utf8').matchAll(/```ts\n([\s\S]*?)```/g)].map((match) => ({ file, code: match[1] ?? '' })));

describe('the loops the guides print over masks', () => {
  it('every example that steps an environment reads its masks with legalActions or sampleAction', () => {
    const loops = blocks.filter(({ code }) => code.includes('env.step('));
    expect(loops.length).toBeGreaterThanOrEqual(2);
    expect(loops.filter(({ code }) => !/\b(legalActions|sampleAction)\(/.test(code)).map(({ file }) => file)).toEqual([]);
  });

  it('no example copies a list at each item (a reduce that spreads its list), which takes time in the square of the items', () => {
    expect(blocks.filter(({ code }) => /\.reduce\b[^;]*\[\.\.\./.test(code)).map(({ file }) => file)).toEqual([]);
  });
});
