import type { Bot } from '../bots/bot.js';
import { greedyBot } from '../bots/greedy.js';
import { randomBot } from '../bots/random.js';

/** The bots the command line knows, by name. */
export const BOTS: Readonly<Record<string, Bot>> = { greedy: greedyBot, random: randomBot };

/** Reads a comma-separated list of bot names, or says which names are known. */
export function botsFromList(list: string): { names: string[] } | { error: string } {
  const names = list.split(',').map((name) => name.trim());
  const unknown = names.filter((name) => !(name in BOTS));
  if (names.length === 0 || unknown.length > 0) {
    return { error: `unknown bot ${unknown.map((name) => `"${name}"`).join(', ')}: the bots are ${Object.keys(BOTS).join(', ')}` };
  }
  return { names };
}
