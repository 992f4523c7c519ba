// What each plan needs, in words ([rules §6](../../docs/rules.md#6-plans), [rules §10.2](../../docs/rules.md#102-advanced-plans), [rules §11](../../docs/rules.md#11-seasonal-sheets)), for the plan cards and
// their accessible names, from the drawing's words (words.ts), whose tables are
// complete by type: a new condition in the engine fails to compile there until it has
// its words in each language.
import type { PlanRequirement } from '../index.js';
import type { SvgWords } from './words.js';

/** The condition under an estate plan's houses ("none with a sold cone"), or `''`. */
export function eachWords(requirement: PlanRequirement, words: SvgWords): string {
  return requirement.type === 'estates' && requirement.each !== undefined ? words.each[requirement.each] : '';
}

/** What a plan needs, in one line: "estates of 3, 3 and 4 houses, …" or its condition. */
export function requirementWords(requirement: PlanRequirement, words: SvgWords): string {
  if (requirement.type === 'condition') return words.conditions[requirement.condition];
  return words.estatesOf(requirement.sizes, eachWords(requirement, words));
}

/** `words` broken into lines of at most `width` characters, at spaces. */
export function wrap(words: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of words.split(' ')) {
    if (line !== '' && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line === '' ? word : `${line} ${word}`;
  }
  if (line !== '') lines.push(line);
  return lines;
}
