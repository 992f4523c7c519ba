import { describe, expect, it } from 'vitest';
import * as engine from '../../src/index.js';

/** The paths inside `value` that are not frozen. */
function unfrozen(value: unknown, path = ''): string[] {
  if (typeof value !== 'object' || value === null) return [];
  const own = Object.isFrozen(value) ? [] : [path || '(the table)'];
  return [...own, ...Object.keys(value).flatMap((key) => unfrozen((value as Record<string, unknown>)[key], `${path}.${key}`))];
}

describe('shared data: no caller can change the rules of every game in the process', () => {
  const tables = Object.entries(engine).filter(([, value]) => typeof value === 'object' && value !== null);

  it('there are tables to check', () => {
    expect(tables.map(([name]) => name)).toEqual(expect.arrayContaining(['TRACKS', 'SHEET_LAYOUT', 'PLANS', 'DECKS', 'RULESETS', 'EFFECTS']));
  });

  it.each(tables)('%s is frozen all the way down', (_name, table) => {
    expect(unfrozen(table)).toEqual([]);
  });

  it("a game holds its own copies: its plans, rules and deck are not the tables' objects", () => {
    const state = engine.createGame({ players: 2, seed: 1, plans: [0, 6, 12] });
    expect(state.plans[0]?.requirement).toEqual(engine.PLANS[0]?.requirement);
    expect(state.plans[0]?.requirement).not.toBe(engine.PLANS[0]?.requirement);
    expect(state.rules).not.toBe(engine.RULESETS.collector);
    expect(state.cards.deck.some((card) => engine.DECKS.collector.includes(card))).toBe(false);
  });
});
