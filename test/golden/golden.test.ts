import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { replay, type GameRecord, type ScoreBreakdown } from '../../src/index.js';
import { streetsToText } from '../../src/notation/sheet-text.js';

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

describe.each(['collector-2p', 'collector-5p', 'original-4p', 'original-3p-variants', 'collector-3p-ice-cream', 'original-3p-christmas', 'collector-3p-eggs'])('golden game %s', (name) => {
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

describe('golden game original-3p-variants (roundabouts, advanced plans, expert card choice), checked by hand sheet by sheet', () => {
  const fixture = load('original-3p-variants');
  const state = replay(fixture.record);
  const [ann, bob, cy] = state.result?.players ?? [];
  // Plans: n°1 = plan 2 (3, 3, 3; 8/4), n°2 = plan 6 (1, 1, 1, 6; 11/6), n°3 = plan 15 (2, 5; 7/3).
  // Temp boxes: ann 3, bob 5, cy 5, so bob and cy share 7 and ann has the next count, 4.

  it('ended in round 28 when all three crossed their third refusal; bob won', () => {
    expect(state.plans.map((plan) => plan.id)).toEqual([2, 6, 15]);
    expect(state.ended.map((end) => end.reason)).toEqual(['refusals', 'refusals', 'refusals']);
    expect(state.result?.winners).toEqual(['bob']);
    expect(state.players.map((player) => [player.sheet.temps, player.sheet.roundabouts])).toEqual([
      [3, 2],
      [5, 2],
      [5, 2],
    ]);
  });

  it('ann: 11 + (0 + 2 + 4) + 0 + 4 + (3×3 + 1×3 + 1×3 + 2×5 + 1×6) − 3 − 5 − 8 = 36', () => {
    const sheet = state.players[0]?.sheet;
    expect(streetsToText(sheet as never)).toEqual([
      '0 0b 4 6 | 8 9 11 13 15 .',
      '4 6 R 5 7 10b 10 | 12u | 14u | . .',
      // The roundabout of round 24 closed the 6-house estate on its left and the 7 on its
      // right, which starts the numbers again; both went to plan n°2 in the same choice.
      '. | 1 3 5 | 6u 8u 9u 11u 12u 14u R 7u',
    ]);
    expect(sheet?.plans).toEqual([null, 11, null]);
    // 1-house: 12, 14, 7 (value 3 after one box); 2-house: 4 6 (3); 3-house: 1 3 5 (3);
    // 4-house: 0 0b 4 6 and 5 7 10b 10 (5); 6-house: 6 … 14 (6).
    expect(sheet?.improvements).toEqual([1, 1, 0, 1, 4, 0]);
    expect(ann?.breakdown.estates.map((estate) => [estate.count, estate.value])).toEqual([
      [3, 3],
      [1, 3],
      [1, 3],
      [2, 5],
      [0, 10],
      [1, 6],
    ]);
    expect(ann?.breakdown.parks).toEqual([0, 2, 4]);
    // Bis: 2 boxes = 3; refusals: 3 = 5; roundabouts: 2 = 3 + 5 = 8.
    expect([ann?.breakdown.temps, ann?.breakdown.bis, ann?.breakdown.refusals, ann?.breakdown.roundabouts]).toEqual([4, 3, 5, 8]);
    expect(ann?.breakdown.total).toBe(11 + (0 + 2 + 4) + 0 + 4 + (3 * 3 + 1 * 3 + 1 * 3 + 2 * 5 + 1 * 6) - 3 - 5 - 8);
  });

  it('bob: 7 + (2 + 2 + 2) + 0 + 7 + (5×3 + 1×2 + 1×3 + 2×5 + 1×7) − 3 − 5 − 8 = 41', () => {
    const sheet = state.players[1]?.sheet;
    expect(streetsToText(sheet as never)).toEqual([
      // 7, a roundabout, then 4: each side is ordered on its own.
      '7 R 4 | 6 | 8 9 11 13 | 15 | .',
      // The roundabout of round 20 closed "10 12", claimed with the bottom 5-house estate
      // for plan n°3 in that choice; a 12 stands on each side of it.
      '0 | . | 4 5 7 8 | 10u 12u R 12 .',
      '0 3b 3 | 5u 6u 8u 9u 11u | 14b 14 15 .',
    ]);
    expect(sheet?.plans).toEqual([null, null, 7]);
    // 1-house: 7, 4, 6, 15, 0 (3); 2-house: 10 12 (2); 3-house: 0 3b 3 (3);
    // 4-house: 8 9 11 13 and 4 5 7 8 (5); 5-house: 5 … 11 (7 after two boxes).
    expect(sheet?.improvements).toEqual([1, 0, 0, 1, 2, 2]);
    expect(bob?.breakdown.estates.map((estate) => [estate.count, estate.value])).toEqual([
      [5, 3],
      [1, 2],
      [1, 3],
      [2, 5],
      [1, 7],
      [0, 8],
    ]);
    expect([bob?.breakdown.parks, bob?.breakdown.temps, bob?.breakdown.bis, bob?.breakdown.refusals, bob?.breakdown.roundabouts]).toEqual([[2, 2, 2], 7, 3, 5, 8]);
    expect(bob?.breakdown.total).toBe(7 + (2 + 2 + 2) + 0 + 7 + (5 * 3 + 1 * 2 + 1 * 3 + 2 * 5 + 1 * 7) - 3 - 5 - 8);
  });

  it('cy: 0 + (0 + 2 + 2) + 0 + 7 + (5×1 + 4×3 + 1×4) − 6 − 5 − 8 = 13', () => {
    const sheet = state.players[2]?.sheet;
    expect(streetsToText(sheet as never)).toEqual([
      '7 R 4 6 8 | 9 | 11 13 | 15 | .',
      '0 | . 4 5 7 | 9 | 10 12 R 12 15',
      // Ten houses between fences: no estate. Three bis copies: 6b, 14b, 14b.
      '0 1 | 3 6b 6 8 9 11 14b 14 14b .',
    ]);
    // 1-house: 7, 9, 15, 0, 9 (1); 2-house: 11 13, 10 12, 12 15, 0 1 (3); 3-house: 4 6 8 (4).
    expect(sheet?.improvements).toEqual([0, 1, 1, 0, 1, 3]);
    expect(cy?.breakdown.estates.map((estate) => estate.count)).toEqual([5, 4, 1, 0, 0, 0]);
    expect(cy?.breakdown.estates.slice(0, 3).map((estate) => estate.value)).toEqual([1, 3, 4]);
    expect([cy?.breakdown.parks, cy?.breakdown.temps, cy?.breakdown.bis, cy?.breakdown.refusals, cy?.breakdown.roundabouts]).toEqual([[0, 2, 2], 7, 6, 5, 8]);
    expect(cy?.breakdown.total).toBe(0 + (0 + 2 + 2) + 0 + 7 + (5 * 1 + 4 * 3 + 1 * 4) - 6 - 5 - 8);
  });

  it('every round of every player was made after a pick of the card its pair shows', () => {
    for (const round of fixture.record.rounds) {
      for (const choice of round) if (choice.type === 'refuse') expect([0, 1, 2]).toContain(choice.card);
    }
  });
});

describe('golden game original-3p-christmas (Christmas lights sheet), checked by hand sheet by sheet', () => {
  const fixture = load('original-3p-christmas');
  const state = replay(fixture.record);
  const [ann, bob, cy] = state.result?.players ?? [];
  // Everyone crossed 4 temp boxes: they share the highest count, 7 each. No plan was claimed.
  // Lights (rules §11.2): equal numbers (bis) and a number and the next one link, across fences too.

  it('ended when bob crossed his third refusal; ann won with 26', () => {
    expect(state.ended).toEqual([{ reason: 'refusals', player: 'bob' }]);
    expect(state.result?.winners).toEqual(['ann']);
    expect(state.players.every((player) => player.sheet.plans.every((points) => points === null))).toBe(true);
  });

  it('ann: 0 + (10 + 4 + 0) + 3 + 7 + 1×2 + lights (2 + 2 + 2) − 3 − 3 = 26', () => {
    expect(streetsToText(state.players[0]?.sheet as never)).toEqual([
      '. 2 4 4b 6 9 11 13 15 .', // 4 4b: 2
      '. 2 3 5 | 7 9 | 10 12 . . .', // 2 3 and 9 | 10: 2 each
      '. . 3 5 6 8 9* | 11 . 14 14b .', // 5 6, 8 9, 14 14b: 2 each
    ]);
    expect(ann?.breakdown.season).toEqual({ kind: 'christmas', lights: [2, 2, 2] });
    // One complete estate, "7 9" (value 2); one built pool (3); parks 3 and 2 boxes.
    expect(ann?.breakdown.estates.map((estate) => estate.count)).toEqual([0, 1, 0, 0, 0, 0]);
    expect([ann?.breakdown.parks, ann?.breakdown.pools, ann?.breakdown.temps, ann?.breakdown.bis, ann?.breakdown.refusals]).toEqual([[10, 4, 0], 3, 7, 3, 3]);
    expect(ann?.breakdown.total).toBe(0 + (10 + 4 + 0) + 3 + 7 + 1 * 2 + (2 + 2 + 2) - 3 - 3);
  });

  it('bob: 0 + (10 + 0 + 2) + 0 + 7 + 0 + lights (2 + 2 + 3) − 9 − 5 = 12', () => {
    expect(streetsToText(state.players[1]?.sheet as never)).toEqual([
      '. 2 4 6 8 11b 11 13 15 15b', // 11b 11 and 15 15b: 2
      '. | 2 3 5 5b 8 10 12 . | . .', // 2 3 and 5 5b: 2
      '. | . 3 | 5 6 8 9 9b 11 14 . .', // 8 9 9b: 3
    ]);
    expect(bob?.breakdown.season).toEqual({ kind: 'christmas', lights: [2, 2, 3] });
    // No complete estate; four bis copies (9), three refusals (5).
    expect(bob?.breakdown.completeEstates).toBe(0);
    expect([bob?.breakdown.parks, bob?.breakdown.temps, bob?.breakdown.bis, bob?.breakdown.refusals]).toEqual([[10, 0, 2], 7, 9, 5]);
    expect(bob?.breakdown.total).toBe(0 + (10 + 0 + 2) + 0 + 7 + 0 + (2 + 2 + 3) - 9 - 5);
  });

  it('cy: 0 + (10 + 4 + 0) + 0 + 7 + 1×3 + lights (2 + 2 + 2) − 3 − 3 = 24', () => {
    expect(streetsToText(state.players[2]?.sheet as never)).toEqual([
      '. 2 4 6 | 8 9 11 13 15 .', // 8 9: 2
      '. 2 | 3 | 5 7 9 10 12 . . .', // 2 | 3 and 9 10: 2
      '. | . 3 5 6 8 | 11b 11 14b 14 . .', // 5 6, 11b 11, 14b 14: 2
    ]);
    expect(cy?.breakdown.season).toEqual({ kind: 'christmas', lights: [2, 2, 2] });
    // One complete estate, "3" alone (value 3 after one box).
    expect(cy?.breakdown.estates[0]).toEqual({ size: 1, count: 1, value: 3, points: 3 });
    expect(cy?.breakdown.total).toBe(0 + (10 + 4 + 0) + 0 + 7 + 1 * 3 + (2 + 2 + 2) - 3 - 3);
  });
});

describe('golden games on the ice cream and spring sheets keep their seasons true to the numbers', () => {
  it('collector-3p-eggs: every egg collected is the one its number takes (rules §11.3)', () => {
    const state = replay(load('collector-3p-eggs').record);
    const take = (number: number | null) => (number === null ? 0 : [0, 8, 10].includes(number) ? 2 : [6, 9, 16].includes(number) ? 1 : 0);
    for (const player of state.players) {
      const season = player.sheet.season;
      if (season.kind !== 'eggs') throw new Error('not an egg sheet');
      season.eggs.forEach((street, s) =>
        street.forEach((eggs, h) => {
          const spot = [[0, 0, 1, 2, 1, 0, 1, 0, 0, 1], [2, 0, 0, 1, 0, 1, 2, 0, 1, 0, 0], [0, 0, 1, 0, 2, 1, 0, 2, 0, 1, 0, 0]][s]?.[h] ?? 0;
          expect(eggs).toBe(spot === 0 ? null : Math.min(spot, take(player.sheet.streets[s]?.houses[h]?.number ?? null)));
        })
      );
    }
    // ann: 6 on a two-egg spot (1), 9 (1), 10 on a two-egg spot (2), 6 (1), 8 (1): 6 eggs, 5 points.
    expect(state.result?.players[0]?.breakdown.season).toEqual({ kind: 'eggs', eggs: 6, points: 5 });
  });

  it('collector-3p-ice-cream: a won street bonus is a street whose cones are all sold or lost, and nobody else has it open', () => {
    const state = replay(load('collector-3p-ice-cream').record);
    const seasons = state.players.map((player) => player.sheet.season);
    for (const s of [0, 1, 2] as const) {
      const won = seasons.filter((season) => season.kind === 'ice-cream' && season.bonuses[s] === 'won');
      for (const season of won) expect(season.kind === 'ice-cream' && season.cones[s].every((cone) => cone !== 'open')).toBe(true);
      if (won.length > 0) expect(seasons.every((season) => season.kind === 'ice-cream' && season.bonuses[s] !== 'open')).toBe(true);
    }
    // bob won the middle and bottom bonuses: 2 and 3 sold cones there.
    expect(state.result?.players[1]?.breakdown.season).toEqual({ kind: 'ice-cream', scoops: 14, bonuses: [0, 2, 3] });
  });
});
