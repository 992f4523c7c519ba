// How the drawing marks its targets for a front-end: lit, dimmed, or new in a preview;
// and the words it writes them in, which every part that marks also names.
import { RuleError, type Sheet } from '../index.js';
import { changedTargets } from './changes.js';
import { classes } from './xml.js';
import type { SheetTarget } from './types.js';
import type { SvgWords } from './words.js';

/** A target's key: what it is and where, as `targetKey` writes it for each kind. */
export type TargetKey = string;

/** The key of a target; a track target without a box is the whole track (`*`). */
export function targetKey(target: SheetTarget): TargetKey {
  switch (target.kind) {
    case 'house':
      return `house:${target.street}:${target.house}`;
    case 'slot':
      return `slot:${target.street}:${target.slot}`;
    case 'estate':
      return `estate:${target.size}`;
    case 'park':
      return `park:${target.street}:${target.box ?? '*'}`;
    case 'track':
      return `track:${target.track}:${target.box ?? '*'}`;
    case 'plan':
      return `plan:${target.plan}`;
  }
}

/** What the whole drawing shares while it is drawn: which targets are lit, the sheet a preview adds to, and its language. */
export interface Marks {
  /** The keys of the lit targets. */
  readonly lit: ReadonlySet<TargetKey>;
  /** Dim the targets not lit. */
  readonly dim: boolean;
  /** With a preview, the sheet before the choice: what the drawn sheet adds to it is new. */
  readonly before: Sheet | undefined;
  /** With a preview, the targets it changes: never dimmed. */
  readonly changed: ReadonlySet<TargetKey>;
  /** The words of the drawing's language, visible and in the targets' names. */
  readonly words: SvgWords;
}

/** The marks of a drawing of `drawn`, which with a preview is the sheet after the choice and `before` the sheet before it. */
export function marksOf(light: readonly SheetTarget[] | undefined, dim: boolean | undefined, before: Sheet | undefined, drawn: Sheet, words: SvgWords): Marks {
  if (light !== undefined && !Array.isArray(light)) throw invalid('options.light', 'an array of targets', light);
  const lit = new Set((light ?? []).map((target) => targetKey(target)));
  return { lit, dim: dim === true, before, changed: before === undefined ? new Set() : changedTargets(before, drawn), words };
}

/**
 * The classes of a target: `wt-target`, then `wt-lit` when its key (or its track's
 * whole-track key) is lit, or `wt-dim` when the drawing dims the others, unless a
 * preview changes it.
 */
export function targetClasses(marks: Marks, key: TargetKey, wholeKey?: TargetKey): string {
  const lit = marks.lit.has(key) || (wholeKey !== undefined && marks.lit.has(wholeKey));
  return classes('wt-target', lit ? 'wt-lit' : marks.dim && !marks.changed.has(key) && 'wt-dim');
}

/** `wt-preview` when a preview is drawn and the mark is new in it. */
export function fresh(marks: Marks, isNew: boolean): string | false {
  return marks.before !== undefined && isNew && 'wt-preview';
}

/** The error for an option of the wrong kind, as the engine words its own. */
export function invalid(name: string, expected: string, given: unknown): RuleError {
  const details = { name, expected, given: described(given) };
  return new RuleError('argument/invalid', `[welcome-to-engine] argument/invalid: ${name} must be ${expected}, not ${details.given}.`, details);
}

function described(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
  if (Array.isArray(value)) return 'an array';
  return value === null ? 'null' : typeof value === 'object' ? 'an object' : String(value);
}
