import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// Every TypeScript example in the README and the guides runs against the source, so
// the documentation cannot drift from the code.
const root = new URL('../../', import.meta.url);
const scratch = new URL('test/docs/.examples/', root);
const entry = new URL('src/index.ts', root).pathname;
const adapterEntry = new URL('src/adapters/boardgame-io/index.ts', root).pathname;
const svgEntry = new URL('src/svg/index.ts', root).pathname;
const workersEntry = new URL('src/workers/index.ts', root).pathname;

const files = ['README.md', ...readdirSync(new URL('docs/', root)).filter((f) => f.endsWith('.md')).map((f) => `docs/${f}`)];
const sources = (dir: string): string[] =>
  readdirSync(new URL(dir, root), { withFileTypes: true }).flatMap((entry) => entry.isDirectory() ? sources(`${dir}${entry.name}/`) : entry.name.endsWith('.ts') ? [`${dir}${entry.name}`] : []);

/**
 * An example that imports the JSON Schema, which only the build writes: it runs in
 * test/dist/schema.dist.test.ts, in Node, against dist/.
 */
const needsBuild = (code: string) => code.includes("'welcome-to-engine/schema.json'");

const examples = [
  ...files.flatMap((file) => {
    const text = readFileSync(new URL(file, root), 'utf8');
    return [...text.matchAll(/```ts\n([\s\S]*?)```/g)].map((match, index) => ({ name: `${file} #${index + 1}`, code: match[1] ?? '' })).filter(({ code }) => !needsBuild(code));
  }),
  // The @example of every documented export.
  ...sources('src/').flatMap((file) => {
    const text = readFileSync(new URL(file, root), 'utf8');
    return [...text.matchAll(/ \* ```ts\n([\s\S]*?) \* ```/g)].map((match, index) => ({
      name: `${file} @example ${index + 1}`,
      // A member's doc comment is indented with its member: strip the indent with the star.
      code: (match[1] ?? '').replace(/^[ \t]*\*( |$)/gm, ''),
    }));
  }),
];

/** Example files named after their example, importing the sources instead of the package. */
const exampleFile = (name: string) => new URL(`${name.replace(/[^a-z0-9]+/gi, '-')}.ts`, scratch);
const asSource = (code: string) =>
  code
    .replaceAll("'welcome-to-engine'", JSON.stringify(entry))
    .replaceAll("'welcome-to-engine/boardgame.io'", JSON.stringify(adapterEntry))
    .replaceAll("'welcome-to-engine/svg'", JSON.stringify(svgEntry))
    .replaceAll("'welcome-to-engine/workers'", JSON.stringify(workersEntry));

describe('documentation examples', () => {
  it('there are examples to run', () => {
    expect(examples.length).toBeGreaterThan(50);
  });

  it("every example typechecks with the project's strict options", () => {
    const dir = new URL('typecheck/', scratch);
    mkdirSync(dir, { recursive: true });
    const files = examples.map(({ name, code }) => {
      const file = new URL(`${name.replace(/[^a-z0-9]+/gi, '-')}.ts`, dir).pathname;
      // Each example is a module of its own, as it would be in a reader's project.
      writeFileSync(file, `${asSource(code)}\nexport {};\n`);
      return file;
    });
    try {
      const config = ts.readConfigFile(new URL('tsconfig.json', root).pathname, ts.sys.readFile);
      const { options } = ts.parseJsonConfigFileContent(config.config, ts.sys, new URL('.', root).pathname);
      const program = ts.createProgram(files, { ...options, noUnusedLocals: false, allowImportingTsExtensions: true, noEmit: true });
      const problems = ts
        .getPreEmitDiagnostics(program)
        .filter((diagnostic) => diagnostic.file !== undefined && files.includes(diagnostic.file.fileName))
        .map((diagnostic) => `${diagnostic.file?.fileName.split('/').at(-1)}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ')}`);
      expect(problems).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it.each(examples)('$name runs', async ({ name, code }) => {
    mkdirSync(scratch, { recursive: true });
    const file = exampleFile(name);
    writeFileSync(file, asSource(code));
    try {
      await import(file.pathname);
    } finally {
      rmSync(file);
    }
    // An example is a reader's whole program: some play many games or start worker
    // threads (seconds alone, several times that on a loaded 2-core machine).
  }, 60_000);
});
