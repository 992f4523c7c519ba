// The drawing's words as the tests read them: every entry of a words table said once
// or more (singular and plural, each state), and the words a drawing shows (its text,
// its <title>s, its aria-labels), split into words. A French drawing may show a word
// of the English table only when the French table has it too (bis, plans, points…):
// any other is a string that escaped the tables.
import type { House } from '../../src/index.js';
import type { SvgWords } from '../../src/svg/words.js';
import { elements, parseSvg } from './read-svg.js';

type Said = string | Readonly<Record<string, string>>;

const HOUSES: readonly House[] = [
  { number: 7, bis: true, roundabout: false, pool: 'built', used: 'estate' },
  { number: null, bis: false, roundabout: false, pool: 'printed', used: 'house' },
  { number: null, bis: false, roundabout: true, pool: 'none', used: false },
];

/** Each entry of `words` said, in every form the drawing uses; typed so that a new entry must be said here too. */
export function said(words: SvgWords): Record<string, string> {
  const all = (...phrases: readonly string[]) => phrases.join(' | ');
  const entries: { readonly [K in keyof SvgWords]: Said } = {
    heading: words.heading,
    kinds: words.kinds,
    sheet: words.sheet,
    streets: words.streets,
    offer: words.offer,
    street: all(words.street(0), words.street(1), words.street(2)),
    streetShort: all(words.streetShort(0), words.streetShort(1), words.streetShort(2)),
    houses: all(words.houses(1), words.houses(3)),
    bis: words.bis,
    house: all(...HOUSES.map((house, i) => words.house(2, i, house, ''))),
    slot: all(words.slot(0, 0, 10, true), words.slot(0, 4, 10, false), words.slot(0, 10, 10, true)),
    parkTrack: words.parkTrack(1),
    estateTrack: all(words.estateTrack(1), words.estateTrack(4)),
    tracks: words.tracks,
    trackLabels: words.trackLabels,
    box: all(words.box('track', 0, 1, true), words.box('track', 3, 6, false), words.box('track', 1, undefined, false)),
    track: all(words.track('track', 0, 9, 0), words.track('track', 1, 9, 1), words.track('track', 5, 11, undefined)),
    estateValues: words.estateValues,
    estate: all(words.estate(1, 1, 0, 1), words.estate(3, 4, 2, 3)),
    estateScore: all(words.estateScore(1, 1, 3, 3), words.estateScore(4, 2, 5, 10)),
    planBox: all(words.planBox('A', null), words.planBox('B', 8)),
    planCard: all(words.planCard('A', 'need', 8, 4, false, null), words.planCard('B', 'need', 6, 3, true, 3)),
    estatesPlan: words.estatesPlan,
    conditionPlan: words.conditionPlan,
    first: words.first,
    later: words.later,
    notClaimed: words.notClaimed,
    claimed: words.claimed(8),
    conditions: words.conditions,
    each: words.each,
    estatesOf: all(words.estatesOf([1], ''), words.estatesOf([3, 3, 4], words.each.linked)),
    scoreLabels: words.scoreLabels,
    score: all(words.score('pools', false, undefined), words.score('bis', true, 1), words.score('total', false, 42)),
    effects: words.effects,
    pair: all(words.pair(0, 7, 'fence', undefined), words.pair(1, 3, null, undefined), words.pair(2, 9, 'temp', [0, 2])),
    cards: words.cards(0, 2),
    cone: all(words.cone(1, 'open'), words.cone(2, 'sold'), words.cone(3, 'lost')),
    truck: all(words.truck(0, 4, 'left'), words.truck(1, null, 'right'), words.truck(2, null, null)),
    iceCream: words.iceCream,
    bonus: all(words.bonus(0, 'won', 3), words.bonus(1, 'open', 0), words.bonus(2, 'lost', 1)),
    sold: all(words.sold(1), words.sold(3)),
    scoops: words.scoops(7),
    link: words.link(0, 2),
    lights: words.lights,
    longest: all(words.longest(0, 5, 5), words.longest(1, 0, 0)),
    noString: words.noString,
    eggs: all(words.eggs(1, 0), words.eggs(2, 2)),
    springEggs: words.springEggs,
    eggTotal: all(words.eggTotal(1, 20, 0), words.eggTotal(10, 20, 10)),
    collected: words.collected,
    ofEggs: words.ofEggs(20),
    eggStep: all(words.eggStep(6, 5, false), words.eggStep(10, 10, true)),
    eggCount: words.eggCount(14),
  };
  const flat: Record<string, string> = {};
  for (const [key, value] of Object.entries(entries)) {
    if (typeof value === 'string') flat[key] = value;
    else for (const [name, words] of Object.entries(value)) flat[`${key}.${name}`] = words;
  }
  return flat;
}

/** The words of a text: its runs of letters ("d'abord" is "d" and "abord"). */
export function wordsIn(text: string): string[] {
  return text.match(/\p{L}+/gu) ?? [];
}

/** What a drawing says: each text, title and aria-label. */
export function shown(svg: string): string[] {
  return elements(parseSvg(svg)).flatMap((element) => {
    const label = element.getAttribute('aria-label');
    const own = element.tagName === 'text' || element.tagName === 'title' ? [element.textContent ?? ''] : [];
    return label === null ? own : [...own, label];
  });
}

/** The words of a table. */
export function vocabulary(words: SvgWords): Set<string> {
  return new Set(Object.values(said(words)).flatMap(wordsIn));
}

/** The words of a French drawing that English has and the French table has not, given the English words. */
export function escaped(frenchSvg: string, english: ReadonlySet<string>, french: ReadonlySet<string>): string[] {
  return [...new Set(shown(frenchSvg).flatMap(wordsIn))].filter((word) => english.has(word) && !french.has(word));
}
