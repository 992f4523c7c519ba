import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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
