import { expect } from 'vitest';
import {
  scoreSheet,
  SHEET_LAYOUT,
  TEMP_BOXES,
  tempAwards,
  TRACKS,
  type Card,
  type EstateRef,
  type GameState,
  type House,
  type Sheet,
} from '../../src/index.js';

/**
 * The ordering oracle, written from the rules and not from the engine: within each
 * roundabout segment, written numbers never decrease, and each run of equal numbers
 * holds exactly one number that is not a bis copy.
 */
export function ordered(houses: readonly House[]): boolean {
  let previous: number | undefined;
  let originals = 0;
  for (const house of houses) {
    if (house.roundabout) {
      previous = undefined;
      continue;
    }
    if (house.number === null) continue;
    if (previous !== undefined && house.number < previous) return false;
    if (house.number !== previous) originals = 0;
    if (!house.bis) originals += 1;
    if (originals > 1) return false;
    previous = house.number;
  }
  return true;
}

/** Every track of the sheet within its bounds. */
export function expectTracksInBounds(sheet: Sheet): void {
  sheet.streets.forEach((street, s) => {
    expect(street.parks).toBeGreaterThanOrEqual(0);
    expect(street.parks).toBeLessThanOrEqual((SHEET_LAYOUT[s]?.parks.length ?? 0) - 1);
    expect(street.fences[0]).toBe(true);
    expect(street.fences[street.houses.length]).toBe(true);
  });
  expect(sheet.pools).toBeLessThanOrEqual(TRACKS.pool.length - 1);
  expect(sheet.pools).toBe(sheet.streets.flatMap((street) => street.houses).filter((house) => house.pool === 'built').length);
  expect(sheet.temps).toBeLessThanOrEqual(TEMP_BOXES);
  expect(sheet.bis).toBeLessThanOrEqual(TRACKS.bis.length - 1);
  expect(sheet.bis).toBe(sheet.streets.flatMap((street) => street.houses).filter((house) => house.bis).length);
  expect(sheet.refusals).toBeLessThanOrEqual(TRACKS.refusal.length - 1);
  sheet.improvements.forEach((marks, size) => expect(marks).toBeLessThanOrEqual((TRACKS.estates[size]?.length ?? 0) - 1));
}

const cardKey = (card: Card) => `${card.number}/${card.effect}`;
const histogram = (cards: readonly Card[]) => cards.map(cardKey).sort();

/** "stacks + discards + face-up = deck": face-up cards are the tops of the discard piles. */
export function expectCardsConserved(state: GameState): void {
  expect(histogram([...state.cards.stacks.flat(), ...state.cards.discards.flat()])).toEqual(histogram(state.cards.deck));
}

/** No fence inside an estate that a plan used, and its houses marked used as an estate. */
export function expectUsedEstatesWhole(sheet: Sheet, used: readonly EstateRef[]): void {
  for (const estate of used) {
    const fences = sheet.streets[estate.street].fences;
    for (let slot = estate.start + 1; slot < estate.start + estate.size; slot++) expect(fences[slot]).toBe(false);
    for (let house = estate.start; house < estate.start + estate.size; house++) {
      expect(sheet.streets[estate.street].houses[house]?.used).toBe('estate');
    }
  }
}

/** Written houses never change: every number written before is still there, bis mark included. */
export function expectWrittenKept(before: Sheet, after: Sheet): void {
  before.streets.forEach((street, s) =>
    street.houses.forEach((house, h) => {
      if (house.number === null && !house.roundabout) return;
      const now = after.streets[s]?.houses[h];
      expect([now?.number, now?.bis, now?.roundabout]).toEqual([house.number, house.bis, house.roundabout]);
    }),
  );
}

/** The final result equals a fresh scoring of every sheet. */
export function expectResultRescores(state: GameState): void {
  const awards = tempAwards(
    state.players.map((player) => player.sheet.temps),
    { solo: state.solo },
  );
  state.players.forEach((player, i) => {
    expect(state.result?.players[i]?.breakdown).toEqual(scoreSheet(player.sheet, { tempAward: awards[i] ?? 0 }));
  });
}

/** A JSON string with sorted keys, to compare choices built in different field orders. */
export function canonical(value: unknown): string {
  return JSON.stringify(value, (_, v: unknown) =>
    v !== null && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );
}

/** Freezes a value and everything inside it. */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value as Record<string, unknown>)) deepFreeze(inner);
  }
  return value;
}
