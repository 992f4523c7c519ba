// `npm run test:python`: the Python package (python/) tested as a user installs it. Builds
// dist/ when the sources changed (fresh-build.mjs: the package runs dist/cli.js), makes a
// virtual environment in python/.venv with the exact versions of
// python/requirements-test.txt (again only when that file changed), installs python/
// into it as pip installs it for a user (a wheel, not the sources on the path), and runs
// pytest on python/tests: PettingZoo's and Gymnasium's own checkers, the determinism
// test against the TypeScript environment, and ours. `PYTHON` names the interpreter that
// makes the environment (python3 by default, 3.10 or later). pip is told to try each
// index once (`--retries 0`) unless PIP_RETRIES says otherwise: an index out of reach
// fails the run at once rather than after minutes of retries.
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(import.meta.url), '../..');
const venv = join(root, 'python', '.venv');
const python = join(venv, 'bin', 'python');
const requirements = join(root, 'python', 'requirements-test.txt');
const stamp = join(venv, 'requirements-hash');
const run = (command, args) => execFileSync(command, args, { cwd: root, stdio: 'inherit' });
const retries = process.env.PIP_RETRIES === undefined ? ['--retries', '0'] : [];

run(process.execPath, [join(root, 'scripts', 'fresh-build.mjs')]);
const wanted = createHash('sha256').update(readFileSync(requirements)).digest('hex');
if (!existsSync(python) || !existsSync(stamp) || readFileSync(stamp, 'utf8') !== wanted) {
  run(process.env.PYTHON ?? 'python3', ['-m', 'venv', '--clear', venv]);
  run(python, ['-m', 'pip', 'install', '--quiet', ...retries, '-r', requirements]);
  writeFileSync(stamp, wanted);
}
// The package as a wheel, every run (a second or two: hatchling is in the environment, nothing is fetched).
run(python, ['-m', 'pip', 'install', '--quiet', '--no-deps', '--no-build-isolation', '--force-reinstall', join(root, 'python')]);
run(python, ['-m', 'pytest', '-q', '-p', 'no:cacheprovider', join(root, 'python', 'tests')]);
