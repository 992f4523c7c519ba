// `npm run check:package`: what `npm pack` and `npm publish` would ship, checked the
// way a first publish meets them. `npm pack --dry-run` runs the prepack build (none when dist/ is fresh: scripts/fresh-build.mjs).
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { deadLinks } from './links.mjs';

const npm = (...args) => execFileSync('npm', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

// The prepack build prints first; the JSON starts at the first line that opens an array.
const packOutput = npm('pack', '--dry-run', '--json');
const [packed] = JSON.parse(packOutput.slice(packOutput.search(/^\[\s*$/m)));
const files = packed.files.map((file) => file.path).sort();
for (
  const file of [
    'LICENSE',
    'README.md',
    'package.json',
    'dist/index.js',
    'dist/index.cjs',
    'dist/index.d.ts',
    'dist/index.d.cts',
    'dist/cli.js',
    'dist/schema.json',
    'dist/workers.js',
    'dist/workers/thread.js',
    'workers/package.json',
  ]
) {
  assert.ok(files.includes(file), `the tarball holds ${file}`);
}
assert.ok(!files.some((file) => file.startsWith('src/') || file.startsWith('test/')), 'no sources or tests in the tarball');
// The guides ship with the package, so that every relative link of the README and of the
// declarations' doc comments resolves to a file inside the installed package.
const guides = [
  'docs/rules.md',
  'docs/playing-a-round.md',
  'docs/sheet-and-scoring.md',
  'docs/notation.md',
  'docs/positions.md',
  'docs/writing-a-bot.md',
  'docs/boardgame-io.md',
  'docs/drawing.md',
  'docs/performance.md',
];
for (const guide of guides) assert.ok(files.includes(guide), `the tarball holds the guide ${guide}`);
// The page the server recipe serves (examples/server/web.mjs), built with the package.
assert.ok(files.includes('dist/web/index.html'), 'the tarball holds the page, dist/web/index.html');
// The examples the guides name ship too, so that a user of the package finds them in
// node_modules/welcome-to-engine/examples/ without a clone: the server recipe
// (docs/servers.md; server.mjs imports its neighbours) and the Python clients (docs/learning.md).
for (
  const example of [
    'examples/server/server.mjs',
    'examples/server/checked-store.mjs',
    'examples/server/checks.mjs',
    'examples/server/flat-file-store.mjs',
    'examples/server/web.mjs',
    'examples/server/stand-ins.mjs',
    'examples/server/pubsub.mjs',
    'examples/python/welcome_to_client.py',
    'examples/python/random_games.py',
    'examples/python/vector_games.py',
    'examples/python/numpy_games.py',
    // The Python package, which `pip install ./node_modules/welcome-to-engine/python` installs.
    'python/pyproject.toml',
    'python/README.md',
    'python/welcome_to/__init__.py',
    'python/welcome_to/_engine.py',
    'python/welcome_to/parallel.py',
    'python/welcome_to/vector.py',
    'python/welcome_to/solo.py',
  ]
) {
  assert.ok(files.includes(example), `the tarball holds the example ${example}`);
}
assert.ok(!files.some((file) => file.startsWith('docs/api/')), 'the generated API site is not shipped (npm run docs makes it in a clone)');
const packedSet = new Set(files);
const shippedText = files.filter((file) => /\.(md|d\.c?ts)$/.test(file));
const dead = shippedText.flatMap((file) => deadLinks('.', file, packedSet));
assert.deepEqual(dead, [], 'every relative link in the README, the guides and the declarations leads to a packed file and heading');
// The shipped Markdown reads as Markdown: no TypeDoc tag ({@link …}) left as literal text
// (the declarations keep TSDoc's {@link}, which editors render in their hovers).
const tagged = files.filter((file) => file.endsWith('.md') && /\{@\w+/.test(readFileSync(file, 'utf8')));
assert.deepEqual(tagged, [], 'no shipped Markdown file holds a TypeDoc tag such as {@link}');
assert.ok(readFileSync('dist/index.d.cts', 'utf8').includes('](../docs/rules.md#'), 'the declarations link to the rules guide from dist/');

// Declarations under stable names: one file an entry and format, and no name aliased
// (`w as CONES`) as a chunk shared between entries would have them.
const declarations = files.filter((file) => /\.d\.c?ts$/.test(file));
assert.deepEqual(declarations, [
  'dist/boardgame-io.d.cts',
  'dist/boardgame-io.d.ts',
  'dist/index.d.cts',
  'dist/index.d.ts',
  'dist/svg.d.cts',
  'dist/svg.d.ts',
  'dist/workers.d.cts',
  'dist/workers.d.ts',
]);
// The worker pool's declarations name no type of tinypool, its optional peer: they read without it.
assert.ok(!/from ['"]tinypool['"]/.test(readFileSync('dist/workers.d.cts', 'utf8')), 'dist/workers.d.cts imports nothing from tinypool');
for (const file of declarations) {
  for (const line of readFileSync(file, 'utf8').split('\n').filter((text) => /^(import|export) .* from /.test(text))) {
    assert.ok(!/\b\w+ as \w+\b/.test(line), `${file} imports or exports no aliased name: ${line}`);
  }
}

// The CommonJS entries are the ES modules required (Node 20.19+): no second copy of the
// engine (the CommonJS boardgame.io entry once carried 173 kB of one).
for (const entry of ['index', 'boardgame-io', 'svg', 'workers']) {
  const shim = readFileSync(`dist/${entry}.cjs`, 'utf8');
  assert.ok(shim.includes(`module.exports = require('./${entry}.js');`) && shim.length < 400, `dist/${entry}.cjs requires its ES module`);
}

// Weight: under 2 MB unpacked, guides included (the project's budget: guides kept whole,
// code readable rather than trimmed to fit).
assert.ok(packed.unpackedSize < 2_000_000, `the package weighs ${packed.unpackedSize} bytes unpacked, under 2 MB`);

// No field points anywhere that does not exist: no repository, issue tracker or author
// is invented; the homepage is the package's npm page.
const manifestFields = JSON.parse(readFileSync('package.json', 'utf8'));
for (const field of ['repository', 'bugs', 'author']) assert.equal(manifestFields[field], undefined, `package.json has no ${field}`);
assert.equal(manifestFields.homepage, 'https://www.npmjs.com/package/welcome-to-engine');

const cli = packed.files.find((file) => file.path === 'dist/cli.js');
assert.ok((cli.mode & 0o111) !== 0, 'dist/cli.js is executable');

// npm publish --dry-run names every package.json problem it would correct (it also says
// it needs a login, which a dry run does not).
const output = execFileSync('sh', ['-c', 'npm publish --dry-run 2>&1 || true'], { encoding: 'utf8' });
for (const problem of ['invalid and removed', 'auto-corrected', 'npm pkg fix']) assert.ok(!output.includes(problem), `npm publish --dry-run: ${problem}\n${output}`);
const manifest = JSON.parse(npm('pkg', 'get', 'bin'));
assert.deepEqual(manifest, { 'welcome-to': 'dist/cli.js' });
console.log(
  `package: ${files.length} files packed (${files.filter((file) => file.startsWith('dist/')).length} in dist, ${guides.length} guides), ${
    Math.round(packed.unpackedSize / 1000)
  } kB unpacked, every link resolves, publish dry run clean`,
);
