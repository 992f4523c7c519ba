// The learned pattern value (`rating: 'patterns'`, src/bots/rating/patterns/): its shipped
// weights fit the engine, are read back as written, and rate as the hand rating plus
// the weights of a sheet's patterns, the temp race read off the other sheets.
import { describe, expect, it } from 'vitest';
import { createGame, greedyBotWith, playerView, replay } from '../../src/index.js';
import { rateSheet } from '../../src/bots/rating/evaluate.js';
import { newRater, raterFor } from '../../src/bots/rating/rater.js';
import { MOST_PATTERNS, newPatterns, PATTERN_LAYOUT, PATTERN_WEIGHTS, patternsOf } from '../../src/bots/rating/patterns/patterns.js';
import { decodePatterns, PATTERN_FILES, PATTERN_VALUATION } from '../../src/bots/rating/patterns/tables.js';
import type { PatternFile } from '../../src/bots/rating/patterns/file.js';
import { rateWhole, rivalTemps } from '../../src/bots/rating/patterns/value.js';
import { supplyOfDeck } from '../../src/bots/rating/supply.js';
import { HAND_VALUATION } from '../../src/bots/rating/valuation.js';
import { playGame } from '../../src/bots/play-game.js';
import { compactOf } from '../../src/sheet/compact/json.js';
import { TEMPS } from '../../src/sheet/compact/layout.js';
import { raterOfView } from '../../src/bots/greedy.js';
import type { CompactSheet } from '../../src/sheet/compact/compact.js';
import { encode, SCALE } from '../../train/td/encode.js';
import { rulesStamp } from '../../train/rules-stamp.js';

/** The sheets of a finished 2-player game of strong bots, and its plans and deck. */
function finished(seed: string) {
  const { state } = playGame({ players: 2, seed }, [greedyBotWith({ rating: 'patterns' }), greedyBotWith({ rating: 'patterns' })]);
  return { sheets: state.players.map((player) => compactOf(player.sheet)), plans: state.plans, deck: state.cards.deck };
}

describe('the shipped pattern weights', () => {
  it('each file was learned on this engine: its tables, the rules as they are, a size of table, some thousands of games', () => {
    expect(PATTERN_FILES.map((file) => file.players)).toEqual([1, 2, 4]);
    for (const file of PATTERN_FILES) {
      expect(file.layout).toBe(PATTERN_LAYOUT);
      // A change to the rules' data makes the weights stale: `npm run train -- --method td` for each table, then train/td/export.ts.
      expect(file.rules).toBe(rulesStamp());
      expect(file.games).toBeGreaterThanOrEqual(20_000);
      const weights = decodePatterns(file);
      expect(weights).toBeInstanceOf(Float32Array);
      expect((weights as Float32Array).length).toBe(PATTERN_WEIGHTS);
      expect((weights as Float32Array).some((weight) => weight !== 0)).toBe(true);
    }
  });

  it('written and read back, every weight comes back within half a step of 1/256', () => {
    const weights = Float32Array.from({ length: PATTERN_WEIGHTS }, (_, i) => (i % 7 === 0 ? 0 : Math.sin(i) * 60));
    const file: PatternFile = { ...(PATTERN_FILES[0] as PatternFile), scale: SCALE, data: encode(weights) };
    const back = decodePatterns(file) as Float32Array;
    for (let i = 0; i < PATTERN_WEIGHTS; i++) expect(Math.abs((back[i] as number) - (weights[i] as number))).toBeLessThanOrEqual(0.5 / SCALE + 1e-6);
  });

  it('weights learned on other tables, or too few or too many, are refused with the reason', () => {
    const file = PATTERN_FILES[1] as PatternFile;
    expect(decodePatterns({ ...file, layout: 'window 0:2744' })).toMatch(/learned on the pattern tables window 0:2744, the engine reads window 0:2744,window 1/);
    expect(decodePatterns({ ...file, data: encode(new Float32Array(PATTERN_WEIGHTS - 1).fill(1)) })).toBe(`the weights hold ${PATTERN_WEIGHTS - 1} values, the engine reads ${PATTERN_WEIGHTS}`);
  });

  it("a table a size of game: a rater at a table of 1 rates by the solo file's weights, of 2 or 3 by the 2-player file's, of 4 or 5 by the 4-player file's", () => {
    const weightsAt = (players: number) => raterFor(PATTERN_VALUATION, undefined, players).patterns?.weights;
    const [solo, two, four] = PATTERN_FILES.map((file) => decodePatterns(file) as Float32Array);
    expect(weightsAt(1)).toEqual(solo);
    expect(weightsAt(2)).toEqual(two);
    expect(weightsAt(3)).toBe(weightsAt(2));
    expect(weightsAt(4)).toEqual(four);
    expect(weightsAt(5)).toBe(weightsAt(4));
    expect(weightsAt(2)).not.toEqual(weightsAt(1));
    expect(weightsAt(4)).not.toEqual(weightsAt(2));
  });
});

describe('the pattern value of a sheet', () => {
  it('is the hand rating plus the weights its patterns look up, the bias by open houses first', () => {
    const { sheets, plans, deck } = finished('patterns-sum');
    const rater = raterFor(PATTERN_VALUATION, deck, 2);
    const weights = rater.patterns?.weights as Float32Array;
    for (const [seat, sheet] of sheets.entries()) {
      rater.rivals = rivalTemps(sheets, seat);
      const value = rateWhole(rater, sheet, plans);
      const hand = rateSheet(raterFor(HAND_VALUATION, deck), sheet, plans);
      const found = new Int32Array(MOST_PATTERNS);
      const n = patternsOf(sheet, rater.features, rater.rivals, found, new Int32Array(33));
      let sum = hand;
      for (let k = 0; k < n; k++) sum += weights[found[k] as number] as number;
      expect(value).toBeCloseTo(sum, 9);
      expect(value).not.toBeCloseTo(hand, 3);
      // Every house looks up its windows, pairs and estate: well over a hundred patterns.
      expect(n).toBeGreaterThan(100);
      expect(n).toBeLessThanOrEqual(MOST_PATTERNS);
    }
  });

  it('with every weight 0 it is the hand rating; a rater with no patterns rates as before', () => {
    const { sheets, plans, deck } = finished('patterns-zero');
    const blank = newRater(HAND_VALUATION, supplyOfDeck(deck), undefined, newPatterns(new Float32Array(PATTERN_WEIGHTS)));
    for (const sheet of sheets) expect(rateWhole(blank, sheet, plans)).toBeCloseTo(rateSheet(raterFor(HAND_VALUATION, deck), sheet, plans), 9);
    expect(raterFor(HAND_VALUATION, deck).patterns).toBeUndefined();
  });

  it('"the temp race": the same sheet is worth another amount against a rival with more temps than against one with none', () => {
    const { sheets, plans, deck } = finished('patterns-race');
    const rater = raterFor(PATTERN_VALUATION, deck, 2);
    const sheet = sheets[0] as CompactSheet;
    rater.rivals = 0;
    const ahead = rateWhole(rater, sheet, plans);
    rater.rivals = 11;
    expect(rateWhole(rater, sheet, plans)).not.toBe(ahead);
  });

  it("the rivals' temps: the most on another sheet of the table, -1 alone; a bot's view reads the same off the other players' sheets", () => {
    const { sheets } = finished('patterns-rivals');
    const [a, b] = sheets as [CompactSheet, CompactSheet];
    const more = [...a] as CompactSheet;
    more[TEMPS] = (a[TEMPS] as number) + (b[TEMPS] as number) + 1;
    expect(rivalTemps([a, b], 0)).toBe(b[TEMPS]);
    expect(rivalTemps([a, b, more], 0)).toBe(more[TEMPS]);
    expect(rivalTemps([more, a, b], 0)).toBe(Math.max(a[TEMPS] as number, b[TEMPS] as number));
    expect(rivalTemps([a], 0)).toBe(-1);
    const { state } = playGame({ players: 3, seed: 'patterns-view' }, [greedyBotWith(), greedyBotWith(), greedyBotWith()]);
    const view = playerView(state, 'p2');
    const others = state.players.filter((player) => player.id !== 'p2').map((player) => player.sheet.temps);
    expect(raterOfView(PATTERN_VALUATION, view).rivals).toBe(Math.max(...others));
    expect(raterOfView(PATTERN_VALUATION, playerView(createGame({ players: 1, ruleset: 'original', seed: 'alone' }), 'p1')).rivals).toBe(-1);
  });
});

describe("a rater's sums of the streets it rated lately", () => {
  it('a rater that has rated many sheets rates each as a rater that has rated none (the sums kept are found again only for the same street)', () => {
    const warm = raterFor(PATTERN_VALUATION, undefined, 2);
    for (const seed of ['memo-1', 'memo-2']) {
      const { state } = playGame({ players: 2, seed }, [greedyBotWith({ rating: 'patterns' }), greedyBotWith({ temperature: 2 })]);
      const sheets: CompactSheet[] = [];
      let game = replay({ ...state.record, rounds: [] });
      for (const round of state.record.rounds) {
        game = replay({ ...state.record, rounds: state.record.rounds.slice(0, state.record.rounds.indexOf(round) + 1) });
        for (const player of game.players) sheets.push(compactOf(player.sheet));
      }
      for (const [k, sheet] of sheets.entries()) {
        const fresh = raterFor(PATTERN_VALUATION, undefined, 2);
        warm.rivals = fresh.rivals = k % 12;
        expect(rateWhole(warm, sheet, state.plans)).toBe(rateWhole(fresh, sheet, state.plans));
      }
    }
  });
});
