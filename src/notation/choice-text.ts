import { checkedString } from '../internal/arguments.js';
import { MAX_INDEX, parseChoice } from '../game/choice/parse-choice.js';
import { isProblem, problem, raise, type Problem } from '../errors/rule-error.js';
import type { BuildChoice, Choice, EffectUse, PickChoice, PlanClaim, RefuseChoice } from '../game/choice/choice.js';
import type { Draft } from '../internal/draft.js';
import type { StreetIndex } from '../rules/layout.js';
import type { EstateRef, HouseRef } from '../sheet/types.js';

/**
 * The one-line choice notation, summed up for people (the command line's `?` prints the
 * same, counted from 1). {@link choiceToText} writes it and {@link choiceFromText} reads it.
 *
 * @example
 * ```ts
 * import { CHOICE_SYNTAX } from 'welcome-to-engine';
 * CHOICE_SYNTAX.split('\n')[0]; // 'r                                        refuse (only when you cannot build)'
 * ```
 *
 * @group Notation
 */
export const CHOICE_SYNTAX = (
  [
    ['r', 'refuse (only when you cannot build)'],
    ['PAIR STREET HOUSE', 'build without the effect, e.g. "0 2 5"'],
    ['PAIR STREET HOUSE park|pool', 'build and use the park or pool'],
    ['PAIR STREET HOUSE temp DELTA', 'write the number + DELTA (-2..2)'],
    ['PAIR STREET HOUSE fence STREET SLOT', 'fence between houses SLOT-1 and SLOT'],
    ['PAIR STREET HOUSE improvement SIZE', 'raise the value of estates of SIZE'],
    ['PAIR STREET HOUSE bis STREET HOUSE SIDE', 'copy the left or right neighbour (SIDE)'],
    ['then, in any order:', ''],
    ['  truck left|right', "(ice cream) the bottom truck's start"],
    ['  roundabout STREET HOUSE, ro …', '(roundabouts) write a roundabout first'],
    ['  claim PLAN STREET:START-END …', 'claim plan 0-2 with these estates'],
    ['  claim PLAN STREET:HOUSE …', 'claim plan 20 with these bis houses'],
    ['  reshuffle', '(original) ask for a reshuffle'],
    ['  card CARD', "(expert) a refusal's picked card"],
    ['pick CARD', '(expert) first pick number card 0-2'],
  ] as const
)
  .map(([syntax, meaning]) => `${syntax.padEnd(41)}${meaning}`.trimEnd())
  .join('\n');

function effectText(effect: EffectUse): string {
  switch (effect.type) {
    case 'park':
    case 'pool':
      return effect.type;
    case 'temp':
      return `temp ${effect.delta}`;
    case 'fence':
      return `fence ${effect.street} ${effect.slot}`;
    case 'improvement':
      return `improvement ${effect.size}`;
    case 'bis':
      return `bis ${effect.street} ${effect.house} ${effect.source}`;
  }
}

/** One claim in the notation: `claim PLAN` and its estates or houses (internal: the command line shows it). */
export function claimToText(claim: PlanClaim): string {
  const estates = (claim.estates ?? []).map((estate) => ` ${estate.street}:${estate.start}-${estate.start + estate.size - 1}`);
  const houses = (claim.houses ?? []).map((house) => ` ${house.street}:${house.house}`);
  return `claim ${claim.plan}${estates.join('')}${houses.join('')}`;
}

/**
 * A choice or a pick in the one-line notation, the way a person types it at the
 * command line and a log or a chat can quote it (like chess's algebraic notation):
 * the build or refusal, then its truck, roundabout, card, claims and reshuffle, every
 * field of the choice included. It writes every choice {@link parseChoice} accepts,
 * and {@link choiceFromText} reads it back to the choice {@link parseChoice} gives (a
 * plan claimed twice or an estate past its street included: those are for the rules).
 * The grammar is in the [notation guide](../../docs/notation.md#the-choice-notation).
 *
 * @param choice - A build, a refusal or a pick.
 * @returns One line of text.
 * @throws `RuleError` `choice/malformed` where {@link parseChoice} throws it: for the same values.
 *
 * @example
 * ```ts
 * import { choiceToText } from 'welcome-to-engine';
 * choiceToText({ type: 'build', pair: 1, street: 2, house: 4, effect: { type: 'temp', delta: -1 } }); // '1 2 4 temp -1'
 * choiceToText({ type: 'refuse', roundabout: { street: 0, house: 3 } }); // 'r roundabout 0 3'
 * choiceToText({ type: 'build', pair: 0, street: 0, house: 2, claims: [{ plan: 0, estates: [{ street: 0, start: 0, size: 3 }] }] });
 * // '0 0 2 claim 0 0:0-2'
 * ```
 *
 * @group Notation
 */
export function choiceToText(choice: Choice | PickChoice): string {
  return choiceToTextUnchecked(parseChoice(choice));
}

/** {@link choiceToText} for the engine's own choices, unchecked. */
export function choiceToTextUnchecked(choice: Choice | PickChoice): string {
  if (choice.type === 'pick') return `pick ${choice.card}`;
  const words: string[] = [];
  if (choice.type === 'refuse') words.push('r');
  else {
    words.push(`${choice.pair} ${choice.street} ${choice.house}`);
    if (choice.effect !== undefined) words.push(effectText(choice.effect));
    if (choice.truck !== undefined) words.push(`truck ${choice.truck}`);
  }
  if (choice.roundabout !== undefined) words.push(`roundabout ${choice.roundabout.street} ${choice.roundabout.house}`);
  if (choice.type === 'refuse' && choice.card !== undefined) words.push(`card ${choice.card}`);
  for (const claim of choice.claims ?? []) words.push(claimToText(claim));
  if (choice.reshuffle !== undefined) words.push(choice.reshuffle ? 'reshuffle' : 'reshuffle no');
  return words.join(' ');
}

/** A whole number word (`-2`, `+1`, `7`), or `undefined`; `-0` is 0, as a choice never holds -0. */
function whole(word: string | undefined): number | undefined {
  return word !== undefined && /^[-+]?\d{1,3}$/.test(word) ? Number(word) + 0 : undefined;
}

const isStreet = (n: number | undefined): n is StreetIndex => n === 0 || n === 1 || n === 2;
const isCard = (n: number | undefined): n is 0 | 1 | 2 => n === 0 || n === 1 || n === 2;
/** An index a choice may hold (pair, house, slot, estate start): 0 to {@link MAX_INDEX}, as {@link parseChoice} reads them. */
const isIndex = (n: number | undefined): n is number => n !== undefined && n >= 0 && n <= MAX_INDEX;
const INDEXES = `from 0 to ${MAX_INDEX}`;

/** The words of a line, read left to right. */
class Words {
  private index = 0;
  constructor(private readonly words: readonly string[]) {}
  peek(): string | undefined {
    return this.words[this.index];
  }
  next(): string | undefined {
    const word = this.words[this.index];
    this.index += 1;
    return word;
  }
  /** A street word: 0, 1 or 2. */
  street(): StreetIndex | undefined {
    const n = whole(this.next());
    return isStreet(n) ? n : undefined;
  }
  /** An index: a whole number from 0 to {@link MAX_INDEX}. */
  index0(): number | undefined {
    const n = whole(this.next());
    return isIndex(n) ? n : undefined;
  }
  /** Whether the next word is a house or estate of a claim: `STREET:HOUSE` or `STREET:START-END`. */
  claimRef(): boolean {
    return /^\d+:/.test(this.peek() ?? '');
  }
}

const EFFECTS_WORDS = 'park, pool, temp, fence, improvement or bis';
const CLAUSES: readonly string[] = ['truck', 'roundabout', 'ro', 'claim', 'reshuffle', 'card'];

/** The effect named `kind` with its words, what is wrong with them, or `undefined` for no effect of that name. */
function readEffect(kind: string, words: Words): EffectUse | string | undefined {
  const wrong = (syntax: string) => `write ${syntax}`;
  switch (kind) {
    case 'park':
    case 'pool':
      return { type: kind };
    case 'temp': {
      const delta = whole(words.next());
      if (delta !== -2 && delta !== -1 && delta !== 0 && delta !== 1 && delta !== 2) return wrong('temp DELTA, DELTA from -2 to 2');
      return { type: 'temp', delta };
    }
    case 'fence': {
      const street = words.street();
      const slot = words.index0();
      if (street === undefined || slot === undefined) return wrong(`fence STREET SLOT, STREET 0, 1 or 2, SLOT ${INDEXES}`);
      return { type: 'fence', street, slot };
    }
    case 'improvement': {
      const size = whole(words.next());
      if (size !== 1 && size !== 2 && size !== 3 && size !== 4 && size !== 5 && size !== 6) return wrong('improvement SIZE, SIZE from 1 to 6');
      return { type: 'improvement', size };
    }
    case 'bis': {
      const street = words.street();
      const house = words.index0();
      const source = words.next();
      if (street === undefined || house === undefined || (source !== 'left' && source !== 'right')) return wrong(`bis STREET HOUSE left|right, STREET 0, 1 or 2, HOUSE ${INDEXES}`);
      return { type: 'bis', street, house, source };
    }
    default:
      return undefined;
  }
}

/**
 * A claim's plan and the estates or houses it names, or what is wrong with them. A
 * plan claimed twice in a line is read as written, as {@link parseChoice} reads it:
 * the rules refuse it (`claim/duplicate`), not the notation.
 */
function readClaim(words: Words): PlanClaim | string {
  const wrong = (why: string) => why;
  const plan = whole(words.next());
  if (plan !== 0 && plan !== 1 && plan !== 2) return wrong('write claim PLAN, PLAN 0, 1 or 2, then the estates (STREET:START-END) or houses (STREET:HOUSE) it uses');
  const estates: EstateRef[] = [];
  const houses: HouseRef[] = [];
  while (words.claimRef()) {
    const word = words.next() as string;
    const match = /^(\d+):(\d+)(?:-(\d+))?$/.exec(word);
    const street = whole(match?.[1]);
    const start = whole(match?.[2]);
    const end = match?.[3] === undefined ? undefined : whole(match[3]);
    if (match === null || !isStreet(street) || start === undefined || (match[3] !== undefined && (end === undefined || end < start))) {
      return wrong(`"${word}" is neither an estate STREET:START-END (e.g. 1:3-5) nor a house STREET:HOUSE, with STREET 0, 1 or 2`);
    }
    if (!isIndex(start) || (end !== undefined && end - start + 1 > MAX_INDEX)) {
      return wrong(`"${word}" is past what a choice holds: houses ${INDEXES}, an estate of 1 to ${MAX_INDEX} houses`);
    }
    if (end === undefined) houses.push({ street, house: start });
    else estates.push({ street, start, size: end - start + 1 });
  }
  const claim: Draft<PlanClaim> = { plan };
  if (estates.length > 0) claim.estates = estates;
  if (houses.length > 0) claim.houses = houses;
  return claim;
}

/** Reads the clauses after a build or a refusal into it, each at most once but `claim`; or says what is wrong. */
function readClauses(words: Words, choice: Draft<BuildChoice> | Draft<RefuseChoice>): string | undefined {
  const wrong = (why: string) => why;
  const seen = new Set<string>();
  const claims: PlanClaim[] = [];
  for (let word = words.next(); word !== undefined; word = words.next()) {
    const clause = word === 'ro' ? 'roundabout' : word;
    if (clause !== 'claim' && seen.has(clause)) return wrong(`"${clause}" is given twice`);
    seen.add(clause);
    switch (clause) {
      case 'truck': {
        const end = words.next();
        if (choice.type === 'refuse') return wrong('a refusal writes no number, so it starts no truck');
        if (end !== 'left' && end !== 'right') return wrong('write truck left or truck right');
        choice.truck = end;
        break;
      }
      case 'roundabout': {
        const street = words.street();
        const house = words.index0();
        if (street === undefined || house === undefined) return wrong(`write roundabout STREET HOUSE (or ro STREET HOUSE), e.g. "ro 1 4", HOUSE ${INDEXES}`);
        choice.roundabout = { street, house };
        break;
      }
      case 'card': {
        const card = whole(words.next());
        if (choice.type === 'build') return wrong("a build's card is its pair's; only a refusal names the card picked");
        if (!isCard(card)) return wrong('write card CARD, CARD 0, 1 or 2');
        choice.card = card;
        break;
      }
      case 'claim': {
        const claim = readClaim(words);
        if (typeof claim === 'string') return claim;
        claims.push(claim);
        break;
      }
      case 'reshuffle':
        if (words.peek() === 'no') {
          words.next();
          choice.reshuffle = false;
        } else choice.reshuffle = true;
        break;
      default:
        return wrong(
          `"${word}" is not understood here; after the ${choice.type === 'build' ? 'build and its effect' : 'refusal'} come truck, roundabout, claim, reshuffle${
            choice.type === 'refuse' ? ', card' : ''
          }`,
        );
    }
  }
  if (claims.length > 0) choice.claims = claims;
  return undefined;
}

/** Reads a line of the notation, or says what is wrong with it (internal: for the command line's prompts). */
export function readChoiceText(text: string): Choice | PickChoice | Problem {
  const read = readLine(new Words(text.trim().split(/\s+/).filter((word) => word !== '')));
  return typeof read === 'string' ? problem('notation/choice', { text: text.trim(), problem: read }) : read;
}

function readLine(words: Words): Choice | PickChoice | string {
  const first = words.peek();
  if (first === 'pick') {
    words.next();
    const card = whole(words.next());
    return isCard(card) && words.peek() === undefined ? { type: 'pick', card } : 'write pick CARD, CARD 0, 1 or 2';
  }
  let choice: Draft<BuildChoice> | Draft<RefuseChoice>;
  if (first === 'r' || first === 'refuse') {
    words.next();
    choice = { type: 'refuse' };
  } else {
    const pair = whole(words.next());
    const street = whole(words.next());
    const house = whole(words.next());
    if (pair === undefined || street === undefined || house === undefined) return 'write PAIR STREET HOUSE, e.g. "0 2 5", "r" to refuse, or "pick CARD"';
    if (!isStreet(street)) return 'STREET is 0 (top), 1 (middle) or 2 (bottom)';
    if (!isIndex(pair) || !isIndex(house)) return `PAIR and HOUSE are whole numbers ${INDEXES}`;
    choice = { type: 'build', pair, street, house };
    const kind = words.peek();
    if (kind !== undefined && /^[a-z]+$/.test(kind) && !CLAUSES.includes(kind)) {
      words.next();
      const effect = readEffect(kind, words);
      if (effect === undefined) return `unknown effect "${kind}": use ${EFFECTS_WORDS}`;
      if (typeof effect === 'string') return effect;
      choice.effect = effect;
    }
  }
  return readClauses(words, choice) ?? choice;
}

/**
 * Reads one line of the choice notation that {@link choiceToText} writes into a
 * choice or a pick: `r`, `PAIR STREET HOUSE [EFFECT …]`, or `pick CARD`, then any of
 * `truck`, `roundabout` (`ro`), `claim`, `reshuffle` and `card`. Only the notation is
 * checked here: whether the choice is legal is for {@link validateChoice}. What it
 * reads, {@link parseChoice} accepts as it is: numbers are those a choice holds (pairs,
 * houses, slots, estate starts 0 to 99; `-0` is read as 0), and a plan claimed twice is
 * read as written, for the rules to refuse.
 *
 * @param text - One line, e.g. `0 2 5 park` or `r ro 1 4`.
 * @returns The choice or pick it writes.
 * @throws `RuleError` `notation/choice`, saying what the notation expects where the text departs from it.
 *
 * @example
 * ```ts
 * import { choiceFromText } from 'welcome-to-engine';
 * choiceFromText('0 2 5 fence 2 5');
 * // { type: 'build', pair: 0, street: 2, house: 5, effect: { type: 'fence', street: 2, slot: 5 } }
 * choiceFromText('r ro 1 4'); // { type: 'refuse', roundabout: { street: 1, house: 4 } }
 * choiceFromText('1 0 9 claim 2 0:0-2 0:3-5'); // a build claiming plan 2 with two estates of the top street
 * ```
 *
 * @group Notation
 */
export function choiceFromText(text: string): Choice | PickChoice {
  const read = readChoiceText(checkedString(text, 'text'));
  return isProblem(read) ? raise(read) : read;
}
