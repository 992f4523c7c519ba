// The <svg> element around a drawing: its size, its accessible name, the default style
// and a paper background.
import { fail } from '../errors/rule-error.js';
import { describeValue } from '../internal/snapshot.js';
import { withPresentationAttributes } from './presentation.js';
import { SVG_STYLE } from './style.js';
import { el, escapeXml } from './xml.js';

/** What every drawing's options share. */
export interface RootOptions {
  readonly idPrefix?: string | undefined;
  readonly width?: number | undefined;
  readonly title?: string | undefined;
  readonly styling?: 'stylesheet' | 'attributes' | undefined;
}

/** The id prefix, checked: it starts every `id` of the drawing and the references to them. */
export function idPrefixOf(options: RootOptions): string {
  const prefix = options.idPrefix ?? 'wt';
  if (typeof prefix !== 'string' || !/^[A-Za-z][\w-]*$/.test(prefix))
    fail('argument/invalid', { name: 'options.idPrefix', expected: 'letters, digits, - and _, starting with a letter', given: describeValue(prefix) });
  return prefix;
}

/** The drawing as a whole: `content` drawn on `width` × `height` user units. */
export function svgRoot(kind: 'wt-sheet' | 'wt-offer', options: RootOptions, fallbackTitle: string, width: number, height: number, content: string, rootClass = ''): string {
  const prefix = idPrefixOf(options);
  const pixels = options.width;
  if (pixels !== undefined && !(typeof pixels === 'number' && Number.isFinite(pixels) && pixels > 0))
    fail('argument/invalid', { name: 'options.width', expected: 'a positive number of pixels', given: describeValue(pixels) });
  const name = options.title ?? fallbackTitle;
  if (typeof name !== 'string') fail('argument/invalid', { name: 'options.title', expected: 'a string', given: describeValue(name) });
  const styling = stylingOf(options);
  const scale = pixels === undefined ? 1 : pixels / width;
  return el(
    'svg',
    {
      xmlns: 'http://www.w3.org/2000/svg',
      class: rootClass === '' ? kind : `${kind} ${rootClass}`,
      id: prefix,
      viewBox: `0 0 ${width} ${height}`,
      width: width * scale,
      height: height * scale,
      role: 'group',
      'aria-labelledby': `${prefix}-title`,
    },
    `<title id="${escapeXml(prefix)}-title">${escapeXml(name)}</title>`,
    styling === 'stylesheet' ? el('style', {}, SVG_STYLE) : '',
    el('rect', { class: 'wt-paper', width, height, rx: 10 }),
    content,
  );
}

/** How the drawing carries its look, checked: the stylesheet (the default), or plain attributes. */
export function stylingOf(options: RootOptions): 'stylesheet' | 'attributes' {
  const styling = options.styling ?? 'stylesheet';
  if (styling !== 'stylesheet' && styling !== 'attributes')
    fail('argument/invalid', { name: 'options.styling', expected: "'stylesheet' or 'attributes'", given: describeValue(styling) });
  return styling;
}

/** The finished drawing as `options.styling` asks: as it is, or its look written on each element (presentation.ts). */
export function styled(svg: string, options: RootOptions): string {
  return stylingOf(options) === 'attributes' ? withPresentationAttributes(svg) : svg;
}
