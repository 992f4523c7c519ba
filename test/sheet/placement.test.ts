import { describe, expect, it } from 'vitest';
import { bisTargets, canCopy, canFence, canWrite, emptySheet, estatesOf, fenceSlots, fitsAt, housesFor, isSheetFull, numberRange } from '../../src/index.js';
import { sheetOf } from '../support/helpers.js';

const EMPTY = ['. . . . . . . . . .', '. . . . . . . . . . .', '. . . . . . . . . . . .'] as const;
const top = (line: string) => sheetOf({ streets: [line, EMPTY[1], EMPTY[2]] });
const collector = { bisAcrossFence: true };
const original = { bisAcrossFence: false };

describe('writing a number (rules §4.1)', () => {
  it('"numbers must strictly increase from left to right": between 5 and 9 only 6, 7, 8 fit', () => {
    const street = top('. 5 . 9 . . . . . .').streets[0];
    expect(numberRange(street, 2)).toEqual({ min: 6, max: 8 });
    expect([5, 6, 7, 8, 9].map((n) => fitsAt(street, 2, n))).toEqual([false, true, true, true, false]);
  });

  it('"empty houses may be left between them and filled later": the first house takes 0–4 before a 5', () => {
    expect(numberRange(top('. 5 . 9 . . . . . .').streets[0], 0)).toEqual({ min: 0, max: 4 });
  });

  it('"the same number may never appear twice in a street": a 5 fits nowhere else beside a written 5', () => {
    const sheet = top('. 5 . . . . . . . .');
    expect(housesFor(sheet, 5).filter((ref) => ref.street === 0)).toEqual([]);
    expect(housesFor(sheet, 5).filter((ref) => ref.street === 1)).toHaveLength(11);
  });

  it('a written house takes no number', () => {
    expect(fitsAt(top('. 5 . . . . . . . .').streets[0], 1, 6)).toBe(false);
    expect(numberRange(top('. 5 . . . . . . . .').streets[0], 1)).toEqual({ min: 1, max: 0 });
  });

  it('numbers 0 and 17 are the bounds of a house (rules §2)', () => {
    const street = emptySheet().streets[0];
    expect(fitsAt(street, 0, 0)).toBe(true);
    expect(fitsAt(street, 9, 17)).toBe(true);
    expect(fitsAt(street, 0, -1)).toBe(false);
    expect(fitsAt(street, 9, 18)).toBe(false);
  });

  it('"a run of equal numbers made by bis copies" is one value: after 5 5b only 6+ fits', () => {
    const street = top('5 5b . . . . . . . .').streets[0];
    expect(numberRange(street, 2)).toEqual({ min: 6, max: 17 });
  });

  it('"each side of a roundabout is ordered independently" (rules §10.1): 12 R . takes 0 again', () => {
    const street = top('3 12 R . . . . . . .').streets[0];
    expect(numberRange(street, 3)).toEqual({ min: 0, max: 17 });
    expect(fitsAt(street, 3, 3)).toBe(true);
    expect(fitsAt(street, 2, 13)).toBe(false);
  });

  it('a full street takes nothing, and an almost full sheet may refuse every number', () => {
    const sheet = sheetOf({
      streets: ['0 1 2 3 4 5 6 7 8 9', '0 1 2 3 4 5 6 7 8 9 10', '0 1 2 3 4 5 6 7 8 9 10 .'],
    });
    expect(canWrite(sheet, 10)).toBe(false);
    expect(canWrite(sheet, 11)).toBe(true);
    expect(housesFor(sheet, 17)).toEqual([{ street: 2, house: 11 }]);
    expect(isSheetFull(sheet)).toBe(false);
  });

  it('"roundabouts count as filled" for the end of game (rules §7)', () => {
    const sheet = sheetOf({
      streets: ['0 1 2 3 4 5 6 7 8 9', '0 1 2 3 4 5 6 7 8 9 10', '0 1 2 3 4 5 R 7 8 9 10 11'],
    });
    expect(isSheetFull(sheet)).toBe(true);
  });
});

describe('estates (rules §6: "the run of houses between two consecutive fences")', () => {
  it('an empty sheet has one incomplete estate per street', () => {
    expect(estatesOf(emptySheet())).toEqual([
      { street: 0, start: 0, size: 10, complete: false, used: false },
      { street: 1, start: 0, size: 11, complete: false, used: false },
      { street: 2, start: 0, size: 12, complete: false, used: false },
    ]);
  });

  it('fences cut a street into estates; roundabouts are not estates', () => {
    const estates = estatesOf(top('1u 2u | 3 . | 5 R 6 | . . .')).filter((estate) => estate.street === 0);
    expect(estates).toEqual([
      { street: 0, start: 0, size: 2, complete: true, used: true },
      { street: 0, start: 2, size: 2, complete: false, used: false },
      { street: 0, start: 4, size: 1, complete: true, used: false },
      { street: 0, start: 6, size: 1, complete: true, used: false },
      { street: 0, start: 7, size: 3, complete: false, used: false },
    ]);
  });
});

describe('fence slots (rules §5, fence)', () => {
  it('"any empty fence slot of any street": 9 + 10 + 11 on an empty sheet', () => {
    expect(fenceSlots(emptySheet(), collector)).toHaveLength(30);
  });

  it('a drawn fence or a permanent end fence is no free slot', () => {
    const street = top('. . | . . . . . . . .').streets[0];
    expect(canFence(street, 2, collector)).toBe(false);
    expect(canFence(street, 0, collector)).toBe(false);
    expect(canFence(street, 10, collector)).toBe(false);
    expect(canFence(street, 3, collector)).toBe(true);
  });

  it('"not allowed between two houses that are both used by plans"', () => {
    const street = top('1u 2u 3u | 4 5 . . . . .').streets[0];
    expect(canFence(street, 1, collector)).toBe(false);
    expect(canFence(street, 2, collector)).toBe(false);
    expect(canFence(street, 4, collector)).toBe(true);
  });

  it('original: "not allowed between two houses holding the same number" (a house and its bis copy)', () => {
    const street = top('4 5 5b 6 . . . . . .').streets[0];
    expect(canFence(street, 2, original)).toBe(false);
    expect(canFence(street, 2, collector)).toBe(true);
    expect(canFence(street, 1, original)).toBe(true);
  });
});

describe('bis targets (rules §5, bis)', () => {
  it('"an empty house directly left or right of a house holding that number"', () => {
    expect(bisTargets(top('. . 5 . . . . . . .'), collector)).toEqual([
      { street: 0, house: 1, source: 'right' },
      { street: 0, house: 3, source: 'left' },
    ]);
  });

  it('"the copy may itself be copied": 5 5b . offers a copy of the copy', () => {
    expect(canCopy(top('5 5b . . . . . . . .').streets[0], 2, 'left', collector)).toBe(true);
  });

  it('collector: "even across fences"; original: not across a fence', () => {
    const street = top('. 5 | . . . . . . . .').streets[0];
    expect(canCopy(street, 2, 'left', collector)).toBe(true);
    expect(canCopy(street, 2, 'left', original)).toBe(false);
    expect(canCopy(street, 0, 'right', original)).toBe(true);
  });

  it('a roundabout is never copied and takes no copy (rules §10.1)', () => {
    const street = top('. R 7 . . . . . . .').streets[0];
    expect(canCopy(street, 0, 'right', collector)).toBe(false);
    expect(canCopy(street, 1, 'right', collector)).toBe(false);
  });

  it('a written house takes no copy and the street ends have no neighbour', () => {
    const street = top('4 5 . . . . . . . 9').streets[0];
    expect(canCopy(street, 1, 'left', collector)).toBe(false);
    expect(canCopy(street, 9, 'right', collector)).toBe(false);
    expect(canCopy(street, 0, 'left', collector)).toBe(false);
  });
});
