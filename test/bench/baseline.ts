// `npm run bench:baseline`: builds the pinned baseline of the benchmarks, the engine as it
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

const run = (command: string, args: string[], cwd: string) => execFileSync(command, args, { cwd, stdio: 'inherit' });

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (!existsSync(dir)) run('git', ['worktree', 'add', '--detach', dir, BASELINE], root);
  if (!existsSync(`${dir}node_modules`)) symlinkSync(`${root}node_modules`, `${dir}node_modules`, 'dir');
  if (!existsSync(BASELINE_ENTRY)) run(process.execPath, [`${root}node_modules/tsup/dist/cli-default.js`], dir);
  process.stdout.write(`baseline ${BASELINE} built: ${BASELINE_ENTRY}\n`);
}
