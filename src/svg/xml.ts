// SVG text built by string concatenation: the drawing runs in Node and in browsers
// alike, with no DOM, and a sheet is a few hundred elements, so strings are both the
// smallest and the fastest way to build it.

/** An attribute's value; `undefined` and `false` leave the attribute out. */
export type AttrValue = string | number | undefined | false;

/** Attributes in the order they are written, so that a drawing is the same text every time. */
export type Attrs = Readonly<Record<string, AttrValue>>;

const ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const SPECIAL = /[&<>"']/;
const SPECIALS = /[&<>"']/g;

/** `text` safe inside an element or a double-quoted attribute. */
export function escapeXml(text: string): string {
  // Most values (classes, coordinates, names) need nothing: test before replacing.
  return SPECIAL.test(text) ? text.replace(SPECIALS, (char) => ESCAPES[char] as string) : text;
}

/**
 * A coordinate or length as written: integers as they are, others to two decimals,
 * so that the text (and the golden files) never carries floating-point noise.
 */
export function num(value: number): string {
  return Number.isInteger(value) ? String(value) : String(Math.round(value * 100) / 100);
}

function attrText(attrs: Attrs): string {
  let text = '';
  for (const name in attrs) {
    const value = attrs[name];
    if (value === undefined || value === false) continue;
    text += ` ${name}="${typeof value === 'number' ? num(value) : escapeXml(value)}"`;
  }
  return text;
}

/** An element with its children, already SVG text; none makes it self-closing. */
export function el(name: string, attrs: Attrs, ...children: readonly string[]): string {
  // Appended rather than joined: the engine keeps the pieces as ropes and copies the
  // whole text once, where joining at every level copies each piece at every level.
  let inner = '';
  for (const child of children) inner += child;
  return inner === '' ? `<${name}${attrText(attrs)}/>` : `<${name}${attrText(attrs)}>${inner}</${name}>`;
}

/** A text element holding `content`, escaped. */
export function text(attrs: Attrs, content: string | number): string {
  return `<text${attrText(attrs)}>${escapeXml(String(content))}</text>`;
}

/** The accessible name of the element it opens: SVG's `<title>`, also shown as a tooltip. */
export function title(name: string): string {
  return `<title>${escapeXml(name)}</title>`;
}

/** Class names joined, the empty and absent ones left out. */
export function classes(...names: readonly (string | false | undefined)[]): string {
  return names.filter((name) => typeof name === 'string' && name !== '').join(' ');
}
