import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { randomBot, simulate, type Bot } from '../../src/index.js';

// The bot guide's bots are measured, not only run: its first bot must beat randomBot.
const root = new URL('../../', import.meta.url);
const guide = readFileSync(new URL('docs/writing-a-bot.md', root), 'utf8');

/** The first TypeScript block after `heading`, as a module exporting `name`, importing the sources. */
async function botFromGuide(heading: string, name: string): Promise<Bot> {
  const section = guide.slice(guide.indexOf(heading));
  const code = /```ts\n([\s\S]*?)```/.exec(section)?.[1] ?? '';
  const dir = new URL('test/docs/.guide/', root);
  mkdirSync(dir, { recursive: true });
  const file = new URL(`${name}.ts`, dir);
  writeFileSync(file, `${code.replaceAll("'welcome-to-engine'", JSON.stringify(new URL('src/index.ts', root).pathname))}\nexport { ${name} };\n`);
  try {
    return ((await import(file.pathname)) as Record<string, Bot>)[name] as Bot;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('the bot guide', () => {
  it('its first bot beats randomBot over 60 seeded 2-player games', async () => {
    const roomy = await botFromGuide('## A first bot', 'roomy');
    const report = simulate({ games: 60, seats: [{ name: 'roomy', bot: roomy }, { name: 'random', bot: randomBot }], seed: 'guide-check' });
    const mean = (name: string) => report.bots.find((bot) => bot.bot === name)?.mean ?? Number.NaN;
    expect(mean('roomy')).toBeGreaterThan(mean('random') + 10);
  }, 60_000);
});

describe('the bot guide is the how-to, its measurements in the performance guide', () => {
  const headings = [...guide.matchAll(/^## (.+)$/gm)].map((match) => match[1]);

  it('walks from a first bot to the queries, a search bot, the bots that ship, their levels and measuring a bot with simulate', () => {
    expect(headings).toEqual([
      'A first bot',
      'Seeds in a loop of your own',
      'Useful queries',
      'Looking ahead from the view',
      'A search bot',
      'The bots that ship',
      'Levels',
      'Measuring a bot',
      'In the API reference',
    ]);
  });

  it('names no commit (benchmark history is in docs/performance.md and docs/history/), and stays short', () => {
    const hashes = guide.match(/\b(?=[0-9a-f]*\d)(?=[0-9a-f]*[a-f])[0-9a-f]{7,40}\b/g) ?? [];
    expect(hashes).toEqual([]);
    expect(guide.split('\n').length).toBeLessThan(500);
    const performance = readFileSync(new URL('docs/performance.md', root), 'utf8');
    for (const section of ['## How strong the bots are', '### The levels', '### The search bot', '### A learned rating', '### The ceiling', '### The score tables'])
      expect(performance).toContain(section);
  });
});

describe('what the guides say is in the repository', () => {
  it('every mention of the repository in the README and the guides says it needs a clone: a user of the package has no other', () => {
    const files = ['README.md', ...readdirSync(new URL('docs/', root)).filter((file) => file.endsWith('.md')).map((file) => `docs/${file}`)];
    const bare = files.flatMap((file) => {
      const text = readFileSync(new URL(file, root), 'utf8').replace(/\s+/g, ' ');
      return [...text.matchAll(/repositor/g)].filter((match) => !/clone\b/.test(text.slice(Math.max(0, (match.index ?? 0) - 40), match.index))).map((match) =>
        `${file}: …${text.slice(Math.max(0, (match.index ?? 0) - 60), (match.index ?? 0) + 30)}…`
      );
    });
    expect(bare).toEqual([]);
  });
});
