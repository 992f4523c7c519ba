import { readdirSync, readFileSync } from 'node:fs';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = new URL('../', import.meta.url);
const pkg = JSON.parse(readFileSync(new URL('package.json', root), 'utf8')) as {
  dependencies?: Record<string, string>;
  devDependencies: Record<string, string>;
};

describe('the package', () => {
  it('has no runtime dependency: immer was measured out of the hot path (README, Performance)', () => {
    expect(pkg.dependencies ?? {}).toEqual({});
  });

  it('pins every dependency to an exact version', () => {
    for (const version of [...Object.values(pkg.dependencies ?? {}), ...Object.values(pkg.devDependencies)]) {
      expect(version).toMatch(/^\d+\.\d+\.\d+$/);
    }
  });

  it('the library prints nothing and reads no clock or Math.random: only src/cli may', () => {
    const files = (dir: string): string[] =>
      readdirSync(new URL(dir, root), { withFileTypes: true }).flatMap((entry) => entry.isDirectory() ? (entry.name === 'cli' ? [] : files(`${dir}${entry.name}/`)) : [`${dir}${entry.name}`]);
    // Code only: comments and documentation examples may name what the code avoids.
    const code = (file: string) =>
      readFileSync(new URL(file, root), 'utf8')
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/\/\/.*$/gm, '');
    const offenders = files('src/').filter((file) => /console\.|process\.(stdout|stderr)|Math\.random|Date\.now|new Date\(|performance\.now/.test(code(file)));
    expect(offenders).toEqual([]);
  });

  it('the library entry never imports the command line', () => {
    const files = (dir: string): string[] =>
      readdirSync(new URL(dir, root), { withFileTypes: true }).flatMap((entry) => entry.isDirectory() ? (entry.name === 'cli' ? [] : files(`${dir}${entry.name}/`)) : [`${dir}${entry.name}`]);
    const offenders = files('src/').filter((file) => /from '\.\.?\/(\.\.\/)*cli\//.test(readFileSync(new URL(file, root), 'utf8')));
    expect(offenders).toEqual([]);
  });

  // A whole program's type check: seconds, and more on a loaded machine.
  it('documents every public export with a summary and an @example', { timeout: 60_000 }, () => {
    const entry = new URL('src/index.ts', root).pathname;
    const program = ts.createProgram([entry], { module: ts.ModuleKind.NodeNext, moduleResolution: ts.ModuleResolutionKind.NodeNext, noEmit: true });
    const checker = program.getTypeChecker();
    const source = program.getSourceFile(entry);
    const moduleSymbol = source && checker.getSymbolAtLocation(source);
    expect(moduleSymbol).toBeDefined();
    const exports = checker.getExportsOfModule(moduleSymbol as ts.Symbol);
    expect(exports.length).toBeGreaterThan(20);
    const missing = exports.flatMap((symbol) => {
      const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
      const summary = ts.displayPartsToString(target.getDocumentationComment(checker)).trim();
      const example = target.getJsDocTags(checker).some((tag) => tag.name === 'example');
      return summary !== '' && example ? [] : [symbol.getName()];
    });
    expect(missing).toEqual([]);
  });
});
