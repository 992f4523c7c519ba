// `node scripts/fresh-build.mjs`: builds dist/ (`npm run build`) unless it was built from
// the sources as they are now. The scripts that need a build first (`docs`,
// `check:package`, `test:server`) run it, so that a run of several of them, as CI's,
// builds once (each build takes some 20 s on the 2-core machine). What a build reads
// (src/, the page's web/, the build's configuration and scripts, package.json) is hashed; `npm run build`
// records the hash of what it built (scripts/finish-build.mjs) outside dist/, in
// node_modules/.cache/, so that nothing of it ships. `--hash` writes the hash only.
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const STAMP = 'node_modules/.cache/welcome-to-engine/build-hash';
const INPUTS = ['src', 'web', 'tsup.config.ts', 'tsconfig.json', 'package.json', 'scripts/finish-build.mjs'];

/** Every file under `path` (or `path` itself), sorted. */
function files(path) {
  if (!existsSync(path)) return [];
  try {
    return readdirSync(path, { withFileTypes: true })
      .sort((a, b) => (a.name < b.name ? -1 : 1))
      .flatMap((entry) => files(`${path}/${entry.name}`));
  } catch {
    return [path];
  }
}

/** The hash of what a build reads: each input file's path and contents. */
export function buildHash() {
  const hash = createHash('sha256');
  for (const file of INPUTS.flatMap(files)) hash.update(`${file}\0`).update(readFileSync(file)).update('\0');
  return hash.digest('hex');
}

/** Records that dist/ was built from the inputs as they are. */
export function recordBuild() {
  mkdirSync(STAMP.slice(0, STAMP.lastIndexOf('/')), { recursive: true });
  writeFileSync(STAMP, buildHash());
}

// Run as a program (not imported by finish-build): compared as paths, so a checkout whose
// path a URL would escape (a space, say) still builds.
if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  if (process.argv.includes('--hash')) recordBuild();
  else if (existsSync('dist/index.js') && existsSync(STAMP) && readFileSync(STAMP, 'utf8') === buildHash()) {
    console.log('dist/ is built from the sources as they are: no build needed');
  } else {
    execFileSync('npm', ['run', 'build'], { stdio: 'inherit' });
  }
}
