// Module-level mutable state in the engine's rules and players (issue 53's count): every
// top-level declaration under src/sheet, src/game, src/bots and src/learning that holds
// state a call can change and a later call can read, found from the syntax alone (the
// TypeScript parser, no type checker: it runs in a fraction of a second).
//
// `npx tsx scripts/module-state.ts` (or `npm run module-state`) prints them, one a line
// as `file:line name (kind)`, then the constant tables it does not count; `--root DIR`
// reads the src/ of another checkout (a `git archive` of an older commit, say).
// test/architecture/module-state.test.ts holds the count to its allowance.
//
// The rule, declaration by declaration at the top level of a module (a class's static
// fields included):
//
// 1. Counted: every `let` and `var`, whatever its value (a counter, a "last sheet", a
//    stamp: state by definition), and every non-`readonly` static field of a class.
// 2. A `const` (or a `readonly` static field) is counted when its initializer makes an
//    object one can write: `new` of anything (`Map`, `Set`, `WeakMap`, `WeakSet`,
//    `Array`, typed arrays, a class), an array or object literal, or a call known to
//    return a new array or object (`Array.from`, `Array.of`, `Object.fromEntries`,
//    `Object.assign`, `Object.entries`/`keys`/`values`, `structuredClone`,
//    `JSON.parse`, and the methods `map`, `filter`, `slice`, `concat`, `fill`, `flat`,
//    `flatMap`, `reverse`, `sort`, `splice`, `split`, `toSorted`, `toReversed`,
//    `toSpliced`, `with`), or a call of a project function or an immediately called
//    function whose declared return type (read by its name in the folders' files) is
//    not a primitive or a function, or is not declared: what it returns cannot be seen
//    without the type checker, so it counts. Parentheses, `as`, `satisfies`, `!` and
//    both branches of `?:` are looked through.
// 3. Not counted: an initializer wrapped whole in `Object.freeze(…)` or `deepFreeze(…)`;
//    primitives, functions, classes and expressions of them; a plain name or property
//    (an alias of something made elsewhere, counted where it is made); `reduce` with a
//    primitive first value; a const whose declared type is a primitive or a function.
// A declaration is documented when a comment (`//` or `/** … */`) ends on the line right
// above it (a comment over a group documents its first declaration only).
//
// 4. Constant tables, listed apart and not counted: a const of rule 2 whose declared
//    type is read-only (`readonly T[]`, `readonly [...]`, `ReadonlyArray`, `Readonly<…>`,
//    `ReadonlyMap`, `ReadonlySet`, a type literal or mapped type whose every member is
//    `readonly`, a type alias or interface of the folders that is one of those), or
//    whose initializer ends in `as const`, or whose called function's declared return
//    type is read-only, and which is never written: no assignment to it, its elements
//    or properties (`X[i] = …`, `X.a.b = …`, `++X[i]`, `delete X.a`), no call of a
//    method that writes (`push`, `pop`, `shift`, `unshift`, `splice`, `sort`,
//    `reverse`, `fill`, `copyWithin`, `set`, `add`, `delete`, `clear`) on it or on
//    anything reached from it, no `Object.assign(X, …)` or `Object.defineProperty(X, …)`
//    in any file of src/ (by its name: a write to another declaration of the same name
//    counts too, which errs towards counting). A read-only type that is written (a
//    cast) is counted.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/** The folders under the counted ones (docs/architecture.md's layers): the types and functions the counted files use are declared in them or in the counted folders. */
const BELOW: readonly string[] = ['errors', 'internal', 'rules'];

/** The folders of src/ whose module-level state issue 53 counts. */
export const STATE_FOLDERS: readonly string[] = ['sheet', 'game', 'bots', 'learning'];

/** One module-level declaration the rule finds: where it is, its name and why it is state (or a constant table). */
export interface ModuleDeclaration {
  /** The file, relative to src/, `/`-separated. */
  readonly file: string;
  /** Its line, from 1. */
  readonly line: number;
  /** The declared name (`Class.field` for a static field). */
  readonly name: string;
  /** Why it is listed: `let`, `var`, `static field`, or what its initializer makes (`new Map`, `array literal`, `call of map`…). */
  readonly kind: string;
  /** Whether a comment (`//` or `/** … *\/`) stands right above the declaration. */
  readonly documented: boolean;
}

/** What the scan finds: the counted state, and the read-only tables never written, apart. */
export interface ModuleState {
  readonly counted: readonly ModuleDeclaration[];
  readonly constantTables: readonly ModuleDeclaration[];
}

function sourceFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return path.endsWith('.ts') && !path.endsWith('.d.ts') ? [path] : [];
  });
}

const ALLOCATING_FUNCTIONS = new Set([
  'Array.from',
  'Array.of',
  'Object.fromEntries',
  'Object.assign',
  'Object.entries',
  'Object.keys',
  'Object.values',
  'Object.create',
  'structuredClone',
  'JSON.parse',
]);
const ALLOCATING_METHODS = new Set(['map', 'filter', 'slice', 'concat', 'fill', 'flat', 'flatMap', 'reverse', 'sort', 'splice', 'split', 'toSorted', 'toReversed', 'toSpliced', 'with']);
const PRIMITIVE_FUNCTIONS = new Set(['Number', 'String', 'Boolean', 'BigInt', 'Symbol', 'parseInt', 'parseFloat', 'isNaN', 'isFinite']);
const PRIMITIVE_METHODS = new Set([
  'join',
  'indexOf',
  'lastIndexOf',
  'includes',
  'some',
  'every',
  'findIndex',
  'findLastIndex',
  'test',
  'toFixed',
  'toString',
  'charCodeAt',
  'codePointAt',
  'localeCompare',
]);
const FREEZERS = new Set(['Object.freeze', 'deepFreeze']);
const WRITING_METHODS = new Set(['push', 'pop', 'shift', 'unshift', 'splice', 'sort', 'reverse', 'fill', 'copyWithin', 'set', 'add', 'delete', 'clear']);
const PRIMITIVE_TYPES = new Set([
  ts.SyntaxKind.NumberKeyword,
  ts.SyntaxKind.StringKeyword,
  ts.SyntaxKind.BooleanKeyword,
  ts.SyntaxKind.BigIntKeyword,
  ts.SyntaxKind.SymbolKeyword,
  ts.SyntaxKind.UndefinedKeyword,
  ts.SyntaxKind.VoidKeyword,
  ts.SyntaxKind.NeverKeyword,
  ts.SyntaxKind.LiteralType,
  ts.SyntaxKind.TemplateLiteralType,
]);

/** `a.b.c` for a name or a chain of property names, else undefined. */
function dotted(node: ts.Expression): string | undefined {
  if (ts.isIdentifier(node)) return node.text;
  if (ts.isPropertyAccessExpression(node)) {
    const left = dotted(node.expression);
    return left === undefined ? undefined : `${left}.${node.name.text}`;
  }
  return undefined;
}

/** The expression under parentheses, `as`, `satisfies` and `!`, and whether an `as const` was among them. */
function unwrap(node: ts.Expression): { readonly expression: ts.Expression; readonly asConst: boolean } {
  let asConst = false;
  let current = node;
  for (;;) {
    if (ts.isParenthesizedExpression(current) || ts.isNonNullExpression(current) || ts.isSatisfiesExpression(current)) current = current.expression;
    else if (ts.isAsExpression(current)) {
      if (ts.isTypeReferenceNode(current.type) && current.type.typeName.getText() === 'const') asConst = true;
      current = current.expression;
    } else return { expression: current, asConst };
  }
}

/** What a type says of a value: a primitive or a function (`value`), read-only (`readonly`), or writable or unknown (`mutable`). */
type TypeKind = 'value' | 'readonly' | 'mutable';

/** The type aliases and interfaces, and the functions' declared return types, of the scanned files, by name (several of one name: all of them). */
interface Declarations {
  readonly types: Map<string, (ts.TypeAliasDeclaration | ts.InterfaceDeclaration)[]>;
  readonly returns: Map<string, (ts.TypeNode | undefined)[]>;
}

function typeKind(type: ts.TypeNode | undefined, declarations: Declarations, seen: ReadonlySet<string> = new Set()): TypeKind {
  if (type === undefined) return 'mutable';
  if (PRIMITIVE_TYPES.has(type.kind) || ts.isFunctionTypeNode(type) || ts.isConstructorTypeNode(type)) return 'value';
  if (ts.isParenthesizedTypeNode(type)) return typeKind(type.type, declarations, seen);
  if (ts.isTypeOperatorNode(type)) return type.operator === ts.SyntaxKind.ReadonlyKeyword ? 'readonly' : 'mutable';
  if (ts.isUnionTypeNode(type)) {
    const kinds = type.types.map((member) => typeKind(member, declarations, seen));
    if (kinds.every((kind) => kind === 'value')) return 'value';
    return kinds.includes('mutable') ? 'mutable' : 'readonly';
  }
  if (ts.isTypeLiteralNode(type)) return members(type.members);
  if (ts.isMappedTypeNode(type)) return type.readonlyToken !== undefined && type.readonlyToken.kind !== ts.SyntaxKind.MinusToken ? 'readonly' : 'mutable';
  if (ts.isTypeReferenceNode(type)) {
    const name = type.typeName.getText();
    if (['Readonly', 'ReadonlyArray', 'ReadonlyMap', 'ReadonlySet'].includes(name)) return 'readonly';
    if (name === 'Function') return 'value';
    const found = declarations.types.get(name);
    if (found === undefined || seen.has(name)) return 'mutable';
    const inner = new Set(seen).add(name);
    const kinds = found.map((declaration) => (ts.isTypeAliasDeclaration(declaration) ? typeKind(declaration.type, declarations, inner) : members(declaration.members)));
    if (kinds.every((kind) => kind === 'value')) return 'value';
    return kinds.includes('mutable') ? 'mutable' : 'readonly';
  }
  return 'mutable';
}

/** A type literal's or interface's members: only call signatures (a function), or every property `readonly`. */
function members(list: ts.NodeArray<ts.TypeElement>): TypeKind {
  if (list.length > 0 && list.every((member) => ts.isCallSignatureDeclaration(member))) return 'value';
  const readonly = list.every((member) =>
    ts.isMethodSignature(member) || ts.isCallSignatureDeclaration(member)
    || ((ts.isPropertySignature(member) || ts.isIndexSignatureDeclaration(member)) && (ts.getCombinedModifierFlags(member as ts.Declaration) & ts.ModifierFlags.Readonly) !== 0)
  );
  return readonly ? 'readonly' : 'mutable';
}

/**
 * What an initializer makes: undefined for no state (a primitive, a function, an
 * alias, a frozen value), else a short description, with `readonlyReturn` when it is a
 * call of a function declared to return a read-only type.
 */
function made(initializer: ts.Expression, declarations: Declarations): { readonly kind: string; readonly readonlyReturn: boolean; readonly asConst: boolean } | undefined {
  const { expression, asConst } = unwrap(initializer);
  const found = (kind: string, readonlyReturn = false) => ({ kind, readonlyReturn, asConst });
  if (ts.isConditionalExpression(expression)) return made(expression.whenTrue, declarations) ?? made(expression.whenFalse, declarations);
  if (
    ts.isBinaryExpression(expression) &&
    [ts.SyntaxKind.QuestionQuestionToken, ts.SyntaxKind.BarBarToken, ts.SyntaxKind.AmpersandAmpersandToken, ts.SyntaxKind.CommaToken].includes(expression.operatorToken.kind)
  ) {
    return made(expression.right, declarations) ?? (expression.operatorToken.kind === ts.SyntaxKind.CommaToken ? undefined : made(expression.left, declarations));
  }
  if (ts.isNewExpression(expression)) return found(`new ${expression.expression.getText()}`);
  if (ts.isArrayLiteralExpression(expression)) return found('array literal');
  if (ts.isObjectLiteralExpression(expression)) return found('object literal');
  if (ts.isRegularExpressionLiteral(expression)) return /\/[a-z]*[gy][a-z]*$/.test(expression.text) ? found('regular expression with lastIndex') : undefined;
  if (!ts.isCallExpression(expression)) return undefined;
  const callee = unwrap(expression.expression).expression;
  const name = dotted(callee);
  if (name !== undefined && FREEZERS.has(name)) return undefined;
  if (name !== undefined && ALLOCATING_FUNCTIONS.has(name)) return found(`call of ${name}`);
  if (name !== undefined && (PRIMITIVE_FUNCTIONS.has(name) || name.startsWith('Math.'))) return undefined;
  if (ts.isPropertyAccessExpression(callee)) {
    const method = callee.name.text;
    if (ALLOCATING_METHODS.has(method)) return found(`call of ${method}`);
    if (PRIMITIVE_METHODS.has(method)) return undefined;
    if (method === 'reduce' || method === 'reduceRight') {
      const start = expression.arguments[1];
      return start !== undefined && made(start, declarations) === undefined && !ts.isIdentifier(unwrap(start).expression) ? undefined : found(`call of ${method}`);
    }
  }
  // A project function (or an immediately called one): its declared return type decides.
  const returns = ts.isIdentifier(callee)
    ? declarations.returns.get(callee.text)
    : ts.isArrowFunction(callee) || ts.isFunctionExpression(callee)
    ? [callee.type]
    : undefined;
  const call = `call of ${name ?? (ts.isArrowFunction(callee) || ts.isFunctionExpression(callee) ? 'a function in place' : 'an expression')}`;
  if (returns === undefined || returns.length === 0) return found(call);
  const kinds = returns.map((type) => typeKind(type, declarations));
  if (kinds.every((kind) => kind === 'value')) return undefined;
  return found(call, kinds.every((kind) => kind !== 'mutable'));
}

const ASSIGNMENTS = new Set([
  ts.SyntaxKind.EqualsToken,
  ts.SyntaxKind.PlusEqualsToken,
  ts.SyntaxKind.MinusEqualsToken,
  ts.SyntaxKind.AsteriskEqualsToken,
  ts.SyntaxKind.SlashEqualsToken,
  ts.SyntaxKind.PercentEqualsToken,
  ts.SyntaxKind.AsteriskAsteriskEqualsToken,
  ts.SyntaxKind.AmpersandEqualsToken,
  ts.SyntaxKind.BarEqualsToken,
  ts.SyntaxKind.CaretEqualsToken,
  ts.SyntaxKind.LessThanLessThanEqualsToken,
  ts.SyntaxKind.GreaterThanGreaterThanEqualsToken,
  ts.SyntaxKind.GreaterThanGreaterThanGreaterThanEqualsToken,
  ts.SyntaxKind.AmpersandAmpersandEqualsToken,
  ts.SyntaxKind.BarBarEqualsToken,
  ts.SyntaxKind.QuestionQuestionEqualsToken,
]);

/** The names written anywhere in these files: assigned, updated, deleted, or given a writing method's call, themselves or through their elements and properties. */
function writtenNames(sources: readonly ts.SourceFile[]): Set<string> {
  const written = new Set<string>();
  const root = (node: ts.Expression): string | undefined => {
    const { expression } = unwrap(node);
    if (ts.isIdentifier(expression)) return expression.text;
    if (ts.isElementAccessExpression(expression) || ts.isPropertyAccessExpression(expression)) return root(expression.expression);
    return undefined;
  };
  const mark = (node: ts.Expression) => {
    const name = root(node);
    if (name !== undefined) written.add(name);
  };
  const visit = (node: ts.Node): void => {
    if (ts.isBinaryExpression(node) && ASSIGNMENTS.has(node.operatorToken.kind)) {
      const target = unwrap(node.left).expression;
      // Only writes into an object: `X = …` rebinds a `let`, counted anyway.
      if (ts.isElementAccessExpression(target) || ts.isPropertyAccessExpression(target)) mark(target);
    } else if ((ts.isPrefixUnaryExpression(node) || ts.isPostfixUnaryExpression(node)) && [ts.SyntaxKind.PlusPlusToken, ts.SyntaxKind.MinusMinusToken].includes(node.operator)) {
      const target = unwrap(node.operand).expression;
      if (ts.isElementAccessExpression(target) || ts.isPropertyAccessExpression(target)) mark(target);
    } else if (ts.isDeleteExpression(node)) mark(node.expression);
    else if (ts.isCallExpression(node)) {
      const callee = unwrap(node.expression).expression;
      const name = dotted(callee);
      const first = node.arguments[0];
      if ((name === 'Object.assign' || name === 'Object.defineProperty' || name === 'Object.defineProperties') && first !== undefined) mark(first);
      else if (ts.isPropertyAccessExpression(callee) && WRITING_METHODS.has(callee.name.text)) mark(callee.expression);
    }
    ts.forEachChild(node, visit);
  };
  for (const source of sources) visit(source);
  return written;
}

/** Whether a comment stands right above the declaration: its leading trivia ends with a comment on the line before it. */
function documented(statement: ts.Node, source: ts.SourceFile): boolean {
  const comments = ts.getLeadingCommentRanges(source.getFullText(), statement.getFullStart());
  const last = comments?.[comments.length - 1];
  if (last === undefined) return false;
  const line = (position: number) => source.getLineAndCharacterOfPosition(position).line;
  return line(last.end) >= line(statement.getStart(source)) - 1;
}

/**
 * The module-level mutable state of the TypeScript files in `folders` of `src` (by
 * default {@link STATE_FOLDERS}), by the rule at the top of this file: the counted
 * declarations, and the read-only tables never written, apart; each in file order.
 */
export function moduleState(src: string, folders: readonly string[] = STATE_FOLDERS): ModuleState {
  const parse = (file: string, text = readFileSync(file, 'utf8')) => ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const scanned = folders.flatMap((folder) => sourceFiles(join(src, folder))).sort().map((file) => parse(file));
  // The folders below them (which their types and functions come from) are read whole.
  const below = BELOW.filter((folder) => !folders.includes(folder)).flatMap((folder) => sourceFiles(join(src, folder))).map((file) => parse(file));
  const declarations: Declarations = { types: new Map(), returns: new Map() };
  const add = <T>(map: Map<string, T[]>, name: string, value: T) => map.set(name, [...(map.get(name) ?? []), value]);
  for (const source of [...scanned, ...below]) {
    for (const statement of source.statements) {
      if (ts.isTypeAliasDeclaration(statement) || ts.isInterfaceDeclaration(statement)) add(declarations.types, statement.name.text, statement);
      else if (ts.isFunctionDeclaration(statement) && statement.name !== undefined) add(declarations.returns, statement.name.text, statement.type);
      else if (ts.isVariableStatement(statement)) {
        for (const declaration of statement.declarationList.declarations) {
          const initializer = declaration.initializer === undefined ? undefined : unwrap(declaration.initializer).expression;
          if (ts.isIdentifier(declaration.name) && initializer !== undefined && (ts.isArrowFunction(initializer) || ts.isFunctionExpression(initializer))) {
            add(declarations.returns, declaration.name.text, initializer.type);
          }
        }
      }
    }
  }
  // Writes are looked for in every file of src/ (an exported table may be written by an
  // importer); a file of the other folders is parsed only when it names a top-level
  // const of the scanned files.
  const names = new Set(
    scanned.flatMap((source) =>
      source.statements.flatMap((statement) => (ts.isVariableStatement(statement) ? statement.declarationList.declarations.map((declaration) => declaration.name.getText(source)) : []))
    ),
  );
  const read = new Set([...scanned, ...below].map((source) => source.fileName));
  const others = sourceFiles(src).filter((file) => !read.has(file)).flatMap((file) => {
    const text = readFileSync(file, 'utf8');
    return [...names].some((name) => text.includes(name)) ? [parse(file, text)] : [];
  });
  const everywhere = [...scanned, ...below, ...others];
  const written = writtenNames(everywhere);
  const counted: ModuleDeclaration[] = [];
  const constantTables: ModuleDeclaration[] = [];
  for (const source of scanned) {
    const file = relative(src, source.fileName).split('\\').join('/');
    const at = (node: ts.Node) => source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
    /** Files a const's (or readonly static field's) initializer under rule 2, 3 or 4. */
    const judge = (name: string, node: ts.Node, statement: ts.Node, type: ts.TypeNode | undefined, initializer: ts.Expression | undefined) => {
      if (initializer === undefined) return;
      const what = made(initializer, declarations);
      if (what === undefined) return;
      const declared = type === undefined ? undefined : typeKind(type, declarations);
      if (declared === 'value') return;
      const entry = { file, line: at(node), name, kind: what.kind, documented: documented(statement, source) };
      const readonly = declared === 'readonly' || what.asConst || (type === undefined && what.readonlyReturn);
      (readonly && !written.has(name.split('.').pop() as string) ? constantTables : counted).push(entry);
    };
    for (const statement of source.statements) {
      if (ts.isVariableStatement(statement)) {
        const flags = statement.declarationList.flags;
        const binding = flags & ts.NodeFlags.Let ? 'let' : flags & ts.NodeFlags.Const ? 'const' : 'var';
        for (const declaration of statement.declarationList.declarations) {
          const name = declaration.name.getText(source);
          if (binding !== 'const') counted.push({ file, line: at(declaration), name, kind: binding, documented: documented(statement, source) });
          else judge(name, declaration, statement, declaration.type, declaration.initializer);
        }
      } else if (ts.isClassDeclaration(statement)) {
        for (const member of statement.members) {
          if (!ts.isPropertyDeclaration(member)) continue;
          const modifiers = ts.getCombinedModifierFlags(member);
          if ((modifiers & ts.ModifierFlags.Static) === 0) continue;
          const name = `${statement.name?.text ?? 'class'}.${member.name.getText(source)}`;
          if ((modifiers & ts.ModifierFlags.Readonly) === 0) counted.push({ file, line: at(member), name, kind: 'static field', documented: documented(member, source) });
          else judge(name, member, member, member.type, member.initializer);
        }
      }
    }
  }
  return { counted, constantTables };
}

/** The lines `file:line name (kind)` of a list, as the script prints them. */
export const stateLines = (list: readonly ModuleDeclaration[]): string[] =>
  list.map((entry) => `${entry.file}:${entry.line} ${entry.name} (${entry.kind}${entry.documented ? '' : ', no comment above'})`);

/** Prints the counted state of `src`, then its constant tables, as `file:line name (kind)`. */
export function printModuleState(
  src: string,
  write: (line: string) => void = (line) => process.stdout.write(`${line}\n`),
  folders: readonly string[] = STATE_FOLDERS,
): ModuleState {
  const state = moduleState(src, folders);
  write(`module-level mutable state under ${folders.map((folder) => `src/${folder}`).join(', ')}: ${state.counted.length}`);
  for (const line of stateLines(state.counted)) write(`  ${line}`);
  write(`constant tables (read-only types, never written; not counted): ${state.constantTables.length}`);
  for (const line of stateLines(state.constantTables)) write(`  ${line}`);
  return state;
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1]) {
  const at = process.argv.indexOf('--root');
  const root = at >= 0 ? process.argv[at + 1] : fileURLToPath(new URL('..', import.meta.url));
  if (root === undefined) throw new Error('--root needs a folder: the checkout whose src/ to read');
  // Piped into `head`, a closed pipe ends the listing quietly.
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPIPE') throw error;
  });
  printModuleState(join(root, 'src'));
}
