// The six effects as the cards show them, one symbol each ([rules §5](../../docs/rules.md#5-effects)): a fence,
// a house with an arrow up for the real estate agent (the engine's improvement), a tree
// for the park, a pool, a hard hat for the temp agency, and "bis".
import type { Effect } from '../index.js';
import type { SvgWords } from './words.js';
import { NARROW_TEXT } from './geometry.js';
import { el, text } from './xml.js';

type Icon = (cx: number, cy: number, words: SvgWords) => string;

const ICONS: Readonly<Record<Effect, Icon>> = {
  fence: (cx, cy) =>
    el('path', {
      class: 'wt-icon',
      d: `M${cx - 12} ${cy + 16}V${cy - 10}M${cx} ${cy + 16}V${cy - 14}M${cx + 12} ${cy + 16}V${cy - 10}M${cx - 18} ${cy - 2}H${cx + 18}M${cx - 18} ${cy + 9}H${cx + 18}`,
    }),
  improvement: (cx, cy) =>
    el('path', {
      class: 'wt-icon',
      d: `M${cx - 14} ${cy + 16}V${cy - 2}L${cx} ${cy - 15}L${cx + 14} ${cy - 2}V${cy + 16}ZM${cx} ${cy + 11}V${cy - 4}M${cx - 6} ${cy + 2}L${cx} ${cy - 4}L${cx + 6} ${cy + 2}`,
    }),
  park: (cx, cy) => el('circle', { class: 'wt-icon-fill', cx, cy: cy - 5, r: 13 }) + el('path', { class: 'wt-icon', d: `M${cx} ${cy + 6}V${cy + 18}` }),
  pool: (cx, cy) => el('rect', { class: 'wt-icon', x: cx - 19, y: cy - 10, width: 38, height: 22, rx: 9 }) + el('path', { class: 'wt-icon', d: `M${cx - 12} ${cy + 1}q4 -4 8 0t8 0t8 0` }),
  temp: (cx, cy) => el('path', { class: 'wt-icon', d: `M${cx - 14} ${cy + 6}A14 14 0 0 1 ${cx + 14} ${cy + 6}M${cx - 20} ${cy + 7}H${cx + 20}M${cx} ${cy - 8}V${cy + 6}` }),
  bis: (cx, cy, words) =>
    el('rect', { class: 'wt-icon', x: cx - 20, y: cy - 13, width: 40, height: 26, rx: 7 }) +
    text({ class: 'wt-effect-name', x: cx, y: cy + 6, 'text-anchor': 'middle', 'font-size': 17, 'font-weight': 700 }, words.bis),
};

/**
 * The effect's symbol centred on (`cx`, `cy`), about 56 units across, with its name in
 * `words` below, at 15 units (`narrow`, at NARROW_TEXT): a long name ("real estate
 * agent", "agence d'intérim") on two lines rather than smaller.
 */
export function effectIcon(effect: Effect, cx: number, cy: number, words: SvgWords, narrow = false): string {
  // The symbols are drawn 40 units across and shown larger, strokes and all.
  const symbol = el('g', { transform: `translate(${cx} ${cy}) scale(1.4) translate(${-cx} ${-cy})` }, ICONS[effect](cx, cy, words));
  const name = words.effects[effect];
  const lines = name.length > 12 && name.includes(' ') ? splitInTwo(name) : [name];
  const size = narrow ? NARROW_TEXT : 15;
  // Two lines stand a little higher, clear of the note at the card's foot.
  const step = narrow ? size + 2 : size + 1;
  const top = cy + (lines.length === 1 ? 48 : narrow ? 42 : 38);
  const names = lines.map((line, i) => text({ class: 'wt-effect-name', x: cx, y: top + i * step, 'text-anchor': 'middle', 'font-size': size }, line));
  return el('g', { class: 'wt-effect', 'data-effect': effect }, symbol, ...names);
}

/** `words` in two lines, broken at the space nearest their middle. */
function splitInTwo(words: string): [string, string] {
  const middle = words.length / 2;
  let at = words.indexOf(' ');
  for (let i = at; i !== -1; i = words.indexOf(' ', i + 1)) if (Math.abs(i - middle) < Math.abs(at - middle)) at = i;
  return [words.slice(0, at), words.slice(at + 1)];
}
