// What each plan needs, in words ([rules §6](../../docs/rules.md#6-plans), [rules §10.2](../../docs/rules.md#102-advanced-plans), [rules §11](../../docs/rules.md#11-seasonal-sheets)), for the plan cards and
// their accessible names. The tables are complete by type: a new condition in the
// engine fails to compile here until it has its words.
import type { EstateCondition, PlanCondition, PlanRequirement } from '../index.js';

const CONDITIONS: Readonly<Record<PlanCondition, string>> = {
  'bottom-street-full': 'every house of the bottom street written',
  'top-street-full': 'every house of the top street written',
  'five-bis-in-one-street': 'five bis copies in one street',
  'seven-temps': 'seven temp boxes crossed',
  'street-ends': 'the first and last house of every street written',
  'two-streets-all-parks': 'two streets with every park crossed',
  'one-street-parks-pools-roundabout': 'one street with every park, every pool and a roundabout',
  'two-streets-all-pools': 'two streets with every pool built',
  'bottom-street-parks-pools': 'every park and every pool of the bottom street',
  'middle-street-parks-pools': 'every park and every pool of the middle street',
  'street-cones-sold': 'every cone of one street sold',
  'street-one-string': 'every house of one street on one string of lights',
  'bottom-street-eggs': 'every egg of the bottom street collected',
};

const EACH: Readonly<Record<EstateCondition, string>> = {
  'no-sold-cone': 'none with a sold cone',
  'three-sold-cones': 'each with three sold cones',
  unlinked: 'no link inside any',
  linked: 'each linked end to end',
  'no-egg': 'none with a collected egg',
  'three-eggs': 'each with three collected eggs',
};

/** The condition under an estate plan's houses ("none with a sold cone"), or `''`. */
export function eachWords(requirement: PlanRequirement): string {
  return requirement.type === 'estates' && requirement.each !== undefined ? EACH[requirement.each] : '';
}

/** What a plan needs, in one line: "estates of 3, 3 and 4 houses, …" or its condition. */
export function requirementWords(requirement: PlanRequirement): string {
  if (requirement.type === 'condition') return CONDITIONS[requirement.condition];
  const sizes = requirement.sizes.map(String);
  const list = sizes.length === 1 ? sizes[0] : `${sizes.slice(0, -1).join(', ')} and ${sizes.at(-1)}`;
  const each = eachWords(requirement);
  return `estates of ${list} houses${each === '' ? '' : `, ${each}`}`;
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
