import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { SVG_CLASSES } from '../../src/svg/index.js';
import { importGraph } from '../support/imports.js';

const root = new URL('../../', import.meta.url);
const folder = new URL('src/svg/', root);

describe('the welcome-to-engine/svg entry', () => {
  it('documents every export with a summary and an @example, as the main entry does', () => {
    const entry = new URL('src/svg/index.ts', root).pathname;
    const program = ts.createProgram([entry], { module: ts.ModuleKind.NodeNext, moduleResolution: ts.ModuleResolutionKind.NodeNext, noEmit: true });
    const checker = program.getTypeChecker();
    const source = program.getSourceFile(entry);
    const moduleSymbol = source && checker.getSymbolAtLocation(source);
    expect(moduleSymbol).toBeDefined();
    const exports = checker.getExportsOfModule(moduleSymbol as ts.Symbol);
    expect(exports.map((symbol) => symbol.getName()).sort()).toEqual(['OfferSvgOptions', 'SVG_CLASSES', 'SVG_STYLE', 'ScoreTrack', 'SheetSvgOptions', 'SheetTarget', 'offerSvg', 'sheetSvg']);
    const missing = exports.flatMap((symbol) => {
      const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
      const summary = ts.displayPartsToString(target.getDocumentationComment(checker)).trim();
      const tags = target.getJsDocTags(checker).map((tag) => tag.name);
      return summary !== '' && tags.includes('example') && tags.includes('group') ? [] : [symbol.getName()];
    });
    expect(missing).toEqual([]);
  }, 60_000); // a TypeScript program over the entry: seconds on a loaded machine

  it('only the command line (welcome-to render) draws with it; the engine never does (how it reaches the engine, test/architecture/layers.test.ts holds)', () => {
    const graph = importGraph(fileURLToPath(new URL('src/', root)));
    expect([...graph].filter(([file, targets]) => !file.startsWith('svg/') && !file.startsWith('cli/') && targets.some((target) => target.startsWith('svg/')))).toEqual([]);
  });

  it('needs no DOM and no module of Node: it runs in browsers and in Node alike', () => {
    const code = readdirSync(folder, { recursive: true, encoding: 'utf8' })
      .filter((name) => name.endsWith('.ts'))
      .map((name) => readFileSync(new URL(name, folder), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, ''))
      .join('\n');
    expect(code).not.toMatch(/\b(document|window|globalThis|process|require)\b/);
    expect(code).not.toMatch(/from 'node:/);
  });

  it('says in the drawing guide what each of its classes marks, one row a class', () => {
    const guide = readFileSync(new URL('docs/drawing.md', root), 'utf8');
    const rows = [...guide.matchAll(/^\| `(wt-[\w-]+)` \|/gm)].map((match) => match[1]);
    expect(rows).toEqual([...SVG_CLASSES]);
  });
});
