import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

/** A name in a file of the tree (relative to the root, `/`-separated). */
interface Named {
  readonly name: string;
  readonly file: string;
}

/** A function a module exports, with its body's text. */
export type ExportedFunction = Named & { readonly body: string };

/** A name a file imports, as exported, and the file it comes from (relative to the root). */
export type ImportedName = Named & { readonly from: string };

/** What the TypeScript files under a root export and import, by name. */
export interface NameTable {
  readonly functions: readonly ExportedFunction[];
  readonly imports: readonly ImportedName[];
  /** Each name a file re-exports (`export { x } from './y.js'`), as the file that declares it. */
  readonly reexports: readonly ImportedName[];
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return path.endsWith('.ts') ? [path] : [];
  });
}

/**
 * The exported functions of every file under `root` and the names each file imports
 * or re-exports from another file of the tree (value and type names alike), read from
 * their syntax.
 */
export function nameTable(root: string): NameTable {
  const functions: ExportedFunction[] = [];
  const imports: ImportedName[] = [];
  const reexports: ImportedName[] = [];
  for (const path of sourceFiles(root)) {
    const file = relative(root, path).split('\\').join('/');
    const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
    const origin = (specifier: ts.Expression): string | undefined => {
      if (!ts.isStringLiteral(specifier) || !specifier.text.startsWith('.')) return undefined;
      const target = resolve(dirname(path), specifier.text).replace(/\.js$/, '.ts');
      return relative(root, target).split('\\').join('/');
    };
    for (const statement of source.statements) {
      if (ts.isFunctionDeclaration(statement) && statement.name && statement.body && statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) {
        functions.push({ name: statement.name.text, file, body: statement.body.getText(source) });
      } else if (ts.isImportDeclaration(statement)) {
        const from = origin(statement.moduleSpecifier);
        const bindings = statement.importClause?.namedBindings;
        if (from !== undefined && bindings && ts.isNamedImports(bindings)) {
          for (const element of bindings.elements) imports.push({ file, name: (element.propertyName ?? element.name).text, from });
        }
      } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && statement.exportClause && ts.isNamedExports(statement.exportClause)) {
        const from = origin(statement.moduleSpecifier);
        if (from !== undefined) { for (const element of statement.exportClause.elements) reexports.push({ file, name: (element.propertyName ?? element.name).text, from }); }
      }
    }
  }
  return { functions, imports, reexports };
}
