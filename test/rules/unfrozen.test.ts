import { describe, expect, it } from 'vitest';
import { LAYOUT, SHEET_LAYOUT, STREET_INDEXES, STREETS } from '../../src/rules/layout.js';
import { TRACK_VALUES, TRACKS } from '../../src/rules/tracks.js';
import * as engine from '../../src/index.js';

// The engine reads plain copies of the rule tables (frozen arrays are slow to index in
// V8); the exported tables stay frozen and are the one place the data is written.
describe('the rule tables the engine reads', () => {
  it.each(
    [
      ['TRACKS', TRACKS, TRACK_VALUES],
      ['SHEET_LAYOUT', SHEET_LAYOUT, LAYOUT],
      ['STREET_INDEXES', STREET_INDEXES, STREETS],
    ] as const,
  )('%s: the engine reads an equal, unfrozen copy, and the exported table stays frozen', (_, exported, read) => {
    expect(read).toEqual(exported);
    expect(read).not.toBe(exported);
    expect(Object.isFrozen(exported)).toBe(true);
    expect(Object.isFrozen(read)).toBe(false);
    const nested = (value: unknown): unknown[] => (typeof value === 'object' && value !== null ? [value, ...Object.values(value).flatMap(nested)] : []);
    expect(nested(exported).every((part) => Object.isFrozen(part))).toBe(true);
    expect(nested(read).some((part) => Object.isFrozen(part))).toBe(false);
    // No caller can reach the copy, so none can change the rules through it.
    expect(Object.values(engine)).not.toContain(read);
  });
});
