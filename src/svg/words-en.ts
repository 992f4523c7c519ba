// The drawing's English words, in the words of the rules (docs/rules.md) and counted
// from 1 as a player counts: "top street, 3rd house". The effects go by the names the
// log and the messages use (EFFECT_WORDS_EN: real estate agent, temp agency); only
// data-effect keeps the engine's codes.
import { EFFECT_WORDS_EN, PLAN_WORDS_EN, type House, type StreetIndex } from '../index.js';
import type { SvgWords } from './words.js';

const STREETS = ['top', 'middle', 'bottom'] as const;

/** `n` as an English ordinal: 1st, 2nd, 3rd, 4th, 11th, 12th, 13th, 21st. */
function ordinal(n: number): string {
  const teens = n % 100 >= 11 && n % 100 <= 13;
  const suffix = teens ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
}

const street = (s: StreetIndex): string => `${STREETS[s]} street`;
const houses = (count: number): string => (count === 1 ? '1 house' : `${count} houses`);
const points = (count: number): string => (count === 1 ? '1 point' : `${count} points`);
const plural = (count: number, word: string): string => (count === 1 ? `1 ${word}` : `${count} ${word}s`);

/** What a house holds: "7 bis, pool built". */
function holds(house: House): string {
  const content = house.roundabout ? 'roundabout' : house.number === null ? 'empty' : `${house.number}${house.bis ? ' bis' : ''}`;
  const pool = house.pool === 'printed' ? ', pool to build' : house.pool === 'built' ? ', pool built' : '';
  const used = house.used === false ? '' : `, used for a plan (${house.used})`;
  return `${content}${pool}${used}`;
}

function slotName(s: StreetIndex, slot: number, count: number): string {
  if (slot === 0) return `${street(s)}, left end fence`;
  if (slot === count) return `${street(s)}, right end fence`;
  return `${street(s)}, fence between the ${ordinal(slot)} and ${ordinal(slot + 1)} houses`;
}

function truckWhere(at: number | null, from: 'left' | 'right' | null): string {
  const where = at !== null ? `at the ${ordinal(at + 1)} house` : from === null ? 'its end not chosen yet' : `at its ${from} end`;
  return `${where}${from === null ? '' : `, driving ${from === 'left' ? 'right' : 'left'}`}`;
}

/** The English words of the drawing. */
export const SVG_WORDS_EN: SvgWords = Object.freeze<SvgWords>({
  heading: 'Welcome To…',
  kinds: { classic: 'Classic sheet', 'ice-cream': 'Ice cream truck sheet', christmas: 'Christmas lights sheet', eggs: 'Spring eggs sheet' },
  sheet: 'Welcome To… sheet',
  streets: 'Welcome To… streets',
  offer: 'The offer',
  street,
  streetShort: (s) => STREETS[s],
  houses,

  bis: 'bis',
  house: (s, index, house, season) => `${street(s)}, ${ordinal(index + 1)} house: ${holds(house)}${season}`,
  slot: (s, slot, count, fenced) => `${slotName(s, slot, count)}: ${fenced ? 'fence' : 'no fence'}`,

  parkTrack: (s) => `${street(s)} park track`,
  estateTrack: (size) => `value track of estates of ${houses(size)}`,
  tracks: {
    pool: 'pool track',
    temp: `${EFFECT_WORDS_EN.names.temp} track`,
    bis: 'bis track (a penalty)',
    refusal: 'refusal track (a penalty)',
    roundabout: 'roundabout track (a penalty)',
  },
  trackLabels: { pool: 'pools +', temp: EFFECT_WORDS_EN.names.temp, bis: 'bis −', refusal: 'refusals −', roundabout: 'roundabouts −' },
  box: (track, box, value, crossed) => `${track}, ${ordinal(box + 1)} box${value === undefined ? '' : ` (${points(value)})`}: ${crossed ? 'crossed' : 'empty'}`,
  track: (track, crossed, boxes, value) => `${track}: ${crossed} of ${boxes} boxes crossed${value === undefined ? '' : `, ${points(value)}`}`,

  estateValues: 'Estate values',
  estate: (size, value, crossed, boxes) => `estates of ${houses(size)}: ${points(value)} each, ${crossed} of ${boxes} boxes crossed by ${EFFECT_WORDS_EN.withArticle.improvement}`,
  estateScore: (size, count, value, total) => `${count} complete estates of ${houses(size)} × ${value} = ${points(total)}`,

  planBox: (label, value) => `plan ${label} box: ${value === null ? 'not claimed' : points(value)}`,
  planCard: (label, need, first, later, approved, claimed) =>
    `plan ${label}: ${need}; ${first} points first, ${later} later, ${approved ? 'approved' : 'not approved'}; ${claimed === null ? 'not claimed' : `claimed: ${points(claimed)}`}`,
  estatesPlan: 'estates',
  conditionPlan: 'condition',
  first: 'first',
  later: 'later',
  notClaimed: 'not claimed',
  claimed: (value) => `✓ claimed: ${value}`,
  conditions: PLAN_WORDS_EN.conditions,
  each: {
    'no-sold-cone': 'none with a sold cone',
    'three-sold-cones': 'each with three sold cones',
    unlinked: 'no link inside any',
    linked: 'each linked end to end',
    'no-egg': 'none with a collected egg',
    'three-eggs': 'each with three collected eggs',
  },
  estatesOf(sizes, each) {
    const list = sizes.length === 1 ? String(sizes[0]) : `${sizes.slice(0, -1).join(', ')} and ${sizes.at(-1)}`;
    return `estates of ${list} houses${each === '' ? '' : `, ${each}`}`;
  },

  scoreLabels: {
    plans: 'plans',
    parks: 'parks',
    pools: 'pools',
    temps: 'temps',
    estates: 'estates',
    seasonal: 'season',
    bis: 'bis',
    refusals: 'refusals',
    roundabouts: 'roundabouts',
    total: 'total',
  },
  score: (part, subtracted, value) => `${part}${subtracted ? ' (subtracted)' : ''}: ${value === undefined ? 'empty' : points(value)}`,

  effects: EFFECT_WORDS_EN.names,
  pair: (pair, number, effect, cards) =>
    `${ordinal(pair + 1)} pair: ${number} with ${effect === null ? 'its effect face down' : EFFECT_WORDS_EN.withArticle[effect]}${
      cards === undefined ? '' : `, number of card ${cards[0] + 1}, effect of card ${cards[1] + 1}`
    }`,
  cards: (numberCard, effectCard) => `cards ${numberCard + 1} + ${effectCard + 1}`,

  cone: (scoops, state) => `, cone of ${plural(scoops, 'scoop')}, ${state}`,
  truck: (s, at, from) => `${street(s)} ice cream truck: ${truckWhere(at, from)}`,
  iceCream: 'Ice cream: street bonuses',
  bonus: (s, bonus, sold) => `${street(s)} bonus: ${bonus === 'won' ? `won, ${points(sold)}` : bonus}`,
  sold: (count) => `${count} sold`,
  scoops: (count) => `scoops sold: ${count}`,

  link: (s, left) => `${street(s)}: lights between the ${ordinal(left + 1)} and ${ordinal(left + 2)} houses`,
  lights: 'Lights: longest string',
  longest: (s, size, value) => `${street(s)}: longest string ${houses(size)}, ${points(value)}`,
  noString: 'no string',

  eggs: (spots, collected) => `, ${plural(spots, 'egg')}, ${collected} collected`,
  springEggs: 'Spring eggs',
  eggTotal: (collected, drawn, value) => `eggs collected: ${collected} of ${drawn}, ${points(value)}`,
  collected: 'collected',
  ofEggs: (drawn) => `of ${drawn}`,
  eggStep: (eggs, value, reached) => `${plural(eggs, 'egg')}: ${points(value)}${reached ? ', reached' : ''}`,
  eggCount: (eggs) => `${eggs} eggs`,
});
