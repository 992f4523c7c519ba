import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

/** Every import between files of a tree: each file (relative to the root, `/`-separated) and the files it imports. */
export type ImportGraph = ReadonlyMap<string, readonly string[]>;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return path.endsWith('.ts') ? [path] : [];
  });
}

/** The file a relative specifier names, as TypeScript resolves `./x.js` to `./x.ts` and a folder to its index. */
function resolveSpecifier(from: string, specifier: string): string {
  const target = resolve(dirname(from), specifier).replace(/\.js$/, '.ts');
  if (existsSync(target) && statSync(target).isFile()) return target;
  if (existsSync(`${target}.ts`)) return `${target}.ts`;
  return join(target, 'index.ts');
}

/**
 * The import graph of the TypeScript files under `root`, read from their syntax: every
 * `import` and `export … from` with a relative specifier, type-only ones included (a
 * type import is as much a dependency for a reader as any other), and `import()` calls
 * and types, to TypeScript files of the tree.
 */
export function importGraph(root: string): ImportGraph {
  const graph = new Map<string, string[]>();
  for (const file of sourceFiles(root)) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const targets = new Set<string>();
    const visit = (node: ts.Node): void => {
      let specifier: ts.Expression | undefined;
      if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) specifier = node.moduleSpecifier;
      else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) specifier = node.arguments[0];
      else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) specifier = node.argument.literal;
      if (specifier && ts.isStringLiteral(specifier) && specifier.text.startsWith('.')) {
        const target = relative(root, resolveSpecifier(file, specifier.text)).split('\\').join('/');
        // Data read from outside the tree (the package's own package.json) is no layer.
        if (target.endsWith('.ts') && !target.startsWith('..')) targets.add(target);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
    graph.set(relative(root, file).split('\\').join('/'), [...targets].sort());
  }
  return graph;
}

/** The folder of `src/` a file belongs to (`game` for `game/round/resolve.ts`), or the file itself at the top (`index.ts`). */
export function topFolder(file: string): string {
  return file.split('/')[0] as string;
}

/** An import from a file to one in a layer above its own, or to another folder of its own layer. */
export interface LayerViolation {
  readonly from: string;
  readonly to: string;
}

/**
 * The imports that break the layering: each folder has a rank, and a file may import
 * its own folder or a folder of a lower rank only. A folder missing from `ranks` is
 * reported too (as an import to or from `?`), so a new folder is placed on purpose.
 */
export function layerViolations(graph: ImportGraph, ranks: Readonly<Record<string, number>>): LayerViolation[] {
  const violations: LayerViolation[] = [];
  for (const [from, targets] of graph) {
    const fromRank = ranks[topFolder(from)];
    if (fromRank === undefined) violations.push({ from, to: '?' });
    for (const to of targets) {
      const toRank = ranks[topFolder(to)];
      if (topFolder(to) === topFolder(from)) continue;
      if (toRank === undefined || fromRank === undefined || toRank >= fromRank) violations.push({ from, to });
    }
  }
  return violations;
}

/**
 * The folders of the library's other entries (the boardgame.io adapter, the drawing,
 * the worker pool): each reaches the engine through the public entry, `index.ts`, as a
 * user's code would, and of what lies below it uses only the plain helpers that hold no
 * rule: `errors/` (raising a `RuleError` by its code) and `internal/` (checks of values).
 */
export const ENTRY_FOLDERS = ['adapters', 'svg', 'workers'] as const;

/** The imports of an entry's files that go elsewhere than its own folder, `index.ts`, `errors/` and `internal/`. */
export function entryReaches(graph: ImportGraph, folders: readonly string[] = ENTRY_FOLDERS): LayerViolation[] {
  const allowed = (from: string, to: string) => topFolder(to) === topFolder(from) || to === 'index.ts' || topFolder(to) === 'errors' || topFolder(to) === 'internal';
  return [...graph].filter(([from]) => folders.includes(topFolder(from))).flatMap(([from, targets]) => targets.filter((to) => !allowed(from, to)).map((to) => ({ from, to })));
}

/** Every cycle of the graph, as the files of each strongly connected component of more than one file (or a file importing itself), sorted. */
export function importCycles(graph: ImportGraph): string[][] {
  // Tarjan's algorithm, iterative so that a deep chain of imports cannot overflow the stack.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  let counter = 0;
  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    const work: { node: string; next: number }[] = [{ node: start, next: 0 }];
    index.set(start, counter);
    low.set(start, counter++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1] as { node: string; next: number };
      const targets = graph.get(frame.node) ?? [];
      if (frame.next < targets.length) {
        const target = targets[frame.next++] as string;
        if (!index.has(target)) {
          index.set(target, counter);
          low.set(target, counter++);
          stack.push(target);
          onStack.add(target);
          work.push({ node: target, next: 0 });
        } else if (onStack.has(target)) low.set(frame.node, Math.min(low.get(frame.node) as number, index.get(target) as number));
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.node, Math.min(low.get(parent.node) as number, low.get(frame.node) as number));
      if (low.get(frame.node) === index.get(frame.node)) {
        const component: string[] = [];
        let member: string;
        do {
          member = stack.pop() as string;
          onStack.delete(member);
          component.push(member);
        } while (member !== frame.node);
        if (component.length > 1 || targets.includes(frame.node)) cycles.push(component.sort());
      }
    }
  }
  return cycles;
}
