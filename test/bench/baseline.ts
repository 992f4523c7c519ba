// `npm run bench:baseline`: builds the pinned baselines of the benchmarks (215dcb0 and 5e5c672 for `npm run bench:public`,
// 82ba736 for `npm run bench:place`), the engine as it
// was before the performance work (commit BASELINE below, the last landed before it), into
// .bench/baseline/ (a detached git worktree sharing this checkout's node_modules), so
// `npm run bench` and `npm run bench:bots` measure it beside the current build in the same
// run. BENCH_BASELINE still names any other build's index.js instead.
import { execFileSync } from 'node:child_process';
import { existsSync, symlinkSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The engine before the performance work: the main branch as issue 13 started. */
export const BASELINE = '7c0fcd2';

const root = fileURLToPath(new URL('../../', import.meta.url));
const dir = fileURLToPath(new URL('../../.bench/baseline/', import.meta.url));
export const BASELINE_ENTRY = `${dir}dist/index.js`;

/** The engine before the simulation core and the public path's work (issue 32 measures against it), built into .bench/public-baseline/. */
export const PUBLIC_BASELINE = '215dcb0';
const publicDir = fileURLToPath(new URL('../../.bench/public-baseline/', import.meta.url));
export const PUBLIC_BASELINE_ENTRY = `${publicDir}dist/index.js`;

/** The engine when the one rules core was started (issue 42 measures against it), built into .bench/core-baseline/. */
export const CORE_BASELINE = '5e5c672';
const coreDir = fileURLToPath(new URL('../../.bench/core-baseline/', import.meta.url));
export const CORE_BASELINE_ENTRY = `${coreDir}dist/index.js`;

/** The engine when the game was still played as JSON states between moves (issue 53 measures against it), built into .bench/place-baseline/. */
export const PLACE_BASELINE = '82ba736';
const placeDir = fileURLToPath(new URL('../../.bench/place-baseline/', import.meta.url));
export const PLACE_BASELINE_ENTRY = `${placeDir}dist/index.js`;

const run = (command: string, args: string[], cwd: string) => execFileSync(command, args, { cwd, stdio: 'inherit' });

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const builds = [
    [BASELINE, dir, BASELINE_ENTRY],
    [PUBLIC_BASELINE, publicDir, PUBLIC_BASELINE_ENTRY],
    [CORE_BASELINE, coreDir, CORE_BASELINE_ENTRY],
    [PLACE_BASELINE, placeDir, PLACE_BASELINE_ENTRY],
  ] as const;
  // `npm run bench:baseline -- 82ba736` builds only the commits named; no argument builds them all.
  const named = process.argv.slice(2);
  const unknown = named.filter((commit) => !builds.some(([pinned]) => pinned === commit));
  if (unknown.length > 0) throw new Error(`no pinned baseline ${unknown.join(', ')}: the baselines are ${builds.map(([pinned]) => pinned).join(', ')}`);
  for (const [commit, where, entry] of builds) {
    if (named.length > 0 && !named.includes(commit)) continue;
    if (!existsSync(where)) run('git', ['worktree', 'add', '--detach', where, commit], root);
    if (!existsSync(`${where}node_modules`)) symlinkSync(`${root}node_modules`, `${where}node_modules`, 'dir');
    if (!existsSync(entry)) run(process.execPath, [`${root}node_modules/tsup/dist/cli-default.js`], where);
    process.stdout.write(`baseline ${commit} built: ${entry}\n`);
  }
}
