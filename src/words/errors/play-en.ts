// What a player reads, in English, when a choice or a claim breaks a rule: houses,
// cards, pairs and plans counted from 1, streets by name, no code.
import type { RuleErrorDetails } from '../../errors/details.js';
import { EFFECT_WORDS_EN } from '../effect-words.js';
import { changeText, estatesEn, houseEn, listEn, ordinal, streetName } from '../english.js';
import { CONDITION_EN, SHOWS_EN } from '../plan-words.js';
import { sentences, type MessagesFor, type PlayCode } from './tables.js';

const street = (s: number) => `the ${streetName(s)}`;
/** `the 10th house of the top street`. */
const houseOf = (s: number, house: number) => `${houseEn(house)} of ${street(s)}`;
/** `the 4th and 5th houses`, the houses a fence slot lies between. */
const slotHouses = (slot: number) => `the ${ordinal(slot)} and ${ordinal(slot + 1)} houses`;
/** Where an estate was named: `at houses 4 to 6 of the bottom street`, `at houses 1 and 2…`, `at the 3rd house…`. */
function estateAt(a: { street: number; start: number; size: number }): string {
  if (a.size === 1) return `at ${houseOf(a.street, a.start)}`;
  return `at houses ${a.start + 1} ${a.size === 2 ? 'and' : 'to'} ${a.start + a.size} of ${street(a.street)}`;
}
const plan = (index: number) => `plan ${index + 1}`;

function roundabout(a: RuleErrorDetails<'choice/roundabout'>): string {
  switch (a.reason) {
    case 'variant-off':
      return 'This game is played without roundabouts.';
    case 'full':
      return 'A sheet holds at most two roundabouts.';
    case 'no-house':
      return `${street(a.street)} has no house ${a.house + 1}: its houses are 1 to ${a.houses}.`;
    case 'roundabout':
      return `${houseOf(a.street, a.house)} already holds a roundabout.`;
    case 'number':
      return `${houseOf(a.street, a.house)} already holds ${a.number}: a roundabout goes in an empty house.`;
    case 'used':
      return `${houseOf(a.street, a.house)} lies in an estate used for a plan: no roundabout can go there.`;
  }
}

function pick(a: RuleErrorDetails<'choice/pick'>): string {
  switch (a.reason) {
    case 'not-expert':
      return 'This game has no card to pick: choose a pair.';
    case 'refusal-card':
      return 'Only a game with expert card choice records a card with a refusal.';
    case 'pick-first':
      return 'Pick a number card first, even to refuse.';
    case 'picked':
      return `You picked card ${a.picked + 1} this round, and a pick cannot be changed.`;
    case 'no-card':
      return `There is no card ${a.card + 1}: pick card 1, 2 or 3.`;
    case 'other-card':
      return `You picked card ${a.picked + 1}, not card ${a.card + 1}.`;
    case 'unwritable':
      return `${a.number} fits nowhere on your sheet, while ${listEn(a.fitting.map((f) => `card ${f.card + 1} (${f.number})`))} ${a.fitting.length === 1 ? 'fits' : 'fit'}: you must build if you can.`;
  }
}

function estate(a: RuleErrorDetails<'claim/estate'>): string {
  const estate = `the estate named ${estateAt(a)}`;
  switch (a.reason) {
    case 'past-end':
      return `${estate} runs past the end of the street, which has ${a.houses} houses.`;
    case 'unfenced':
      return `${estate} is not closed by fences at both ends.`;
    case 'split':
      return `${estate} is split by the fence between ${slotHouses(a.slot)}.`;
    case 'size':
      return `${estate} has ${a.size} houses: an estate has 1 to 6.`;
    case 'roundabout':
      return `${estate} holds a roundabout, which is never part of an estate.`;
    case 'incomplete':
      return `${estate} is not complete: ${houseEn(a.house)} is empty.`;
    case 'shows':
      return `${estate} does not show ${SHOWS_EN[a.condition]}, which ${plan(a.plan)} asks of each estate.`;
  }
}

function claimHouse(a: RuleErrorDetails<'claim/house'>): string {
  switch (a.reason) {
    case 'estate-plan':
      return `${plan(a.plan)} asks for estates, not houses.`;
    case 'houses-missing':
      return `Name the five bis houses ${plan(a.plan)} uses.`;
    case 'not-house-plan':
      return `${plan(a.plan)} names no houses: the sheet shows which it uses.`;
    case 'count':
      return `${plan(a.plan)} uses five bis houses of one street, not ${a.count}.`;
    case 'one-street':
      return `The five bis houses of ${plan(a.plan)} must be in one street.`;
    case 'twice':
      return `House ${a.house + 1} is named twice for ${plan(a.plan)}.`;
    case 'no-house':
      return `${street(a.street)} has no house ${a.house + 1}.`;
    case 'not-bis':
      return `${houseOf(a.street, a.house)} is not a bis copy.`;
    case 'used':
      return `${houseOf(a.street, a.house)} has already served a plan.`;
  }
}

function notFulfilled(a: RuleErrorDetails<'claim/not-fulfilled'>): string {
  switch (a.reason) {
    case 'sizes':
      return `${plan(a.plan)} needs ${estatesEn(a.need)}; the claim names ${estatesEn(a.have)}.`;
    case 'no-estates':
      return `${plan(a.plan)} names no estates: it asks for ${CONDITION_EN[a.condition]}.`;
    case 'condition':
      return `Your sheet does not fulfil ${plan(a.plan)}: it asks for ${CONDITION_EN[a.condition]}, with houses no plan has used.`;
  }
}

const FENCE: Readonly<Record<RuleErrorDetails<'choice/fence'>['reason'], (a: RuleErrorDetails<'choice/fence'>) => string>> = {
  'no-slot': (a) => `No fence can go there: the fences of ${street(a.street)} go between its houses, from the 1st to the ${ordinal(a.slots + 1)}.`,
  fenced: (a) => `A fence already stands between ${slotHouses(a.slot)} of ${street(a.street)}.`,
  'used-estate': (a) => `A fence between ${slotHouses(a.slot)} of ${street(a.street)} would split an estate used for a plan.`,
  'bis-copy': (a) => `A fence may not part a house and its bis copy, as it would between ${slotHouses(a.slot)} of ${street(a.street)}.`,
};

const BIS: Readonly<Record<RuleErrorDetails<'choice/bis'>['reason'], (a: RuleErrorDetails<'choice/bis'>) => string>> = {
  'no-house': (a) => `${street(a.street)} has no house ${a.house + 1}: its houses are 1 to ${a.houses}.`,
  'not-empty': (a) => `${houseOf(a.street, a.house)} is not empty: a bis copy goes in an empty house.`,
  'no-neighbour': (a) => `${houseOf(a.street, a.house)} has no neighbour on its ${a.source} to copy.`,
  'neighbour-empty': (a) => `The ${a.source} neighbour of ${houseOf(a.street, a.house)} holds no number to copy.`,
  fenced: (a) => `A fence parts ${houseOf(a.street, a.house)} from its ${a.source} neighbour, and this game forbids bis across fences.`,
};

const TRACK: { readonly [T in RuleErrorDetails<'choice/track-full'>['track']]: (a: Extract<RuleErrorDetails<'choice/track-full'>, { track: T }>) => string } = {
  improvement: (a) => `The value of ${a.size}-house estates cannot rise any more`,
  park: (a) => `Every park of ${street(a.street)} is crossed already`,
  pool: () => 'Every pool box is crossed already',
  bis: () => 'Every bis box is crossed already',
  temp: () => `Every ${EFFECT_WORDS_EN.names.temp} box is crossed already`,
};

/** The English messages of the codes met in play. */
export const PLAY_EN: MessagesFor<PlayCode> = sentences<PlayCode>({
  'choice/malformed': (a) => `This choice cannot be read: ${a.path} must be ${a.expected}.`,
  'choice/unknown-player': (a) => `There is no player ${a.player} in this game.`,
  'choice/pair': (a) => {
    if (!('pick' in a)) return `There is no pair ${a.pair + 1}: choose pair 1 to ${a.pairs}.`;
    if (a.pick === null) return 'Pick a number card first: the effects stay hidden until you do.';
    return `You picked card ${a.pick + 1}: choose pair ${listEn(a.pairs.map((pair) => pair + 1), 'or')}.`;
  },
  'choice/house': (a) => `${street(a.street)} has no house ${a.house + 1}: its houses are 1 to ${a.houses}.`,
  'choice/house-taken': (a) => `${houseOf(a.street, a.house)} already holds ${a.holds === 'roundabout' ? 'a roundabout' : a.holds}: choose an empty house.`,
  'choice/order': (a) => {
    if ('delta' in a) return `${a.number} ${changeText(a.delta)} leaves the house numbers 0 to 17: choose another change.`;
    if (a.min > a.max) return `No number fits ${houseOf(a.street, a.house)}: its neighbours leave no room.`;
    return `${houseOf(a.street, a.house)} takes a number from ${a.min} to ${a.max}, not ${a.number}: numbers rise from left to right.`;
  },
  'choice/effect-mismatch': (a) => `This pair's effect is ${EFFECT_WORDS_EN.withArticle[a.paired]}, not ${EFFECT_WORDS_EN.withArticle[a.given]}.`,
  'choice/fence': (a) => FENCE[a.reason](a),
  'choice/bis': (a) => BIS[a.reason](a),
  'choice/pool': (a) => `${houseOf(a.street, a.house)} has no pool printed: build there without the pool.`,
  'choice/track-full': (a) => `${(TRACK[a.track] as (a: RuleErrorDetails<'choice/track-full'>) => string)(a)}: build without the effect.`,
  'choice/refusal-not-allowed': (a) =>
    `You must build if you can: ${listEn(a.playable.map((p) => `pair ${p.pair + 1} (${p.number}${p.temp ? ` with ${EFFECT_WORDS_EN.withArticle.temp}` : ''})`))} ${
      a.playable.length === 1 ? 'fits' : 'fit'
    }.`,
  'choice/roundabout': roundabout,
  'choice/reshuffle': (a) => a.reason === 'no-reshuffle' ? 'This game has no reshuffle.' : 'Only a player who claims a plan for its higher value may ask for a reshuffle.',
  'choice/pick': pick,
  'choice/truck': (a) =>
    a.reason === 'missing'
      ? 'This is the first number of the bottom street: choose where its ice cream truck starts, left or right.'
      : 'Only the first number of the bottom street chooses where its ice cream truck starts.',
  'claim/plan': (a) => `There is no ${plan(a.plan)}: the plans are 1, 2 and 3.`,
  'claim/duplicate': (a) => (a.reason === 'plan' ? `${plan(a.plan)} is claimed twice.` : `The estate from ${houseOf(a.street, a.start)} is named twice.`),
  'claim/already-claimed': (a) => `You have already claimed ${plan(a.plan)}.`,
  'claim/estate': estate,
  'claim/estate-used': (a) => `the estate named ${estateAt(a)} cannot serve another plan: ${houseEn(a.house)} has served one already.`,
  'claim/house': claimHouse,
  'claim/required': (a) => `Your sheet fulfils ${listEn(a.plans.map((p) => `plan ${p.label}`))}: claims are immediate in this game, so claim ${a.plans.length === 1 ? 'it' : 'them'}.`,
  'claim/not-fulfilled': notFulfilled,
  'round/waiting-for': (a) => `Waiting for ${listEn(a.players)}: every player chooses before the round ends.`,
  'round/stale': (a) => `This move was made for round ${a.given}, but round ${a.current} is being played.`,
  'game/over': () => 'The game is over.',
});
