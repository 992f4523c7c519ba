import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { replay, type GameRecord, type ScoreBreakdown } from '../../src/index.js';
import { streetsToText } from '../../src/sheet/notation.js';

interface Fixture {
  record: GameRecord;
  final: {
    round: number;
    ended: unknown;
    winners: string[];
    players: { id: string; streets: string[]; parks: number[]; breakdown: ScoreBreakdown; rank: number }[];
  };
}

const load = (name: string) => JSON.parse(readFileSync(new URL(`${name}.json`, import.meta.url), 'utf8')) as Fixture;

describe.each(['collector-2p', 'collector-5p', 'original-4p'])('golden game %s', (name) => {
  const fixture = load(name);
  const state = replay(fixture.record);

  it('replays to the recorded end, sheets and scores', () => {
    expect(state.status).toBe('over');
    expect(state.round).toBe(fixture.final.round);
    expect(state.ended).toEqual(fixture.final.ended);
    expect(state.result?.winners).toEqual(fixture.final.winners);
    state.players.forEach((player, i) => {
      const expected = fixture.final.players[i];
      expect(streetsToText(player.sheet)).toEqual(expected?.streets);
      expect(state.result?.players[i]?.breakdown).toEqual(expected?.breakdown);
      expect(state.result?.players[i]?.rank).toEqual(expected?.rank);
    });
  });
});

describe('golden game collector-2p, checked by hand sheet by sheet', () => {
  const fixture = load('collector-2p');
  const state = replay(fixture.record);
  const [ann, bob] = state.result?.players ?? [];

  it('ended when ann crossed her third refusal, and bob won', () => {
    expect(state.ended).toEqual([{ reason: 'refusals', player: 'ann' }]);
    expect(state.result?.winners).toEqual(['bob']);
  });

  it('ann: 0 + (10 + 2 + 4) + 0 + 7 + 5 − 6 − 5 = 17', () => {
    const sheet = state.players[0]?.sheet;
    expect(streetsToText(sheet as never)).toEqual([
      '0 2 4 8b | 8 10 11 13 15 .',
      '. | 3 5b 5 5b 9 10 12 14 15 .',
      '. | 2 3 5 6 8 9 11 12 14 . .',
    ]);
    // Parks: top full (3 boxes: 10), middle 1 box (2), bottom 2 boxes (4).
    expect(sheet?.streets.map((street) => street.parks)).toEqual([3, 1, 2]);
    expect(ann?.breakdown.parks).toEqual([10, 2, 4]);
    // Temps: ann 6 boxes, bob 4: ann has the most, 7.
    expect([sheet?.temps, ann?.breakdown.temps]).toEqual([6, 7]);
    // Estates: only "0 2 4 8b" is complete (4 houses); one improvement on size 4 makes it 5.
    expect(sheet?.improvements[3]).toBe(1);
    expect(ann?.breakdown.estates.map((estate) => estate.points)).toEqual([0, 0, 0, 5, 0, 0]);
    // Bis: three copies (8b, 5b, 5b) = 6; refusals: three = 5.
    expect([sheet?.bis, ann?.breakdown.bis, sheet?.refusals, ann?.breakdown.refusals]).toEqual([3, 6, 3, 5]);
    expect(ann?.breakdown.total).toBe(0 + (10 + 2 + 4) + 0 + 7 + 5 - 6 - 5);
  });

  it('bob: 0 + (10 + 2 + 2) + 0 + 4 + (4×1 + 1×2 + 2×5) − 1 − 0 = 33', () => {
    const sheet = state.players[1]?.sheet;
    expect(streetsToText(sheet as never)).toEqual([
      '. | 2 4 6 7 10 | 11 13 | 15 | .',
      '0 | 2 | 3 | 5 5b 9 10 12 | 13 15 .',
      '. 2 3 | 5 6 8 9 11 12 14 . .',
    ]);
    expect(bob?.breakdown.parks).toEqual([10, 2, 2]);
    // Temps: 4 boxes, second most: 4.
    expect([sheet?.temps, bob?.breakdown.temps]).toEqual([4, 4]);
    // 1-house estates: 15, 0, 2, 3 (4 × 1); 2-house: "11 13" (1 × 2);
    // 5-house: "2 4 6 7 10" and "5 5b 9 10 12" (2 × 5). Improvements on sizes 3 and 4 only.
    expect(sheet?.improvements).toEqual([0, 0, 3, 3, 0, 0]);
    expect(bob?.breakdown.estates.map((estate) => [estate.count, estate.value])).toEqual([
      [4, 1],
      [1, 2],
      [0, 6],
      [0, 7],
      [2, 5],
      [0, 6],
    ]);
    // Bis: one copy = 1; refusals: one, the first is free.
    expect([bob?.breakdown.bis, bob?.breakdown.refusals]).toEqual([1, 0]);
    expect(bob?.breakdown.total).toBe(0 + (10 + 2 + 2) + 0 + 4 + (4 * 1 + 1 * 2 + 2 * 5) - 1 - 0);
  });
});
