import { fail } from '../../errors/rule-error.js';
import { array, integer, oneOf, record, type Bad } from '../../internal/check.js';
import { snapshot } from '../../internal/snapshot.js';
import type { EstateScore, GameScore, PlayerScore, ScoreBreakdown, SeasonScore } from '../../index.js';

/** Scores are whole numbers; a penalty-laden total may be negative. */
const MAX_POINTS = Number.MAX_SAFE_INTEGER;
const ESTATE_SIZES = [1, 2, 3, 4, 5, 6] as const;
const SEASON_KINDS = ['classic', 'ice-cream', 'christmas', 'eggs'] as const;
/** The fields of each kind of seasonal score. */
const SEASON_FIELDS: Readonly<Record<SeasonScore['kind'], readonly string[]>> = {
  classic: ['kind'],
  'ice-cream': ['kind', 'scoops', 'bonuses'],
  christmas: ['kind', 'lights'],
  eggs: ['kind', 'eggs', 'points'],
};
const SEASON_KEYS = [...new Set(Object.values(SEASON_FIELDS).flat())];
const BREAKDOWN_KEYS = ['plans', 'parks', 'pools', 'temps', 'estates', 'completeEstates', 'bis', 'refusals', 'roundabouts', 'seasonal', 'season', 'total'] as const;

/**
 * The scores of a finished boardgame.io match of {@link welcomeToGame}, typed: the
 * engine's `GameScore`, which boardgame.io keeps as `ctx.gameover` and types `any`.
 * What it reads is checked, not assumed: a `ctx.gameover` that is not a `GameScore`
 * (another game's, or one a client was sent broken) is refused.
 *
 * @param ctx - boardgame.io's `ctx`, of a client's state (`client.getState()?.ctx`) or the master's.
 * @returns The scores (ranks, winners, each player's breakdown), or `undefined` while the match goes on (or before a client has synced).
 * @throws `RuleError` `argument/invalid` when `ctx.gameover` is set but is no `GameScore`.
 *
 * @example
 * ```ts
 * import { Client } from 'boardgame.io/client';
 * import { gameover, welcomeToGame } from 'welcome-to-engine/boardgame.io';
 * const client = Client({ game: welcomeToGame(), numPlayers: 2 });
 * client.start();
 * const score = gameover(client.getState()?.ctx); // undefined: the match goes on
 * score?.winners; // once it is over: the ids of the players ranked 1
 * client.stop();
 * ```
 *
 * @group boardgame.io
 */
export function gameover(ctx: { readonly gameover?: unknown } | null | undefined): GameScore | undefined {
  const given = readGameover(ctx);
  if (given === undefined) return undefined;
  // A plain copy first: what is checked is what is returned, and nothing of the caller's can change it.
  const copy = snapshot(given, 'ctx.gameover');
  if (!copy.ok) return refuse(copy.problem.path, `plain data: it ${copy.problem.problem}`);
  return gameScore(copy.value, 'ctx.gameover', refuse);
}

/** `ctx.gameover`, read once; a `ctx` that is no object, or whose `gameover` throws when read, is refused. */
function readGameover(ctx: unknown): unknown {
  if (ctx === undefined || ctx === null) return undefined;
  if (typeof ctx !== 'object') return refuse('ctx', 'an object');
  let given: unknown;
  try {
    given = (ctx as { gameover?: unknown }).gameover;
  } catch {
    return refuse('ctx.gameover', 'readable');
  }
  return given;
}

/** The `RuleError` for a `ctx.gameover` that is no `GameScore`, naming the first part that is wrong. */
const refuse: Bad = (path, expected) =>
  fail('argument/invalid', { name: 'ctx.gameover', expected: "a welcome-to-engine GameScore (what welcomeToGame's endIf gives)", given: `a value whose ${path} is not ${expected}` });

function gameScore(value: unknown, path: string, bad: Bad): GameScore {
  const score = record(value, path, ['players', 'winners'], bad);
  const players = array(score.players, path, bad, 'players').map((player, i) => playerScore(player, `${path}.players[${i}]`, bad));
  const winners = array(score.winners, path, bad, 'winners').map((winner, i) => text(winner, `${path}.winners[${i}]`, bad));
  // The engine's winners are the players ranked 1, in game order: anything else is another game's.
  const first = players.filter((player) => player.rank === 1).map((player) => player.id);
  if (winners.length !== first.length || winners.some((winner, i) => winner !== first[i])) return bad(`${path}.winners`, `the players ranked 1 (${first.join(', ') || 'none'})`);
  return { players, winners };
}

function playerScore(value: unknown, path: string, bad: Bad): PlayerScore {
  const player = record(value, path, ['id', 'breakdown', 'rank'], bad);
  return { id: text(player.id, `${path}.id`, bad), breakdown: breakdown(player.breakdown, `${path}.breakdown`, bad), rank: integer(player.rank, path, 1, MAX_POINTS, bad, 'rank') };
}

function breakdown(value: unknown, path: string, bad: Bad): ScoreBreakdown {
  const parts = record(value, path, BREAKDOWN_KEYS, bad);
  const points = (key: (typeof BREAKDOWN_KEYS)[number]) => integer(parts[key], path, -MAX_POINTS, MAX_POINTS, bad, key);
  return {
    plans: points('plans'),
    parks: triple(parts.parks, `${path}.parks`, bad),
    pools: points('pools'),
    temps: points('temps'),
    estates: array(parts.estates, path, bad, 'estates').map((estate, i) => estateScore(estate, `${path}.estates[${i}]`, bad)),
    completeEstates: points('completeEstates'),
    bis: points('bis'),
    refusals: points('refusals'),
    roundabouts: points('roundabouts'),
    seasonal: points('seasonal'),
    season: seasonScore(parts.season, `${path}.season`, bad),
    total: points('total'),
  };
}

function estateScore(value: unknown, path: string, bad: Bad): EstateScore {
  const estate = record(value, path, ['size', 'count', 'value', 'points'], bad);
  const count = (key: 'count' | 'value' | 'points') => integer(estate[key], path, 0, MAX_POINTS, bad, key);
  return { size: oneOf(estate.size, path, ESTATE_SIZES, bad, 'size'), count: count('count'), value: count('value'), points: count('points') };
}

function seasonScore(value: unknown, path: string, bad: Bad): SeasonScore {
  const kind = oneOf(record(value, path, SEASON_KEYS, bad).kind, path, SEASON_KINDS, bad, 'kind');
  const season = record(value, path, SEASON_FIELDS[kind], bad);
  const count = (key: string) => integer(season[key], path, 0, MAX_POINTS, bad, key);
  switch (kind) {
    case 'classic':
      return { kind };
    case 'ice-cream':
      return { kind, scoops: count('scoops'), bonuses: triple(season.bonuses, `${path}.bonuses`, bad) };
    case 'christmas':
      return { kind, lights: triple(season.lights, `${path}.lights`, bad) };
    case 'eggs':
      return { kind, eggs: count('eggs'), points: count('points') };
  }
}

/** Three whole numbers, one a street. */
function triple(value: unknown, path: string, bad: Bad): readonly [number, number, number] {
  const items = array(value, path, bad);
  if (items.length !== 3) return bad(path, 'three numbers, one a street');
  const at = (i: number) => integer(items[i], `${path}[${i}]`, 0, MAX_POINTS, bad);
  return [at(0), at(1), at(2)];
}

function text(value: unknown, path: string, bad: Bad): string {
  return typeof value === 'string' ? value : bad(path, 'a string');
}
