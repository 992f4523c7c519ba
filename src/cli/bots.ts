import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Bot } from '../bots/bot.js';
import { greedyBot } from '../bots/greedy.js';
import { randomBot } from '../bots/random.js';

/** The bots the command line knows, by name. */
export const BOTS: Readonly<Record<string, Bot>> = Object.freeze({ greedy: greedyBot, random: randomBot });

/** Whether a bot name is a path to a module (`./my-bot.mjs`) rather than a built-in name. */
const isPath = (name: string) => name.includes('/') || /\.(m|c)?js$/.test(name);

/**
 * The bot a name stands for: a built-in bot (an own name of {@link BOTS}, never a name
 * every object has, like `toString`), or the default export (or `bot` export) of the
 * module at a path, resolved from the working directory.
 */
export async function botNamed(name: string): Promise<Bot | string> {
  if (!isPath(name)) {
    return Object.hasOwn(BOTS, name) ? (BOTS[name] as Bot) : `unknown bot "${name}": the bots are ${Object.keys(BOTS).join(', ')}, or a path to a module like ./my-bot.mjs`;
  }
  let module: { default?: unknown; bot?: unknown };
  try {
    module = (await import(pathToFileURL(resolve(name)).href)) as { default?: unknown; bot?: unknown };
  } catch (error) {
    return `cannot load the bot module ${name}: ${(error as Error).message}`;
  }
  const bot = module.default ?? module.bot;
  return typeof bot === 'function' ? (bot as Bot) : `the module ${name} exports no bot: export a function (view, seed) => choice as its default or as "bot"`;
}

/** The bots of a comma-separated list, in order, or what is wrong with it. */
export async function botsFromList(list: string): Promise<{ names: string[]; bots: Bot[] } | { error: string }> {
  const names = list.split(',').map((name) => name.trim()).filter((name) => name !== '');
  if (names.length === 0) return { error: `no bot named: the bots are ${Object.keys(BOTS).join(', ')}, or a path to a module` };
  const bots: Bot[] = [];
  for (const name of names) {
    const bot = await botNamed(name);
    if (typeof bot === 'string') return { error: bot };
    bots.push(bot);
  }
  return { names, bots };
}
