// Reading a drawing back as a test reads it: parsed by a strict XML parser (any
// well-formedness problem throws), then its elements found by class and data
// attribute, as a front-end's selectors would.
import { DOMParser, onWarningStopParsing, type Document, type Element } from '@xmldom/xmldom';

export type SvgElement = Element;

/** The drawing parsed; throws on anything that is not well-formed XML. */
export function parseSvg(svg: string): Document {
  return new DOMParser({ onError: onWarningStopParsing }).parseFromString(svg, 'image/svg+xml');
}

/** Every element under `root`, document order. */
export function elements(root: Document | Element): Element[] {
  const list = root.getElementsByTagName('*');
  const found: Element[] = [];
  for (let i = 0; i < list.length; i++) found.push(list.item(i) as Element);
  return found;
}

export function classesOf(element: Element): string[] {
  return (element.getAttribute('class') ?? '').split(' ').filter((name) => name !== '');
}

/** The elements under `root` with every class of `selector` ("wt-box wt-crossed") and the data attributes of `data`. */
export function find(root: Document | Element, selector: string, data: Readonly<Record<string, string | number>> = {}): Element[] {
  const wanted = selector.split(' ');
  return elements(root).filter((element) => {
    const names = classesOf(element);
    return wanted.every((name) => names.includes(name)) && Object.entries(data).every(([key, value]) => element.getAttribute(`data-${key}`) === String(value));
  });
}

/** The one element matching, or a failure naming the selector. */
export function one(root: Document | Element, selector: string, data: Readonly<Record<string, string | number>> = {}): Element {
  const found = find(root, selector, data);
  if (found.length !== 1) throw new Error(`${found.length} elements match ${selector} ${JSON.stringify(data)}`);
  return found[0] as Element;
}

/** The accessible name an element's <title> child gives it. */
export function titleOf(element: Element): string {
  const first = elements(element).find((child) => child.tagName === 'title' && child.parentNode === element);
  return first?.textContent ?? '';
}

/** One tag a line: a golden file a diff reads element by element. */
export function lineByTag(svg: string): string {
  return `${svg.replaceAll('><', '>\n<')}\n`;
}
