// The drawing for renderers outside browsers (options.styling 'attributes'): the look
// SVG_STYLE gives in a browser, written on each element as plain presentation
// attributes (fill="#fbf8ef"), with no stylesheet and no custom property. rsvg,
// ImageMagick and many e-mail clients read no custom property, so the stylesheet's
// colours come out black there. The attributes are worked out from SVG_STYLE itself, as
// a browser's cascade would: its rules in order (each wrapped in :where(), so none
// outweighs another), the custom properties inherited down the tree and substituted.
// The classes go too, once the look is worked out: nothing reads them without the
// stylesheet, and ImageMagick's own renderer takes each for one of its styles and stops
// drawing after a few hundred. The data attributes, ids and names stay.
import { SVG_STYLE } from './style.js';
import { escapeXml } from './xml.js';

/** An element as a selector sees it: its name, classes, attributes and parent. */
interface Node {
  readonly name: string;
  readonly classes: ReadonlySet<string>;
  readonly attrs: ReadonlyMap<string, string>;
  readonly parent: Node | undefined;
}

type Matcher = (node: Node) => boolean;

/** A rule of the stylesheet: whom it matches, and its declarations in order. */
interface Rule {
  readonly matches: Matcher;
  readonly declarations: readonly (readonly [property: string, value: string])[];
}

/** The stylesheet's properties an SVG element takes as attributes of the same name. */
const PRESENTATION = new Set([
  'fill',
  'fill-opacity',
  'stroke',
  'stroke-width',
  'stroke-opacity',
  'stroke-linecap',
  'stroke-linejoin',
  'stroke-dasharray',
  'opacity',
  'font-family',
  'font-size',
  'font-weight',
  'font-style',
  'text-anchor',
  'display',
  'visibility',
]);

/** What the stylesheet sets for a page's layout only: the root's size in a page. A file keeps its own. */
const LAYOUT_ONLY = new Set(['max-width', 'height']);

/** A selector list read from `text` at `at`: each selector the grammar SVG_STYLE uses (classes, `[attr=value]`, a type, `*`, `:is()`, `:not()`, `:where()`, descendant and child). */
class SelectorReader {
  private at = 0;
  constructor(private readonly text: string) {}

  list(): Matcher {
    const selectors = [this.complex()];
    while (this.peek() === ',') {
      this.at += 1;
      selectors.push(this.complex());
    }
    return (node) => selectors.some((matches) => matches(node));
  }

  done(): boolean {
    return this.at >= this.text.length;
  }

  private peek(): string | undefined {
    return this.text[this.at];
  }

  private spaces(): boolean {
    const start = this.at;
    while (this.peek() === ' ') this.at += 1;
    return this.at > start;
  }

  /** Compounds joined by combinators, matched right to left; first, the classes the last compound needs, cheaply. */
  private complex(): Matcher {
    this.spaces();
    const compounds: Matcher[] = [this.compound()];
    const combinators: ('>' | ' ')[] = [];
    for (;;) {
      const spaced = this.spaces();
      const next = this.peek();
      if (next === '>') {
        this.at += 1;
        this.spaces();
        combinators.push('>');
      } else if (spaced && next !== undefined && next !== ',' && next !== ')') combinators.push(' ');
      else break;
      compounds.push(this.compound());
    }
    const needs = this.lastClasses;
    const matchFrom = (node: Node, index: number): boolean => {
      if (!(compounds[index] as Matcher)(node)) return false;
      if (index === 0) return true;
      if (combinators[index - 1] === '>') return node.parent !== undefined && matchFrom(node.parent, index - 1);
      for (let up = node.parent; up !== undefined; up = up.parent) if (matchFrom(up, index - 1)) return true;
      return false;
    };
    return (node) => needs.every((name) => node.classes.has(name)) && matchFrom(node, compounds.length - 1);
  }

  /** The classes the compound read last names itself (not inside a pseudo-class). */
  private lastClasses: string[] = [];

  private compound(): Matcher {
    const parts: Matcher[] = [];
    const classes: string[] = [];
    for (;;) {
      const next = this.peek();
      if (next === '.') {
        this.at += 1;
        const name = this.identifier();
        classes.push(name);
        parts.push((node) => node.classes.has(name));
      } else if (next === '[') {
        const close = this.text.indexOf(']', this.at);
        if (close < 0) throw this.problem('an unclosed [');
        const [name = '', value] = this.text.slice(this.at + 1, close).split('=');
        const wanted = value?.replace(/^["']|["']$/g, '');
        this.at = close + 1;
        parts.push((node) => (wanted === undefined ? node.attrs.has(name) : node.attrs.get(name) === wanted));
      } else if (next === ':') {
        this.at += 1;
        const pseudo = this.identifier();
        if (this.peek() !== '(' || !['is', 'not', 'where'].includes(pseudo)) throw this.problem(`:${pseudo}`);
        this.at += 1;
        const inner = this.list();
        if (this.peek() !== ')') throw this.problem('an unclosed (');
        this.at += 1;
        parts.push(pseudo === 'not' ? (node) => !inner(node) : inner);
      } else if (next === '*') {
        this.at += 1;
      } else if (next !== undefined && /[a-z]/i.test(next)) {
        const name = this.identifier();
        parts.push((node) => node.name === name);
      } else break;
    }
    if (parts.length === 0 && this.text[this.at - 1] !== '*') throw this.problem('an empty selector');
    this.lastClasses = classes;
    return (node) => parts.every((matches) => matches(node));
  }

  private identifier(): string {
    const match = /^[\w-]+/.exec(this.text.slice(this.at));
    if (match === null) throw this.problem('a missing name');
    this.at += match[0].length;
    return match[0];
  }

  private problem(what: string): Error {
    return new Error(`SVG_STYLE: ${what} at ${this.at} of ${this.text}`);
  }
}

/** SVG_STYLE's rules, read once, the first time a drawing asks for attributes. */
let rules: readonly Rule[] | undefined;

function styleRules(): readonly Rule[] {
  if (rules !== undefined) return rules;
  const read: Rule[] = [];
  for (const [, selector = '', body = ''] of SVG_STYLE.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    const reader = new SelectorReader(selector.trim());
    const matches = reader.list();
    if (!reader.done()) throw new Error(`SVG_STYLE: cannot read the selector ${selector}`);
    const declarations = body
      .split(';')
      .filter((declaration) => declaration.trim() !== '')
      .map((declaration): [string, string] => {
        const colon = declaration.indexOf(':');
        const property = declaration.slice(0, colon).trim();
        if (!property.startsWith('--') && !PRESENTATION.has(property) && !LAYOUT_ONLY.has(property)) throw new Error(`SVG_STYLE: ${property} has no presentation attribute`);
        return [property, declaration.slice(colon + 1).trim()];
      });
    read.push({ matches, declarations });
  }
  rules = read;
  return read;
}

/** `value` with every `var(--name)` replaced by what `lookup` gives for it. */
function substitute(value: string, lookup: (name: string) => string | undefined): string {
  let out = value;
  for (let depth = 0; out.includes('var(') && depth < 8; depth++) {
    out = out.replace(/var\((--[\w-]+)\)/g, (whole, name: string) => lookup(name) ?? whole);
  }
  if (out.includes('var(')) throw new Error(`SVG_STYLE: ${value} refers to a custom property it never sets`);
  return out;
}

/** One start tag's attributes, in order. */
function attributesOf(tag: string): Map<string, string> {
  const attrs = new Map<string, string>();
  for (const [, name = '', value = ''] of tag.matchAll(/\s([\w:-]+)="([^"]*)"/g)) attrs.set(name, value);
  return attrs;
}

/** A stack frame: the element, and its custom properties as computed (its own and those it inherits). */
interface Frame {
  readonly node: Node;
  readonly custom: ReadonlyMap<string, string>;
}

/**
 * `svg`, drawn by this module's sheet or offer, with its `<style>` and its classes left
 * out and what the style gives each element written on it as presentation attributes.
 * Escaped values
 * (`&quot;`) are compared as written, which the drawing's classes and data never need.
 */
export function withPresentationAttributes(svg: string): string {
  const all = styleRules();
  const stack: Frame[] = [];
  let out = '';
  let last = 0;
  const tags = /<(\/?)([\w:-]+)((?:\s+[\w:-]+="[^"]*")*)\s*(\/?)>/g;
  for (let match = tags.exec(svg); match !== null; match = tags.exec(svg)) {
    const [whole, closing, name = '', attrText = '', selfClosing] = match;
    out += svg.slice(last, match.index);
    last = match.index + whole.length;
    if (closing === '/') {
      stack.pop();
      out += whole;
      continue;
    }
    if (name === 'style') {
      // The stylesheet goes: its look is on the elements now.
      const end = svg.indexOf('</style>', last);
      last = selfClosing === '/' || end < 0 ? last : end + '</style>'.length;
      continue;
    }
    const parent = stack.at(-1);
    const attrs = attributesOf(attrText);
    const node: Node = { name, classes: new Set((attrs.get('class') ?? '').split(' ').filter((c) => c !== '')), attrs, parent: parent?.node };
    const own = new Map<string, string>();
    const declared = new Map<string, string>();
    for (const rule of all) {
      if (!rule.matches(node)) continue;
      for (const [property, value] of rule.declarations) (property.startsWith('--') ? own : declared).set(property, value);
    }
    const inherited = parent?.custom ?? new Map<string, string>();
    let custom: ReadonlyMap<string, string> = inherited;
    if (own.size > 0) {
      const computed = new Map(inherited);
      // A custom property set here may refer to another set here, or to an inherited one.
      const resolve = (property: string, seen: ReadonlySet<string>): string | undefined => {
        const value = own.get(property);
        if (value === undefined || seen.has(property)) return inherited.get(property);
        return substitute(value, (name) => resolve(name, new Set([...seen, property])));
      };
      for (const property of own.keys()) computed.set(property, resolve(property, new Set()) as string);
      custom = computed;
    }
    const written = new Set<string>();
    for (const [property, value] of declared) {
      if (LAYOUT_ONLY.has(property)) continue;
      attrs.set(property, substitute(value, (name) => custom.get(name)));
      written.add(property);
    }
    attrs.delete('class');
    let tag = `<${name}`;
    // The attributes read keep their escapes; those written from the style are escaped here.
    for (const [attr, value] of attrs) tag += ` ${attr}="${written.has(attr) ? escapeXml(value) : value}"`;
    out += `${tag}${selfClosing === '/' ? '/>' : '>'}`;
    if (selfClosing !== '/') stack.push({ node, custom });
  }
  return out + svg.slice(last);
}
