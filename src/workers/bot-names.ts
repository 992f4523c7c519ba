import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { BOT_LEVELS, botFor, greedyBot, isRuleError, randomBot, searchBot, type Bot, type SearchOptions } from '../index.js';

// The bots by name, as the command line and the worker threads read them: a name crosses
// to a worker thread where a function cannot.

/** The bots the command line knows, by name: the three bots, then the levels of botFor. */
export const BOTS: Readonly<Record<string, Bot>> = Object.freeze({
  greedy: greedyBot,
  random: randomBot,
  search: botFor('expert'),
  ...Object.fromEntries(BOT_LEVELS.map((level) => [level, botFor(level)])),
});

/** The options `search:` may set, each a number (`depth` also `end`). */
const SEARCH_KEYS = ['simulations', 'candidates', 'depth', 'margin', 'steps'] as const;

/** `search:simulations=48:depth=2`: the search bot with those options, or what is wrong. */
function searchNamed(name: string): Bot | string {
  const options: Record<string, number> = {};
  for (const part of name.split(':').slice(1)) {
    const [key, value, ...rest] = part.split('=');
    if (key === undefined || value === undefined || rest.length > 0 || !(SEARCH_KEYS as readonly string[]).includes(key)) {
      return `cannot read "${part}" in the bot "${name}": give search:KEY=VALUE:…, the keys being ${SEARCH_KEYS.join(', ')}`;
    }
    options[key] = key === 'depth' && value === 'end' ? Number.POSITIVE_INFINITY : Number(value);
  }
  try {
    return searchBot(options as SearchOptions);
  } catch (error) {
    if (isRuleError(error)) return `the bot "${name}": ${error.message}`;
    throw error;
  }
}

/** Whether a bot name is a path to a module (`./my-bot.mjs`) rather than a built-in name. */
const isPath = (name: string) => name.includes('/') || /\.(m|c)?js$/.test(name);

/**
 * The bot a name stands for: a built-in bot (an own name of {@link BOTS}, never a name
 * every object has, like `toString`), or the default export (or `bot` export) of the
 * module at a path, resolved from the working directory.
 */
export async function botNamed(name: string): Promise<Bot | string> {
  if (!isPath(name)) {
    if (name.startsWith('search:')) return searchNamed(name);
    return Object.hasOwn(BOTS, name)
      ? (BOTS[name] as Bot)
      : `unknown bot "${name}": the bots are ${
        Object.keys(BOTS).join(', ')
      } (search:simulations=N:candidates=N:depth=N|end:margin=X:steps=N sets the search bot's options), or a path to a module like ./my-bot.mjs`;
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
