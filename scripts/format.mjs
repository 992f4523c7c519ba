// The code's formatter: dprint's TypeScript plugin, run from npm as WebAssembly
// (@dprint/formatter), with the settings of dprint.json (docs/architecture.md,
// Formatting). `node scripts/format.mjs` rewrites every file it covers
// (`npm run format`); with `--check` it rewrites nothing, lists the files that are not
// formatted and fails (`npm run format:check`, the first step of `npm test`).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createFromBuffer } from '@dprint/formatter';
import { getPath } from '@dprint/typescript';

const root = fileURLToPath(new URL('..', import.meta.url));
const { folders, extensions, excludes, typescript, ...global } = JSON.parse(readFileSync(join(root, 'dprint.json'), 'utf8'));
const check = process.argv.includes('--check');

/** Every file of `dir` (recursively, node_modules aside) with one of the covered extensions. */
function filesUnder(dir, deep) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules') return [];
    if (statSync(path).isDirectory()) return deep ? filesUnder(path, true) : [];
    return extensions.some((extension) => name.endsWith(extension)) ? [path] : [];
  });
}

const files = [...folders.flatMap((folder) => filesUnder(join(root, folder), true)), ...filesUnder(root, false)]
  .map((path) => relative(root, path).split('\\').join('/'))
  .filter((file) => !excludes.includes(file))
  .sort();

const formatter = createFromBuffer(readFileSync(getPath()));
formatter.setConfig(global, typescript);
const diagnostics = formatter.getConfigDiagnostics();
if (diagnostics.length > 0) throw new Error(`dprint.json: ${diagnostics.map((d) => `${d.propertyName}: ${d.message}`).join('; ')}`);

const unformatted = [];
for (const file of files) {
  const text = readFileSync(join(root, file), 'utf8');
  const formatted = formatter.formatText({ filePath: join(root, file), fileText: text });
  if (formatted === text) continue;
  unformatted.push(file);
  if (!check) writeFileSync(join(root, file), formatted);
}

if (check && unformatted.length > 0) {
  console.error(`Not formatted (npm run format rewrites them):\n${unformatted.map((file) => `  ${file}`).join('\n')}`);
  process.exit(1);
}
console.log(`${check ? 'Checked' : 'Formatted'} ${files.length} files${check ? '' : `, ${unformatted.length} rewritten`}.`);
