// `npm run bench:bots`: how well the bots play and how long they think, on the built
// package. Paired games: every table is played on the same seeds by each bot (both
// seats the same bot), so the differences are paired. BENCH_BASELINE may name another
// build's index.js (a pinned commit): its greedy bot is then "today's greedy" and the
// improvement is reported against it, in the same run. GAMES sets the games a table (500;
// 0 for none). The search bot's curve: SEARCH_GAMES (100) paired 2-player games a budget,
// the search bot in seat 1 against the greedy bot, each game against greedy-vs-greedy on
// the same seed (seeds from SEARCH_FROM, 0); SEARCH_BUDGETS gives other budgets.
// How close they come to the best a seed allows: `npm run bench:ceiling` (ceiling.ts).
import type * as Engine from '../../src/index.js';
import type { Bot, Choice, GameOptions } from '../../src/index.js';
import { ci, differences, mean, median, sd } from './stats.js';

const engine = (await import(new URL('../../dist/index.js', import.meta.url).href)) as typeof Engine;
const baselinePath = process.env.BENCH_BASELINE;
const baseline = baselinePath === undefined ? undefined : ((await import(new URL(baselinePath, `file://${process.cwd()}/`).href)) as typeof Engine);
const GAMES = Number(process.env.GAMES ?? 500);

/** A bot that keeps how long each decision took, in ms. */
function timed(bot: Bot, times: number[]): Bot {
  return (view, seed) => {
    const start = performance.now();
    const choice = bot(view, seed);
    times.push(performance.now() - start);
    return choice;
  };
}

/** Mean score of a seat in each game of a table, with every seat played by `bot`. */
function table(play: typeof engine.playGame, bot: Bot, options: Omit<GameOptions, 'seed'>, players: number): number[] {
  return Array.from({ length: GAMES }, (_, g) => {
    const { state } = play({ ...options, seed: `bench-bots-${g}` }, Array.from({ length: players }, () => bot));
    return mean(state.result.players.map((p) => p.breakdown.total));
  });
}

const tables: { name: string; options: Omit<GameOptions, 'seed'>; players: number }[] = [
  { name: '2-player collector', options: { players: 2, ruleset: 'collector' }, players: 2 },
  { name: 'solo (original)', options: { players: 1, ruleset: 'original' }, players: 1 },
  { name: '4-player original', options: { players: 4, ruleset: 'original' }, players: 4 },
];

// GAMES=0 leaves the tables out (a run of the search bot's rows alone).
for (const { name, options, players } of GAMES > 0 ? tables : []) {
  const times: number[] = [];
  const greedy = table(engine.playGame, timed(engine.greedyBot, times), options, players);
  const random = table(engine.playGame, engine.randomBot, options, players);
  console.log(
    `${name}, ${GAMES} games: random ${mean(random).toFixed(1)} (sd ${sd(random).toFixed(1)}), greedy ${mean(greedy).toFixed(1)} (sd ${sd(greedy).toFixed(1)}); greedy decision median ${
      median(times).toFixed(2)
    } ms, worst ${Math.max(...times).toFixed(1)} ms`,
  );
  // The greedy bot rating by the learned weights (every level's rating), on the same seeds.
  if ('BOT_RATINGS' in engine) {
    const learnedTimes: number[] = [];
    const learned = table(engine.playGame, timed(engine.greedyBotWith({ rating: 'learned' }), learnedTimes), options, players);
    const gain = differences(learned, greedy);
    console.log(
      `  greedy rating by the learned weights: ${mean(learned).toFixed(1)}, paired difference ${mean(gain) >= 0 ? '+' : ''}${mean(gain).toFixed(2)} ± ${ci(gain).toFixed(2)} (95 %); decision median ${
        median(learnedTimes).toFixed(2)
      } ms, worst ${Math.max(...learnedTimes).toFixed(1)} ms`,
    );
  }
  if (baseline !== undefined) {
    const before = table(baseline.playGame, baseline.greedyBot, options, players);
    const diffs = differences(greedy, before);
    console.log(`  greedy vs baseline greedy (${baselinePath}): ${mean(before).toFixed(1)} → ${mean(greedy).toFixed(1)}, paired difference ${mean(diffs).toFixed(2)} ± ${ci(diffs).toFixed(2)} (95 %)`);
  }
}

// How often two seats of a table end the game with the same sheet (the default greedy
// bot against the greedy bot at temperature 0, which makes the same choice on any seed);
// and what the seed's variety costs: seat 1 at the default temperature against seat 1 at
// 0, paired, in a field of default greedy bots (a field of clones at 0 would reward a seat
// for copying the others' simultaneous plan claims and temp ranks). LEVEL_GAMES (GAMES)
// games a table. The levels' own scores: `npm run bench:levels` (levels.bench.ts).
const LEVEL_GAMES = Number(process.env.LEVEL_GAMES ?? GAMES);
if (LEVEL_GAMES > 0) {
  const exact = engine.greedyBotWith({ temperature: 0 });
  for (const { name, options, players } of tables) {
    const identical = (bot: Bot) => {
      let same = 0;
      let pairs = 0;
      for (let g = 0; g < LEVEL_GAMES; g++) {
        const sheets = engine.playGame({ ...options, seed: `bench-levels-${g}` }, Array.from({ length: players }, () => bot)).state.players.map((p) => JSON.stringify(p.sheet));
        for (let i = 0; i < sheets.length; i++) for (let j = i + 1; j < sheets.length; j++) [pairs, same] = [pairs + 1, same + (sheets[i] === sheets[j] ? 1 : 0)];
      }
      return `${same}/${pairs}`;
    };
    const seatOne = (bot: Bot) =>
      Array.from(
        { length: LEVEL_GAMES },
        (_, g) =>
          engine.playGame({ ...options, seed: `bench-cost-${g}` }, Array.from({ length: players }, (_, k) => (k === 0 ? bot : engine.greedyBot))).state.result.players[0]?.breakdown.total ??
            Number.NaN,
      );
    const cost = players > 1 ? differences(seatOne(engine.greedyBot), seatOne(exact)) : differences(table(engine.playGame, engine.greedyBot, options, 1), table(engine.playGame, exact, options, 1));
    console.log(
      `${name} (${LEVEL_GAMES} games): identical seat pairs: greedy ${players > 1 ? identical(engine.greedyBot) : '—'}, greedy at temperature 0 ${
        players > 1 ? identical(exact) : '—'
      }; the default temperature against 0, seat 1: ${mean(cost) >= 0 ? '+' : ''}${mean(cost).toFixed(2)} ± ${ci(cost).toFixed(2)}`,
    );
  }
}

// The ladder's top: the search bot over a few budgets, in seat 1 of 2-player collector
// games against the greedy bot, paired with greedy-vs-greedy games on the same seeds.
const SEARCH_GAMES = Number(process.env.SEARCH_GAMES ?? 100);
/** The first game's seed number (SEARCH_FROM, 0): another offset checks a budget chosen on these seeds on others. */
const SEARCH_FROM = Number(process.env.SEARCH_FROM ?? 0);
/**
 * The budgets weighed: SEARCH_BUDGETS may give its own as JSON (an array of searchBot
 * options, `"depth": "end"` for Infinity; `[{}]` the defaults alone), the curve below otherwise.
 */
function budgetsFrom(text: string | undefined): Engine.SearchOptions[] | undefined {
  if (text === undefined) return undefined;
  const parsed: unknown = JSON.parse(text);
  if (!Array.isArray(parsed) || !parsed.every((item): item is Record<string, unknown> => typeof item === 'object' && item !== null && !Array.isArray(item)))
    throw new Error('SEARCH_BUDGETS: a JSON array of searchBot options, such as [{}] or [{"simulations":96,"depth":"end"}]');
  // searchBot checks each option itself.
  return parsed.map((item) => (item.depth === 'end' ? { ...item, depth: Number.POSITIVE_INFINITY } : item) as Engine.SearchOptions);
}
const budgets: Engine.SearchOptions[] = budgetsFrom(process.env.SEARCH_BUDGETS) ?? [
  { simulations: 8, candidates: 4, depth: 1 },
  { simulations: 24, candidates: 3, depth: 3 },
  { simulations: 12, candidates: 3, depth: Number.POSITIVE_INFINITY },
  { simulations: 32, candidates: 8, depth: 6 },
  { simulations: 64, candidates: 8, depth: 6 },
  { simulations: 96, candidates: 6, depth: 6 },
  // The defaults.
  { simulations: 128, candidates: 8, depth: 6, margin: 0.5 },
];
const seat1 = (bots: [Bot, Bot], g: number) =>
  engine.playGame({ players: 2, ruleset: 'collector', seed: `bench-search-${SEARCH_FROM + g}` }, bots).state.result.players[0]?.breakdown.total ?? Number.NaN;
const greedySeat1 = Array.from({ length: SEARCH_GAMES }, (_, g) => seat1([engine.greedyBot, engine.greedyBot], g));
for (const budget of budgets) {
  const times: number[] = [];
  const search = timed(engine.searchBot(budget), times);
  const scores = Array.from({ length: SEARCH_GAMES }, (_, g) => seat1([search, engine.greedyBot], g));
  const diffs = differences(scores, greedySeat1);
  console.log(
    `search ${
      Object.keys(budget).length === 0 ? '(the defaults)' : JSON.stringify({ ...budget, depth: budget.depth === Number.POSITIVE_INFINITY ? 'to the end' : budget.depth })
    }, ${SEARCH_GAMES} games: ${mean(scores).toFixed(1)} vs greedy ${mean(greedySeat1).toFixed(1)}, paired difference ${mean(diffs).toFixed(2)} ± ${ci(diffs).toFixed(2)} (95 %); decision median ${
      median(times).toFixed(1)
    } ms, mean ${mean(times).toFixed(1)} ms, worst ${Math.max(...times).toFixed(0)} ms`,
  );
}

// The search bot's headroom: at positions of greedy games, the greedy bot's six best
// candidates each played out to the end by greedy bots on the same 30 samples. Besides
// the first candidate's lead over the second, what a search over them could gain: the
// best candidate by its mean on half the samples, measured against the greedy choice on
// the other half (and the halves the other way round), so that luck in choosing does
// not count as gain.
{
  const SAMPLES = 30;
  const outcome = (state: Engine.GameState, me: string, seed: number): number => {
    let next = state;
    let k = seed;
    while (next.status === 'choosing') {
      for (const player of next.players) {
        if (player.pending !== null) continue;
        const step = engine.greedyBot(engine.playerView(next, player.id), k++);
        next = engine.applyChoice(next, player.id, step);
        if (step.type === 'pick') next = engine.applyChoice(next, player.id, engine.greedyBot(engine.playerView(next, player.id), k++));
      }
      next = engine.resolveRound(next);
    }
    return next.result.players.find((player) => player.id === me)?.breakdown.total ?? Number.NaN;
  };
  const gaps: number[] = [];
  const spreads: number[] = [];
  const gains: number[] = [];
  let secondBetter = 0;
  for (let g = 0; g < 20; g++) {
    let state = engine.createGame({ players: 2, seed: `headroom-${g}` });
    while (state.status === 'choosing' && state.round < 5 + (g % 15)) {
      for (const player of state.players) state = engine.applyChoice(state, player.id, engine.greedyBot(engine.playerView(state, player.id), state.round) as Choice);
      state = engine.resolveRound(state);
    }
    if (state.status !== 'choosing') continue;
    const view = engine.playerView(state, 'p1');
    const candidates = engine.greedyCandidates(view).slice(0, 6);
    if (candidates.length < 2) continue;
    // values[c][s]: candidate c's final score in sample s.
    const values = candidates.map(() => [] as number[]);
    for (let s = 0; s < SAMPLES; s++) {
      const hidden = engine.sampleState(view, s * 7919 + 1);
      candidates.forEach((candidate, c) => values[c]?.push(outcome(engine.applyChoice(hidden, 'p1', candidate.choice), 'p1', s * 13)));
    }
    const diffs = differences(values[0] as number[], values[1] as number[]);
    gaps.push(mean(diffs));
    spreads.push(sd(diffs));
    if (mean(diffs) < 0) secondBetter += 1;
    const half = (from: number, to: number) => values.map((list) => mean(list.slice(from, to)));
    const [early, late] = [half(0, SAMPLES / 2), half(SAMPLES / 2, SAMPLES)];
    const best = (means: number[]) => means.indexOf(Math.max(...means));
    gains.push(((late[best(early)] as number) - (late[0] as number) + (early[best(late)] as number) - (early[0] as number)) / 2);
  }
  console.log(
    `search headroom, ${gaps.length} positions × ${SAMPLES} samples played to the end: the greedy bot's first candidate beats its second by ${
      mean(gaps).toFixed(2)
    } points on average (the second better at ${secondBetter}); one sample's difference has sd ${
      mean(spreads).toFixed(1)
    }; the best of its six candidates on half the samples beats its first on the other half by ${mean(gains).toFixed(2)} ± ${ci(gains).toFixed(2)} points a decision`,
  );
}

// legalClaims, the worst case over random positions: every player's sheet at every round
// of random games, asked about one legal choice.
const claimTimes: number[] = [];
let positions = 0;
for (let g = 0; positions < 10_000; g++) {
  let state = engine.createGame({ players: 4, ruleset: g % 2 === 0 ? 'original' : 'collector', seed: `claims-${g}`, variants: { advancedPlans: g % 3 === 0 } });
  while (state.status === 'choosing' && positions < 10_000) {
    for (const player of state.players) {
      const choice = engine.greedyBot(engine.playerView(state, player.id), positions) as Choice;
      const { claims: _claims, ...bare } = choice;
      const start = performance.now();
      engine.legalClaims(state, player.id, bare as Choice);
      claimTimes.push(performance.now() - start);
      positions += 1;
      state = engine.applyChoice(state, player.id, choice);
    }
    state = engine.resolveRound(state);
  }
}
console.log(`legalClaims over ${positions.toLocaleString('en')} positions of greedy games: median ${(median(claimTimes) * 1000).toFixed(1)} µs, worst ${Math.max(...claimTimes).toFixed(2)} ms`);
