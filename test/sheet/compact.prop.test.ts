import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emptySheet, isRuleError, SHEET_KINDS, type Sheet } from '../../src/index.js';
import { copyCompact } from '../../src/sheet/compact/compact.js';
import { compactOf, readCompact, sheetOf } from '../../src/sheet/compact/json.js';
import { copyProblem } from '../../src/sheet/compact/bis.js';
import { bisTargetBits, freeSlots } from '../../src/sheet/compact/derived.js';
import { EMPTY, FIT, HOUSES, NUMBER, OWN_LENGTH } from '../../src/sheet/compact/layout.js';
import { updateAllRanges } from '../../src/sheet/compact/ranges.js';
import { writeNumber } from '../../src/sheet/compact/write.js';
import { gameParamsArb, playedGame } from '../support/random-play.js';

/*
 * The compact sheet is how the engine computes on a sheet (docs/architecture.md): read
 * from the JSON sheet every field once, written back field for field, sharing every
 * part that says the same, and keeping the ranges of rules §4.1 up to date as it is
 * written on.
 */

/** The sheets of random games of every ruleset, variant and kind, some rounds in. */
const sheetsArb = fc.tuple(gameParamsArb, fc.integer({ min: 0, max: 30 })).map(([params, rounds]) => playedGame(params, rounds).players.map((player) => player.sheet));

describe('the compact form of a sheet', () => {
  it('reads back as the very sheet it was read from, and shares every part of a sheet that says the same', () => {
    fc.assert(
      fc.property(sheetsArb, (sheets) => {
        for (const sheet of sheets) {
          const compact = readCompact(sheet);
          expect(compact).toBeDefined();
          expect(sheetOf(compact as never)).toEqual(sheet);
          expect(sheetOf(compact as never, sheet)).toBe(sheet);
          expect(JSON.stringify(sheetOf(compact as never))).toBe(JSON.stringify(sheet));
        }
      }),
      { numRuns: 60 },
    );
  });

  it('kept up to date as numbers are written: the ranges written on are those read afresh', () => {
    fc.assert(
      fc.property(sheetsArb, fc.nat(), (sheets, pick) => {
        for (const sheet of sheets) {
          const compact = copyCompact(compactOf(sheet));
          const open = Array.from({ length: 33 }, (_, at) => at).filter((at) => (compact[FIT + at] as number) !== 0);
          if (open.length === 0) continue;
          const at = open[pick % open.length] as number;
          // The highest number the house takes.
          writeNumber(compact, at, 31 - Math.clz32(compact[FIT + at] as number), false);
          const fresh = copyCompact(compact);
          updateAllRanges(fresh);
          // What the sheet holds alike, and what it derives from it (the open fences and copies, worked out when asked) alike.
          expect(compact.slice(0, OWN_LENGTH)).toEqual(fresh.slice(0, OWN_LENGTH));
          for (const street of [0, 1, 2])
            for (const across of [false, true]) {
              expect(freeSlots(compact, street, across)).toBe(freeSlots(fresh, street, across));
              expect(bisTargetBits(compact, street, across)).toBe(bisTargetBits(fresh, street, across));
            }
          expect(compact[NUMBER + at]).not.toBe(EMPTY);
          expect(compact[FIT + at]).toBe(0);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('the bis copies a street takes, kept for the last sheet, are those read afresh before and after a number is written', () => {
    /** Every copy street `street` takes, read house by house: bit 2 × house + side. */
    const fresh = (compact: ReturnType<typeof copyCompact>, street: number, across: boolean, written: number) => {
      let bits = 0;
      for (let house = 0; house < HOUSES[street as 0]; house++) {
        if (copyProblem(compact, street, house, 'left', across, written) === undefined) bits |= 1 << (2 * house);
        if (copyProblem(compact, street, house, 'right', across, written) === undefined) bits |= 1 << (2 * house + 1);
      }
      return bits;
    };
    const agree = (compact: ReturnType<typeof copyCompact>) => {
      for (const across of [false, true]) {
        for (let street = 0; street < 3; street++) {
          for (let written = -1; written < HOUSES[street as 0]; written++) {
            expect(bisTargetBits(compact, street, across, written)).toBe(fresh(compact, street, across, written));
          }
        }
      }
    };
    fc.assert(
      fc.property(sheetsArb, fc.nat(), (sheets, pick) => {
        for (const sheet of sheets) {
          const compact = copyCompact(compactOf(sheet));
          agree(compact);
          const open = Array.from({ length: 33 }, (_, at) => at).filter((at) => (compact[FIT + at] as number) !== 0);
          if (open.length === 0) continue;
          const at = open[pick % open.length] as number;
          writeNumber(compact, at, 31 - Math.clz32(compact[FIT + at] as number), false);
          agree(compact);
        }
      }),
      { numRuns: 40 },
    );
  });

  it('a changed part of the sheet is a new object, the rest shared with the sheet it came from', () => {
    const sheet = emptySheet('ice-cream');
    const compact = copyCompact(compactOf(sheet));
    writeNumber(compact, 12, 5, false);
    const written = sheetOf(compact, sheet);
    expect(written.streets[0]).toBe(sheet.streets[0]);
    expect(written.streets[2]).toBe(sheet.streets[2]);
    expect(written.streets[1]).not.toBe(sheet.streets[1]);
    expect(written.streets[1].houses[0]).toBe(sheet.streets[1].houses[0]);
    expect(written.streets[1].houses[2]).toEqual({ number: 5, bis: false, roundabout: false, pool: 'none', used: false });
    expect(written.improvements).toBe(sheet.improvements);
    expect(written.season).not.toBe(sheet.season);
  });

  it('a value that is no sheet has no compact form: RuleError sheet/malformed, never read on', () => {
    const sheet = emptySheet();
    const edited = (edit: (json: Record<string, unknown>) => void) => {
      const json = JSON.parse(JSON.stringify(sheet)) as Record<string, unknown>;
      edit(json);
      return json as unknown as Sheet;
    };
    const bad = [
      edited((json) => ((json.streets as { houses: { number: unknown }[] }[])[0]!.houses[0]!.number = 2.5)),
      edited((json) => ((json.streets as { houses: { number: unknown }[] }[])[1]!.houses[3]!.number = '3')),
      edited((json) => ((json.streets as { fences: unknown[] }[])[2]!.fences.pop())),
      edited((json) => (json.temps = 1e308)),
      edited((json) => (json.season = { kind: 'summer' })),
      edited((json) => ((json.streets as { houses: { pool: unknown }[] }[])[0]!.houses[2]!.pool = 'none')),
      new Proxy(sheet, {
        get: () => {
          throw new Error('trap');
        },
      }),
    ];
    for (const value of bad) {
      expect(readCompact(value)).toBeUndefined();
      let caught: unknown;
      try {
        compactOf(value);
      } catch (error) {
        caught = error;
      }
      expect(isRuleError(caught) && caught.code.startsWith('sheet/')).toBe(true);
    }
    for (const kind of SHEET_KINDS) expect(sheetOf(compactOf(emptySheet(kind)))).toEqual(emptySheet(kind));
  });
});
