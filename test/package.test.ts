import { readFileSync } from 'node:fs';
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

  it('documents every public export with a summary and an @example', () => {
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
