// `npm run check:package`: what `npm pack` and `npm publish` would ship, checked the
// way a first publish meets them. `npm pack --dry-run` runs the prepack build.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';

const npm = (...args) => execFileSync('npm', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

// The prepack build prints first; the JSON starts at the first line that opens an array.
const packOutput = npm('pack', '--dry-run', '--json');
const [packed] = JSON.parse(packOutput.slice(packOutput.search(/^\[/m)));
const files = packed.files.map((file) => file.path).sort();
for (const file of ['LICENSE', 'README.md', 'package.json', 'dist/index.js', 'dist/index.cjs', 'dist/index.d.ts', 'dist/index.d.cts', 'dist/cli.js', 'dist/schema.json']) {
  assert.ok(files.includes(file), `the tarball holds ${file}`);
}
assert.ok(!files.some((file) => file.startsWith('src/') || file.startsWith('test/')), 'no sources or tests in the tarball');
const cli = packed.files.find((file) => file.path === 'dist/cli.js');
assert.ok((cli.mode & 0o111) !== 0, 'dist/cli.js is executable');

// npm publish --dry-run names every package.json problem it would correct (it also says
// it needs a login, which a dry run does not).
const output = execFileSync('sh', ['-c', 'npm publish --dry-run 2>&1 || true'], { encoding: 'utf8' });
for (const problem of ['invalid and removed', 'auto-corrected', 'npm pkg fix']) assert.ok(!output.includes(problem), `npm publish --dry-run: ${problem}\n${output}`);
const manifest = JSON.parse(npm('pkg', 'get', 'bin'));
assert.deepEqual(manifest, { 'welcome-to': 'dist/cli.js' });
console.log(`package: ${files.length} files packed (${files.filter((file) => file.startsWith('dist/')).length} in dist), publish dry run clean`);
