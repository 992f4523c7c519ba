// `npm run bench:ceiling`: how close the bots come to a ceiling. On fixed solo seeds
// (ceiling-0, ceiling-1…), a clairvoyant planner (test/bench/ceiling-plan.ts: a beam
// search that knows the deck's order, each state rated by a greedy playout to the end)
// finds the best game it can; each bot of the built package plays the same seed, and its
// score is reported as a share of the planner's. The planner's game is replayed on the
// built package, whose result must give the same total: the ceiling is the engine's own
// score of a real game. CEILING_GAMES seeds (20), CEILING_BEAM states kept a round (8),
// CEILING_BRANCH choices of each state played out (8); CEILING_WIDER=1 plans again at
// twice the beam, to see whether a wider search still finds more; CEILING_RATING
// (learned, patterns or hand) the rating the planner rates and plays out by.
import type * as Engine from '../../src/index.js';
import type { Bot } from '../../src/index.js';
import { planSolo, soloOptions, type Plan, type PlanOptions } from './ceiling-plan.js';
import { mean } from './stats.js';

const engine = (await import(new URL('../../dist/index.js', import.meta.url).href)) as typeof Engine;
const GAMES = Number(process.env.CEILING_GAMES ?? 20);
const BEAM = Number(process.env.CEILING_BEAM ?? 8);
const BRANCH = Number(process.env.CEILING_BRANCH ?? 8);
const WIDER = process.env.CEILING_WIDER === '1';
/** The goal of issue 32 for the search bot, as a share of the ceiling. */
const GOAL = 0.85;
/** Issue 55's goal for the expert level, as a share of the ceiling at twice the beam (CEILING_WIDER=1). */
const WIDER_GOAL = 0.92;

const bots: readonly { readonly name: string; readonly bot: Bot }[] = [
  { name: 'random', bot: engine.randomBot },
  ...engine.BOT_LEVELS.map((level) => ({ name: level, bot: engine.botFor(level) })),
];

/** The plan's choices replayed on the built package: its total, which must be the planner's. */
function replayed(seed: string, plan: Plan): number {
  let state: Engine.GameState = engine.createGame(soloOptions(seed));
  for (const choice of plan.choices) state = engine.resolveRound(engine.applyChoice(state, 'p1', choice));
  const total = state.result?.players[0]?.breakdown.total;
  if (state.status !== 'over' || total !== plan.total) throw new Error(`${seed}: the plan replayed on the build scores ${String(total)}, the planner said ${plan.total}`);
  return total;
}

/** The planner on `seed`: its total and how long it took, in s. */
function ceiling(seed: string, options: PlanOptions): { total: number; seconds: number; playouts: number } {
  const start = performance.now();
  const plan = planSolo(seed, options);
  const seconds = (performance.now() - start) / 1000;
  return { total: replayed(seed, plan), seconds, playouts: plan.playouts };
}

const percent = (share: number) => `${Math.round(share * 100)} %`;

const seeds = Array.from({ length: GAMES }, (_, g) => `ceiling-${g}`);
const ceilings: number[] = [];
const wider: number[] = [];
const planSeconds: number[] = [];
const widerSeconds: number[] = [];
/** scores[b][g]: bot b's total on seed g. */
const scores: number[][] = bots.map(() => []);
const botSeconds: number[] = bots.map(() => 0);
for (const seed of seeds) {
  const plan = ceiling(seed, { width: BEAM, branch: BRANCH });
  ceilings.push(plan.total);
  planSeconds.push(plan.seconds);
  const row = bots.map(({ name, bot }, b) => {
    const start = performance.now();
    const total = engine.playGame(soloOptions(seed), [bot]).state.result.players[0]?.breakdown.total ?? Number.NaN;
    botSeconds[b] = (botSeconds[b] as number) + (performance.now() - start) / 1000;
    (scores[b] as number[]).push(total);
    return `${name} ${total}`;
  });
  let widerText = '';
  if (WIDER) {
    const wide = ceiling(seed, { width: BEAM * 2, branch: BRANCH });
    wider.push(wide.total);
    widerSeconds.push(wide.seconds);
    widerText = `, beam ${BEAM * 2}: ${wide.total} (${wide.seconds.toFixed(1)} s)`;
  }
  console.log(`${seed}: ceiling ${plan.total} (${plan.playouts} playouts, ${plan.seconds.toFixed(1)} s)${widerText}; ${row.join(', ')}`);
}

/** A bot's mean share of the ceiling, seed by seed. */
const shareOf = (b: number) => mean((scores[b] as number[]).map((score, g) => score / (ceilings[g] as number)));
const expert = bots.findIndex(({ name }) => name === 'expert');
console.log(
  `solo ceiling (beam ${BEAM}, branch ${BRANCH}), ${GAMES} seeds: ${mean(ceilings).toFixed(1)}; ${bots.map(({ name }, b) => `${name} ${percent(shareOf(b))}`).join(', ')} (goal for expert ≥ ${
    percent(GOAL)
  }: ${shareOf(expert) >= GOAL ? 'met' : 'not met'})`,
);
console.log(
  `  the ceiling above the bot, seeds of ${GAMES}: ${
    bots.map(({ name }, b) =>
      `${name} ${(scores[b] as number[]).filter((score, g) => (ceilings[g] as number) > score).length} (equal ${(scores[b] as number[]).filter((score, g) => ceilings[g] === score).length})`
    ).join(', ')
  }`,
);
console.log(`  bot means: ${bots.map(({ name }, b) => `${name} ${mean(scores[b] as number[]).toFixed(1)}`).join(', ')}`);
console.log(
  `  time: planner ${planSeconds.reduce((a, b) => a + b, 0).toFixed(0)} s (${mean(planSeconds).toFixed(1)} s a seed), bots ${
    bots.map(({ name }, b) => `${name} ${(botSeconds[b] as number).toFixed(1)} s`).join(', ')
  }`,
);
if (WIDER) {
  const gains = wider.map((total, g) => total - (ceilings[g] as number));
  console.log(
    `  beam ${BEAM * 2}: ${mean(wider).toFixed(1)} (${mean(gains) >= 0 ? '+' : ''}${mean(gains).toFixed(1)} on beam ${BEAM}; higher on ${gains.filter((gain) => gain > 0).length} seeds, lower on ${
      gains.filter((gain) => gain < 0).length
    }), ${widerSeconds.reduce((a, b) => a + b, 0).toFixed(0)} s`,
  );
  // Issue 55's goal: the expert level at 92 % of the wider beam's games, seed by seed.
  const ofWider = mean((scores[expert] as number[]).map((score, g) => score / (wider[g] as number)));
  console.log(`  expert as a share of beam ${BEAM * 2}: ${percent(ofWider)} (goal ≥ ${percent(WIDER_GOAL)}: ${ofWider >= WIDER_GOAL ? 'met' : 'not met'})`);
}
