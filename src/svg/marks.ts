// How the drawing marks its targets for a front-end: lit, dimmed, or new in a preview;
// and the words it writes them in, which every part that marks also names.
import { fail } from '../errors/rule-error.js';
import { describeValue } from '../internal/snapshot.js';
import type { Sheet } from '../index.js';
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
  if (light !== undefined && !Array.isArray(light)) fail('argument/invalid', { name: 'options.light', expected: 'an array of targets', given: describeValue(light) });
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
