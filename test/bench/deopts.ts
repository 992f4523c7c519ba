// `npm run bench:deopts`: where in a long run node deoptimises the engine's code. Each kind
// of work runs in a node of its own with `--single-threaded --trace-deopt`, and the
// deoptimisations are counted per block of games, with the functions deoptimised after the
// first tenth of the run named. A deoptimisation late in a run is a function whose hidden
// classes changed once it was optimised (an array of `Array.prototype.map`, holey in
// optimised code, is the usual cause: docs/performance.md); each costs a compilation, and
// one changed class can deoptimise every function that reads it. KINDS picks kinds
// (random, greedy, pure), SCALE multiplies the counts. A few minutes.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const work = fileURLToPath(new URL('./instructions-work.mjs', import.meta.url));
const entry = process.env.BENCH_ENTRY ?? fileURLToPath(new URL('../../dist/index.js', import.meta.url));
const scale = Number(process.env.SCALE ?? 1);
const KINDS: Record<string, { count: number; block: number; unit: string }> = {
  random: { count: 3000, block: 300, unit: 'random 4-player games through playGame' },
  greedy: { count: 200, block: 20, unit: 'greedy 2-player games' },
  pure: { count: 1000, block: 100, unit: "4-player games through legalChoices/applyChoice/resolveRound (a user's own loop)" },
};

const kinds = (process.env.KINDS ?? Object.keys(KINDS).join(',')).split(',');
for (const kind of kinds) {
  const spec = KINDS[kind];
  if (spec === undefined) throw new Error(`unknown kind ${kind}: one of ${Object.keys(KINDS).join(', ')}`);
  const count = Math.max(1, Math.round(spec.count * scale));
  const block = Math.max(1, Math.round(spec.block * scale));
  const run = spawnSync(process.execPath, ['--single-threaded', '--trace-deopt', work, entry, kind, String(count), String(block)], { encoding: 'utf8', maxBuffer: 1 << 28 });
  if (run.status !== 0) throw new Error(`the ${kind} run failed:\n${run.stderr}`);
  const perBlock = new Map<number, number>();
  const late = new Map<string, number>();
  let first = 0;
  for (const line of run.stdout.split('\n')) {
    const marker = /^BLOCK (\d+)$/.exec(line);
    if (marker !== null) {
      first = Number(marker[1]);
      perBlock.set(first, 0);
      continue;
    }
    const bailout = /^\[bailout \(kind: ([^,]+), reason: (.*?)\): begin.*?<JSFunction ([^ >(]*)/.exec(line);
    if (bailout === null) continue;
    perBlock.set(first, (perBlock.get(first) ?? 0) + 1);
    if (first >= count / 10) {
      const name = `${bailout[3] || '(anonymous)'} (${bailout[2]})`;
      late.set(name, (late.get(name) ?? 0) + 1);
    }
  }
  const blocks = [...perBlock].map(([start, n]) => `${start}: ${n}`).join(', ');
  const total = [...late.values()].reduce((a, b) => a + b, 0);
  process.stdout.write(`${count} ${spec.unit}, deoptimisations by block (first game: count): ${blocks}\n`);
  process.stdout.write(`  after the first tenth: ${total}${total === 0 ? '' : ` — ${[...late].map(([name, n]) => `${name} ×${n}`).join(', ')}`}\n`);
}
