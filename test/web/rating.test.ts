import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BOT_LEVELS, createGame } from '../../src/index.js';
import { nearestRank } from '../bench/stats.js';
import { placedEn, placedFr } from '../../web/rating-words.js';
import { placeScore, ratedSetup, soloTable, type LevelScores, type Placement, type ScoreTables } from '../../web/placement.js';
import { addGames, figuresOf, NO_COUNTS, seedOf, TABLE_PERCENTILES } from '../bench/score-tables.js';

// The rating table of the page's solo end screen: the percentiles' definition, where a
// score is placed among the levels, the tables' arithmetic, and the committed tables of
// `npm run bench:ratings`.

const row = (level: LevelScores['level'], p25: number, p50: number, p75: number, p90: number): LevelScores => ({
  level,
  games: 100,
  plays: 100,
  mean: p50,
  ci95: 1,
  p5: p25,
  p10: p25,
  p25,
  p50,
  p75,
  p90,
  p95: p90,
  scores: {},
  totals: { sum: 0, squares: 0 },
  first: [],
  commits: [],
  uncommitted: false,
});
const LEVELS: readonly LevelScores[] = [row('beginner', 50, 60, 70, 80), row('casual', 65, 75, 85, 90), row('strong', 75, 82, 88, 93), row('expert', 88, 95, 100, 110)];

describe('nearest-rank percentiles of a tally of scores', () => {
  it('is the smallest score that at least p % of the plays score at most', () => {
    // 7 plays: 10, 20, 20, 30, 40, 50, 60.
    const counts = { '10': 1, '20': 2, '30': 1, '40': 1, '50': 1, '60': 1 };
    expect([25, 50, 75, 90, 100].map((p) => nearestRank(counts, p))).toEqual([20, 30, 50, 60, 60]);
    expect(nearestRank(counts, 0)).toBe(10);
  });

  it('sorts scores as numbers, negative ones included', () => {
    expect(nearestRank({ '100': 1, '-5': 1, '9': 2 }, 25)).toBe(-5);
    expect(nearestRank({ '100': 1, '-5': 1, '9': 2 }, 75)).toBe(9);
  });
});

describe('placeScore: where a solo score stands among the levels', () => {
  it.each<[number, Placement]>([
    [40, { kind: 'below', level: 'beginner', upper: { percentile: 25, value: 50 } }],
    [-3, { kind: 'below', level: 'beginner', upper: { percentile: 25, value: 50 } }],
    [50, { kind: 'like', level: 'beginner', lower: { percentile: 25, value: 50 }, upper: { percentile: 50, value: 60 }, next: null }],
    [55, { kind: 'like', level: 'beginner', lower: { percentile: 25, value: 50 }, upper: { percentile: 50, value: 60 }, next: null }],
    [74, { kind: 'like', level: 'beginner', lower: { percentile: 75, value: 70 }, upper: { percentile: 90, value: 80 }, next: null }],
    [82, { kind: 'like', level: 'strong', lower: { percentile: 50, value: 82 }, upper: { percentile: 75, value: 88 }, next: null }],
    [94, { kind: 'like', level: 'strong', lower: { percentile: 90, value: 93 }, upper: null, next: { level: 'expert', median: 95 } }],
    [96, { kind: 'like', level: 'expert', lower: { percentile: 50, value: 95 }, upper: { percentile: 75, value: 100 }, next: null }],
    [110, { kind: 'like', level: 'expert', lower: { percentile: 90, value: 110 }, upper: null, next: null }],
    [111, { kind: 'above', level: 'expert', lower: { percentile: 90, value: 110 } }],
  ])('%i', (score, placement) => {
    expect(placeScore(score, LEVELS)).toEqual(placement);
  });

  it('at a score two levels share as their median, the stronger level', () => {
    const levels = [row('beginner', 50, 60, 70, 80), row('casual', 55, 60, 72, 85)];
    expect(placeScore(60, levels)).toEqual({ kind: 'like', level: 'casual', lower: { percentile: 50, value: 60 }, upper: { percentile: 75, value: 72 }, next: null });
  });

  it('at a score several percentiles of a level share, the highest of them, and the next one above', () => {
    const levels = [row('beginner', 50, 60, 60, 60), row('casual', 70, 80, 90, 95)];
    expect(placeScore(60, levels)).toEqual({ kind: 'like', level: 'beginner', lower: { percentile: 90, value: 60 }, upper: null, next: { level: 'casual', median: 80 } });
    const flat = [row('beginner', 60, 60, 60, 60)];
    expect(placeScore(60, flat)).toEqual({ kind: 'like', level: 'beginner', lower: { percentile: 90, value: 60 }, upper: null, next: null });
    expect(placeScore(59, flat)).toEqual({ kind: 'below', level: 'beginner', upper: { percentile: 25, value: 60 } });
    expect(placeScore(61, flat)).toEqual({ kind: 'above', level: 'beginner', lower: { percentile: 90, value: 60 } });
  });

  it('words every kind of placement in English and in French, with the score and the marks', () => {
    const en = placedEn;
    const fr = placedFr;
    expect(en(84, placeScore(84, LEVELS))).toBe('With 84 points, you play like the strong bot: between its median (82) and its 75th percentile (88).');
    expect(fr(84, placeScore(84, LEVELS))).toBe('Avec 84 points, vous jouez comme le robot fort : entre sa médiane (82) et son 75e centile (88).');
    expect(en(82, placeScore(82, LEVELS))).toBe('With 82 points, you play like the strong bot: right at its median (82).');
    expect(fr(94, placeScore(94, LEVELS))).toBe('Avec 94 points, vous jouez comme le robot fort : au-dessus de son 90e centile (93), sans atteindre la médiane du robot expert (95).');
    expect(en(1, placeScore(1, LEVELS))).toBe('With 1 point, you score less than three games in four of the beginner bot: under its 25th percentile (50).');
    expect(fr(0, placeScore(0, LEVELS))).toBe('Avec 0 point, vous marquez moins que trois parties sur quatre du robot débutant : sous son 25e centile (50).');
    expect(en(120, placeScore(120, LEVELS))).toBe('With 120 points, you score more than nine games in ten of the expert bot: above its 90th percentile (110).');
    expect(fr(120, placeScore(120, LEVELS))).toBe('Avec 120 points, vous marquez plus que neuf parties sur dix du robot expert : au-dessus de son 90e centile (110).');
  });
});

describe('ratedSetup: the games the table compares with', () => {
  const page = { players: ['you'], ruleset: 'original', seed: 'web', sheet: 'classic', variants: { expert: false, roundabouts: false, advancedPlans: false } } as const;
  it("is the page's solo game as it starts by default", () => {
    expect(ratedSetup(page)).toBe(true);
    expect(ratedSetup({ players: 1, ruleset: 'original' })).toBe(true);
  });

  it.each(
    [
      ['two players', { ...page, players: ['you', 'bot1'] }],
      ['another sheet', { ...page, sheet: 'eggs' }],
      ['a variant', { ...page, variants: { ...page.variants, roundabouts: true } }],
      ['a rule changed', { ...page, rules: { claims: 'optional' } }],
      ['plans dealt by hand', { ...page, plans: [1, 7, 13] }],
    ] as const,
  )('is not a game with %s', (_, options) => {
    expect(ratedSetup(options)).toBe(false);
  });
});

describe("a level's counts and figures", () => {
  it('counts every player of a game, and its total for the interval', () => {
    const counts = addGames(addGames(NO_COUNTS, [[50, 70]]), [[60, 60], [90, 70]]);
    expect(counts).toEqual({ games: 3, scores: { '50': 1, '60': 2, '70': 2, '90': 1 }, totals: { sum: 400, squares: 120 ** 2 + 120 ** 2 + 160 ** 2 } });
  });

  it("gives the mean a player, and the 95 % interval over games' means (the players of a game share its cards)", () => {
    // Games' means 60, 60, 80: mean 66.67, sd 11.547, ci 1.96 × 11.547 / √3 = 13.07.
    const figures = figuresOf(addGames(NO_COUNTS, [[50, 70], [60, 60], [90, 70]]), 2);
    expect(figures).toMatchObject({ plays: 6, mean: 66.7, ci95: 13.07, p25: 60, p50: 60, p75: 70, p95: 90 });
  });

  it('has no spread for a single game', () => {
    expect(figuresOf(addGames(NO_COUNTS, [[80]]), 1)).toMatchObject({ mean: 80, ci95: 0, p5: 80, p95: 80 });
  });
});

describe('the committed score tables (web/score-tables.json)', () => {
  const file = JSON.parse(readFileSync(new URL('../../web/score-tables.json', import.meta.url), 'utf8')) as ScoreTables;

  it('has the five setups, each on its own seed, every level of BOT_LEVELS in order', () => {
    expect(file.tables.map(({ setup }) => `${setup.players} ${setup.ruleset}`)).toEqual(['1 original', '2 collector', '2 original', '4 collector', '4 original']);
    for (const table of file.tables) {
      expect(table.setup).toMatchObject({ sheet: 'classic', variants: {} });
      expect(table.seed).toBe(seedOf(table.setup));
      expect(createGame({ ...table.setup, seed: `${table.seed}/0` }).solo).toBe(table.setup.players === 1);
      expect(table.levels.map((level) => level.level)).toEqual([...BOT_LEVELS]);
    }
    expect(file.percentiles).toBe('nearest-rank');
    expect(file.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(file.goal.games).toBeGreaterThan(0);
  });

  it("gives each level's figures as its counts make them, and says which commits played the games", () => {
    for (const table of file.tables) {
      for (const level of table.levels) {
        const name = `${table.setup.players} ${table.setup.ruleset} ${level.level}`;
        const counts = { games: level.games, scores: level.scores, totals: level.totals };
        expect(Object.values(level.scores).reduce((a, b) => a + b, 0), name).toBe(level.games * table.setup.players);
        expect(level, name).toMatchObject(figuresOf(counts, table.setup.players));
        const marks = TABLE_PERCENTILES.map((p) => level[`p${p}`]);
        expect([...marks].sort((a, b) => a - b), name).toEqual(marks);
        expect(level.first.length, name).toBeGreaterThan(0);
        expect(level.first.length, name).toBeLessThanOrEqual(level.games);
        expect(level.commits.length, name).toBeGreaterThan(0);
        for (const commit of level.commits) expect(commit, name).toMatch(/^[0-9a-f]{7,40}$/);
        expect(typeof level.uncommitted, name).toBe('boolean');
      }
    }
  });

  it("gives the page its solo game's table: one player, the original rules, the page's setup", () => {
    const solo = soloTable(file);
    expect(ratedSetup(solo.setup)).toBe(true);
  });
});
