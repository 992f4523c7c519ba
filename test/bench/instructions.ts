// `npm run bench:instructions`: instructions counted by callgrind (valgrind) for the same
// work on the pinned baseline (`npm run bench:baseline`, or BENCH_BASELINE) and on this
// build, in the same run, as a ratio. Unlike wall-clock time on a shared machine these
// repeat when node runs its compiler on the main thread (`--single-threaded`) and its
// garbage collector on a fixed schedule with a fixed hash seed (`--predictable
// --hash-seed=1`); a copy of a build outside its package counts differently, so each
// build is loaded from its own package. Each kind is run with its count and with twice it, and the
// difference divided by the units: start-up and loading left out, and most of the
// compiling (node keeps compiling for thousands of games, so the windows are late ones).
// KINDS picks kinds (random, pure, greedy, listing, players2, players4, players20,
// players100), SCALE multiplies the counts.
// It takes about 40 minutes (22 in two halves side by side, KINDS=random,pure,greedy,listing
// and KINDS=players2,players4,players20,players100).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { BASELINE, BASELINE_ENTRY } from './baseline.js';

const work = fileURLToPath(new URL('./instructions-work.mjs', import.meta.url));
const current = fileURLToPath(new URL('../../dist/index.js', import.meta.url));
const baseline = process.env.BENCH_BASELINE ?? BASELINE_ENTRY;
if (!existsSync(baseline)) throw new Error(`no baseline build at ${baseline}: run npm run bench:baseline first`);
const scale = Number(process.env.SCALE ?? 1);

const KINDS: Record<string, { count: number; unit: string }> = {
  // Windows late enough that node has compiled most of the code: earlier windows count
  // the optimising compiler's work too (docs/performance.md). Random games: the 3,200th
  // to 6,400th, as the simulation core's game-level functions (createGame, the scoring,
  // the core's own) are still being compiled in the 1,600th to 3,200th games. SCALE=0.5
  // gives the earlier window.
  random: { count: 3200, unit: 'random 4-player game (playGame)' },
  pure: { count: 200, unit: 'random 4-player game through legalChoices/applyChoice/resolveRound' },
  greedy: { count: 40, unit: 'greedy decision (2-player collector games)' },
  // About 90,000 decisions in the first run of each. Fewer leave code still warming up, and
  // the larger the table the later: a round's and a game's own work (resolveRound,
  // createGame, scoring) runs once for all its players, so a few games of 100 players
  // leave it barely compiled (docs/performance.md).
  players2: { count: 1600, unit: 'player-round of random 2-player games' },
  players4: { count: 800, unit: 'player-round of random 4-player games' },
  players20: { count: 160, unit: 'player-round of random 20-player games' },
  players100: { count: 32, unit: 'player-round of random 100-player games' },
  listing: { count: 2000, unit: 'legalChoices in rounds 1–3 of 4-player games' },
  // The public path of npm run bench:public, counted (KINDS=loop,listingOriginal with
  // BENCH_BASELINE=.bench/public-baseline/dist/index.js for its baseline, 215dcb0).
  loop: { count: 200, unit: 'random 4-player game through playerView/randomBot/applyChoice/resolveRound' },
  listingOriginal: { count: 2000, unit: 'legalChoices under original in rounds 5–12 of 4-player games' },
};

/** The instructions of one run under callgrind, and the decisions its work made. */
function measure(entry: string, kind: string, units: number): { instructions: number; decisions: number } {
  // --predictable and a fixed hash seed: node's garbage collector otherwise times its work
  // by the clock and hashes with a random seed, so the same build's counts vary from run
  // to run beside other work.
  const args = ['--tool=callgrind', '--callgrind-out-file=/dev/null', process.execPath, '--single-threaded', '--predictable', '--hash-seed=1', work, entry, kind, String(units)];
  const run = spawnSync('valgrind', args, { encoding: 'utf8', maxBuffer: 1 << 26 });
  if (run.error !== undefined) throw new Error(`valgrind did not run (apt-get install valgrind): ${run.error.message}`);
  const collected = /Collected : (\d+)/.exec(run.stderr);
  if (run.status !== 0 || collected === null) throw new Error(`valgrind failed:\n${run.stderr}`);
  return { instructions: Number(collected[1]), decisions: Number(run.stdout.trim()) };
}

const kinds = (process.env.KINDS ?? Object.keys(KINDS).join(',')).split(',');
const builds = [
  { name: `baseline ${process.env.BENCH_BASELINE === undefined ? BASELINE : baseline}`, entry: baseline },
  { name: 'this build', entry: current },
];
for (const kind of kinds) {
  const spec = KINDS[kind];
  if (spec === undefined) throw new Error(`unknown kind ${kind}: one of ${Object.keys(KINDS).join(', ')}`);
  const units = Math.max(1, Math.round(spec.count * scale));
  const per = builds.map((build) => {
    // The units after the first `units`: the steady state, once the hot code is compiled.
    const first = measure(build.entry, kind, units);
    const both = measure(build.entry, kind, 2 * units);
    // Greedy games differ between builds (the bot changed), and a player-round is the unit of
    // the player counts: per decision. The others: per game or listing.
    const divisor = kind === 'greedy' || kind.startsWith('players') ? both.decisions - first.decisions : units;
    return (both.instructions - first.instructions) / divisor;
  });
  const [before, after] = per as [number, number];
  process.stdout.write(`${spec.unit}: ${builds[0]?.name} ${(before / 1e6).toFixed(3)} M instructions, this build ${(after / 1e6).toFixed(3)} M: ${(before / after).toFixed(2)}× fewer\n`);
}
