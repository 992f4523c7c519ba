import { expect } from 'vitest';
import { EGG_SPOTS, EGGS_PER_NUMBER, scoreSheet, SHEET_LAYOUT, TEMP_BOXES, tempAwards, TRACKS, type Card, type EstateRef, type GameState, type House, type Sheet } from '../../src/index.js';

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
    })
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
      : v);
}

/** Freezes a value and everything inside it. */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value as Record<string, unknown>)) deepFreeze(inner);
  }
  return value;
}

/**
 * The seasonal drawings only move forward, written from the rules (§11): a cone goes
 * from open to sold or lost and no further, and is sold only on a written house; a
 * truck never turns back; eggs are exactly what each written number collects; a bonus
 * goes from open to won or lost.
 */
export function expectSeasonKept(before: Sheet, after: Sheet): void {
  const a = before.season;
  const b = after.season;
  expect(b.kind).toBe(a.kind);
  if (a.kind === 'ice-cream' && b.kind === 'ice-cream') {
    a.cones.forEach((street, s) =>
      street.forEach((cone, h) => {
        const now = b.cones[s]?.[h];
        if (cone !== 'open') expect(now).toBe(cone);
        if (now === 'sold') expect(after.streets[s]?.houses[h]?.number).not.toBeNull();
      })
    );
    a.trucks.forEach((truck, s) => {
      const now = b.trucks[s];
      if (truck.from !== null) expect(now?.from).toBe(truck.from);
      if (truck.at !== null && now?.at != null) expect(truck.from === 'right' ? now.at <= truck.at : now.at >= truck.at).toBe(true);
    });
    a.bonuses.forEach((bonus, s) => bonus !== 'open' && expect(b.bonuses[s]).toBe(bonus));
  }
  if (b.kind === 'eggs') {
    b.eggs.forEach((street, s) =>
      street.forEach((count, h) => {
        const number = after.streets[s]?.houses[h]?.number ?? null;
        const spot = EGG_SPOTS[s]?.[h] ?? 0;
        expect(count).toBe(spot === 0 ? null : number === null ? 0 : Math.min(spot, EGGS_PER_NUMBER[number] ?? 0));
      })
    );
  }
}

/** The ice cream street bonuses of a table: a won bonus means the street is done, and once won nobody else's is open. */
export function expectBonusesSettled(sheets: readonly Sheet[]): void {
  for (const s of [0, 1, 2] as const) {
    const seasons = sheets.map((sheet) => sheet.season).filter((season) => season.kind === 'ice-cream');
    const won = seasons.filter((season) => season.bonuses[s] === 'won');
    for (const season of won) expect(season.cones[s].every((cone) => cone !== 'open')).toBe(true);
    if (won.length > 0) { for (const season of seasons) expect(season.bonuses[s]).not.toBe('open'); }
  }
}
