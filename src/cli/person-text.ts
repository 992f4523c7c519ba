// What a person types and reads at `welcome-to play`: the choice notation of
// notation/choice-text.ts, but with everything counted from 1, as a person counts and
// as the web page numbers the cards. The notation itself stays 0-based (it is the
// library's machine format, docs/notation.md): this layer renumbers its words on the
// way in and out. The engine's refusals it words with the library's player messages,
// which count from 1 already, but for the pairs, which a person counts as listed.
import { isProblem, describe } from '../errors/rule-error.js';
import type { Choice, PickChoice, PlanClaim } from '../game/choice/choice.js';
import { claimToText, readChoiceText, choiceToTextUnchecked } from '../notation/choice-text.js';
import { EFFECT_WORDS_EN } from '../words/effect-words.js';
import { ERROR_MESSAGES_EN, type ErrorMessages } from '../words/error-messages.js';

/** What a numbered word of a choice line stands for. */
type Kind = 'pair' | 'street' | 'house' | 'slot' | 'card' | 'plan' | 'ref';

/** A numbered word of a line: where it is, what it is, and the syntax of its clause, for when it is wrong. */
interface Numbered {
  readonly at: number;
  readonly kind: Kind;
  readonly syntax: string;
}

const SYNTAX = {
  pick: 'write pick CARD, CARD 1, 2 or 3',
  build: 'write PAIR STREET HOUSE, e.g. "1 3 6" (pair 1, bottom street, house 6), "r" to refuse, or "pick CARD"',
  fence: 'write fence STREET SLOT, slot SLOT lying between houses SLOT and SLOT+1',
  bis: 'write bis STREET HOUSE left|right',
  roundabout: 'write roundabout STREET HOUSE (or ro STREET HOUSE), e.g. "ro 2 5"',
  card: 'write card CARD, CARD 1, 2 or 3',
  claim: 'write claim PLAN, PLAN 1, 2 or 3, then the estates (STREET:FIRST-LAST) or houses (STREET:HOUSE) it uses',
  ref: 'write an estate STREET:FIRST-LAST (e.g. 2:4-6) or a house STREET:HOUSE, STREET 1, 2 or 3 and houses from 1',
} as const;

/** The words that open a clause after the build, and the effects (notation/choice-text.ts reads the same). */
const CLAUSES: readonly string[] = ['truck', 'roundabout', 'ro', 'claim', 'reshuffle', 'card'];
const EFFECTS: readonly string[] = ['park', 'pool', 'temp', 'fence', 'improvement', 'bis'];

/**
 * The numbered words of a line, read as notation/choice-text.ts reads it: the same
 * words taken in the same order, so that renumbering them changes nothing else. A word
 * the notation does not know ends the walk: its reader then says what is wrong.
 */
function numberedWords(words: readonly string[]): Numbered[] {
  const found: Numbered[] = [];
  let at = 0;
  const take = (syntax: string, ...kinds: Kind[]) => {
    for (const kind of kinds) found.push({ at: at++, kind, syntax });
  };
  if (words[0] === 'pick') {
    at = 1;
    take(SYNTAX.pick, 'card');
    return found;
  }
  if (words[0] === 'r' || words[0] === 'refuse') at = 1;
  else {
    take(SYNTAX.build, 'pair', 'street', 'house');
    const effect = words[at];
    if (effect !== undefined && /^[a-z]+$/.test(effect) && !CLAUSES.includes(effect)) {
      if (!EFFECTS.includes(effect)) return found;
      at += 1;
      if (effect === 'fence') take(SYNTAX.fence, 'street', 'slot');
      else if (effect === 'bis') take(SYNTAX.bis, 'street', 'house');
      // The side of a bis, the change of a temp, the size of an improvement: no counts.
      if (effect === 'bis' || effect === 'temp' || effect === 'improvement') at += 1;
    }
  }
  while (at < words.length) {
    const word = words[at++];
    if (word === 'roundabout' || word === 'ro') take(SYNTAX.roundabout, 'street', 'house');
    else if (word === 'card') take(SYNTAX.card, 'card');
    else if (word === 'claim') {
      take(SYNTAX.claim, 'plan');
      while (/^\d+:/.test(words[at] ?? '')) take(SYNTAX.ref, 'ref');
    } else if (word === 'truck') at += 1;
    else if (word === 'reshuffle') at += words[at] === 'no' ? 1 : 0;
    else break;
  }
  return found;
}

const choices = (count: number) => (count === 1 ? '1' : `${Array.from({ length: count - 1 }, (_, i) => i + 1).join(', ')} or ${count}`);

/** What each count must be, said when a person types a number out of its range. */
const RANGES: Readonly<Record<Exclude<Kind, 'pair' | 'ref'>, string>> = {
  street: 'STREET is 1 (top), 2 (middle) or 3 (bottom)',
  house: 'houses count from 1 at the left, as the ruler',
  slot: 'SLOT counts from 1: slot 1 lies between houses 1 and 2',
  card: 'CARD is 1, 2 or 3',
  plan: 'PLAN is 1, 2 or 3',
};

/** The most a count of each kind may be; the houses and slots are the rules' to check against the street. */
const MOST: Readonly<Partial<Record<Kind, number>>> = { street: 3, card: 3, plan: 3 };

/** Why a numbered word a person typed is wrong, or `undefined` when it counts something that may exist. */
function wrongCount(word: string | undefined, kind: Kind, syntax: string, pairs: readonly number[]): string | undefined {
  if (kind === 'pair' && pairs.length === 0) return PICK_FIRST;
  if (kind === 'ref') return word !== undefined && refIsCounted(word) ? undefined : syntax;
  if (word === undefined || !/^\d{1,3}$/.test(word)) return syntax;
  const n = Number(word);
  if (kind === 'pair') return n >= 1 && n <= pairs.length ? undefined : `PAIR is ${choices(pairs.length)}: a pair listed under your sheet`;
  return n >= 1 && n <= (MOST[kind] ?? Number.POSITIVE_INFINITY) ? undefined : RANGES[kind];
}

const PICK_FIRST = 'pick a number card first: pick CARD, CARD 1, 2 or 3';

/** Whether an estate or house of a claim counts from 1: STREET 1 to 3, houses from 1, the last not before the first. */
function refIsCounted(word: string): boolean {
  const [, street, first, last] = /^(\d{1,3}):(\d{1,3})(?:-(\d{1,3}))?$/.exec(word) ?? [];
  return Number(street) >= 1 && Number(street) <= 3 && Number(first) >= 1 && (last === undefined || Number(last) >= Number(first));
}

/** A numbered word renumbered: `by` -1 from a person's count to the notation's index, +1 back. */
function renumber(word: string, kind: Kind, by: 1 | -1, pairs: readonly number[]): string {
  switch (kind) {
    case 'pair': {
      // A person counts the pairs they may choose, as listed; the notation indexes the offer.
      if (by === -1) return String(pairs[Number(word) - 1]);
      const listed = pairs.indexOf(Number(word));
      return String(listed === -1 ? Number(word) + 1 : listed + 1);
    }
    case 'slot':
      // Slot N lies between houses N-1 and N counted from 0, that is N and N+1 counted from 1: the same number.
      return word;
    case 'ref':
      return word.replace(/\d+/g, (n) => String(Number(n) + by));
    default:
      return String(Number(word) + by);
  }
}

/** The words of `line` with each numbered word renumbered, or why one is wrong when a person typed it. */
function renumbered(line: string, by: 1 | -1, pairs: readonly number[]): string[] | { readonly wrong: string } {
  const words = line.trim().split(/\s+/).filter((word) => word !== '');
  // A pick is its card alone (the notation's reader would say so counting from 0).
  if (by === -1 && words[0] === 'pick' && words.length > 2) return { wrong: SYNTAX.pick };
  const plans = new Set<string>();
  for (const { at, kind, syntax } of numberedWords(words)) {
    const word = words[at];
    if (by === -1) {
      const wrong = wrongCount(word, kind, syntax, pairs);
      if (wrong !== undefined) return { wrong };
      // Never legal (the rules say claim/duplicate, which the notation leaves to them): said at once.
      if (kind === 'plan' && plans.has(word as string)) return { wrong: `plan ${word} is claimed twice` };
      if (kind === 'plan') plans.add(word as string);
    }
    if (word !== undefined) words[at] = renumber(word, kind, by, pairs);
  }
  return words;
}

/**
 * Reads a line a person typed, counted from 1, into a choice or pick; or says what is
 * wrong with it. `pairs` are the offer's indexes of the pairs the person may choose,
 * in the order they are listed: pair 1 is the first of them.
 */
export function readPersonChoice(line: string, pairs: readonly number[]): Choice | PickChoice | string {
  const words = renumbered(line, -1, pairs);
  if (!Array.isArray(words)) return words.wrong;
  const read = readChoiceText(words.join(' '));
  if (!isProblem(read)) return read;
  // What the notation's reader says names no count: the counts were checked above.
  const { details, message } = describe(read);
  return 'problem' in details && typeof details.problem === 'string' ? details.problem : message;
}

/** A choice or pick as a person types it, counted from 1 (`pairs` as for {@link readPersonChoice}). */
export function personChoiceText(choice: Choice | PickChoice, pairs: readonly number[]): string {
  return (renumbered(choiceToTextUnchecked(choice), 1, pairs) as string[]).join(' ');
}

/** One claim as a person types it on a choice's line, counted from 1. */
export function personClaimText(claim: PlanClaim): string {
  return (renumbered(`r ${claimToText(claim)}`, 1, []) as string[]).slice(1).join(' ');
}

/** A pair as a person counts it: its place among the pairs listed, or its place in the offer when it is not listed. */
function pairWord(pair: number, pairs: readonly number[]): number {
  const listed = pairs.indexOf(pair);
  return listed === -1 ? pair + 1 : listed + 1;
}

/**
 * The library's player messages ({@link ERROR_MESSAGES_EN}, counted from 1), with the
 * pairs counted as `welcome-to play` lists them (`pairs` as for {@link readPersonChoice}):
 * after an expert pick, the picked card's pairs are pairs 1 and 2.
 */
export function personMessages(pairs: readonly number[]): ErrorMessages {
  const listed = (pair: number) => `pair ${pairWord(pair, pairs)}`;
  return {
    ...ERROR_MESSAGES_EN,
    'choice/pair': (details) => {
      if (!('pick' in details)) return `There is no ${listed(details.pair)}: choose a pair listed under your sheet.`;
      if (details.pick === null) return ERROR_MESSAGES_EN['choice/pair'](details);
      return `You picked card ${details.pick + 1}: choose ${details.pairs.map(listed).join(' or ')}.`;
    },
    'choice/refusal-not-allowed': (details) => {
      const fit = details.playable.map((p) => `${listed(p.pair)} (${p.number}${p.temp ? ` with ${EFFECT_WORDS_EN.withArticle.temp}` : ''})`);
      return `You must build if you can: ${fit.length > 1 ? `${fit.slice(0, -1).join(', ')} and ${fit.at(-1)} fit` : `${fit.join('')} fits`}.`;
    },
  };
}

/** The notation, counted from 1, for `?`: what `welcome-to play` reads. */
export const PLAY_SYNTAX = (
  [
    ['r', 'refuse (only when you cannot build)'],
    ['PAIR STREET HOUSE', 'build, e.g. "1 3 6": pair 1 in house 6 of the bottom street'],
    ['PAIR STREET HOUSE park|pool', 'build and use the park or pool'],
    ['PAIR STREET HOUSE temp DELTA', `${EFFECT_WORDS_EN.names.temp}: write the number + DELTA (-2..2)`],
    ['PAIR STREET HOUSE fence STREET SLOT', 'fence between houses SLOT and SLOT+1'],
    ['PAIR STREET HOUSE improvement SIZE', `${EFFECT_WORDS_EN.names.improvement}: raise the value of estates of SIZE`],
    ['PAIR STREET HOUSE bis STREET HOUSE SIDE', 'copy the left or right neighbour (SIDE)'],
    ['then, in any order:', ''],
    ['  truck left|right', "(ice cream) the bottom truck's start"],
    ['  roundabout STREET HOUSE, ro …', '(roundabouts) write a roundabout first'],
    ['  claim PLAN STREET:FIRST-LAST …', 'claim plan 1-3 with these estates'],
    ['  claim PLAN STREET:HOUSE …', 'claim plan 1-3 with these bis houses'],
    ['  reshuffle', '(original) ask for a reshuffle'],
    ['  card CARD', "(expert) a refusal's picked card"],
    ['pick CARD', '(expert) first pick number card 1-3'],
  ] as const
)
  .map(([syntax, meaning]) => `${syntax.padEnd(41)}${meaning}`.trimEnd())
  .concat('Everything counts from 1: pairs as listed, streets 1 (top) to 3 (bottom), houses as the ruler, plans, cards.')
  .join('\n');
