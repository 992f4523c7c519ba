// The drawing's French words, the French edition's, as the engine's French choices and
// messages have them (src/words/french.ts): la rue du haut, du milieu, du bas; maison,
// lotissement; géomètre, agent immobilier, paysagiste, piscine, agence d'intérim, bis;
// rond-point, refus de permis de construire, plan de ville réalisé. Counted from 1,
// ordinals feminine as maison, case and paire are: 1re, 2e. French typography: a
// space before a colon or a semicolon; 0 and 1 take the singular.
import { EFFECT_WORDS_FR, PLAN_WORDS_FR, type House, type StreetIndex } from '../index.js';
import type { ScorePart, SvgWords } from './words.js';

const STREETS = ['rue du haut', 'rue du milieu', 'rue du bas'] as const;
const SHORT = ['haut', 'milieu', 'bas'] as const;

const ordinal = (n: number): string => (n === 1 ? '1re' : `${n}e`);
const street = (s: StreetIndex): string => STREETS[s];
/** `count` `word`, the plural's `s` from 2 on (and from −2 down): "0 point", "1 maison", "3 boules". */
const plural = (count: number, word: string): string => `${count} ${word}${Math.abs(count) >= 2 ? 's' : ''}`;
const houses = (count: number): string => plural(count, 'maison');
const points = (count: number): string => plural(count, 'point');
/** The boxes crossed of a track: "1 case cochée", "3 cases cochées". */
const crossedBoxes = (count: number): string => (Math.abs(count) >= 2 ? `${count} cases cochées` : `${count} case cochée`);
const side = (end: 'left' | 'right'): string => (end === 'left' ? 'gauche' : 'droite');

/** The score boxes' names, in full where their labels are short. */
const SCORE_NAMES: Readonly<Record<ScorePart, string>> = {
  plans: 'plans',
  parks: 'parcs',
  pools: 'piscines',
  temps: EFFECT_WORDS_FR.names.temp,
  estates: 'lotissements',
  seasonal: 'saison',
  bis: 'bis',
  refusals: 'refus de permis de construire',
  roundabouts: 'ronds-points',
  total: 'total',
};

/** What a house holds: "7 bis, piscine construite". */
function holds(house: House): string {
  const content = house.roundabout ? 'rond-point' : house.number === null ? 'vide' : `${house.number}${house.bis ? ' bis' : ''}`;
  const pool = house.pool === 'printed' ? ', piscine à construire' : house.pool === 'built' ? ', piscine construite' : '';
  const used = house.used === false ? '' : `, utilisée pour un plan (${house.used === 'estate' ? 'lotissement' : 'maison'})`;
  return `${content}${pool}${used}`;
}

function slotName(s: StreetIndex, slot: number, count: number): string {
  if (slot === 0) return `${street(s)}, extrémité gauche`;
  if (slot === count) return `${street(s)}, extrémité droite`;
  return `${street(s)}, entre la ${ordinal(slot)} et la ${ordinal(slot + 1)} maison`;
}

function truckWhere(at: number | null, from: 'left' | 'right' | null): string {
  const where = at !== null ? `à la ${ordinal(at + 1)} maison` : from === null ? 'extrémité de départ pas encore choisie' : `à son extrémité ${side(from)}`;
  return `${where}${from === null ? '' : `, roulant vers la ${side(from === 'left' ? 'right' : 'left')}`}`;
}

/** The French words of the drawing. */
export const SVG_WORDS_FR: SvgWords = Object.freeze<SvgWords>({
  heading: 'Welcome To…',
  kinds: { classic: 'Feuille classique', 'ice-cream': 'Feuille du camion de glaces', christmas: 'Feuille des guirlandes de Noël', eggs: 'Feuille des œufs de printemps' },
  sheet: 'Feuille de Welcome To…',
  streets: 'Rues de Welcome To…',
  offer: "L'offre",
  street,
  streetShort: (s) => SHORT[s],
  houses,

  bis: 'bis',
  house: (s, index, house, season) => `${street(s)}, ${ordinal(index + 1)} maison : ${holds(house)}${season}`,
  slot: (s, slot, count, fenced) => `${slotName(s, slot, count)} : ${fenced ? 'clôture' : 'pas de clôture'}`,

  parkTrack: (s) => `piste des parcs de la ${street(s)}`,
  estateTrack: (size) => `piste des valeurs des lotissements de ${houses(size)}`,
  tracks: {
    pool: 'piste des piscines',
    temp: `piste de ${EFFECT_WORDS_FR.withArticle.temp}`,
    bis: 'piste des bis (une pénalité)',
    refusal: 'piste des refus de permis de construire (une pénalité)',
    roundabout: 'piste des ronds-points (une pénalité)',
  },
  trackLabels: { pool: 'piscines +', temp: 'intérim', bis: 'bis −', refusal: 'refus −', roundabout: 'ronds-points −' },
  box: (track, box, value, crossed) => `${track}, ${ordinal(box + 1)} case${value === undefined ? '' : ` (${points(value)})`} : ${crossed ? 'cochée' : 'vide'}`,
  track: (track, crossed, boxes, value) => `${track} : ${crossedBoxes(crossed)} sur ${boxes}${value === undefined ? '' : `, ${points(value)}`}`,

  estateValues: 'Valeur des lotissements',
  estate: (size, value, crossed, boxes) => `lotissements de ${houses(size)} : ${points(value)} chacun, ${crossedBoxes(crossed)} sur ${boxes} par ${EFFECT_WORDS_FR.withArticle.improvement}`,
  estateScore: (size, count, value, total) => `${plural(count, 'lotissement')} ${Math.abs(count) >= 2 ? 'complets' : 'complet'} de ${houses(size)} × ${value} = ${points(total)}`,

  planBox: (label, value) => `case du plan ${label} : ${value === null ? 'non réalisé' : points(value)}`,
  planCard: (label, need, first, later, approved, claimed) =>
    `plan ${label} : ${need} ; ${points(first)} d'abord, ${later} ensuite, ${approved ? 'approuvé' : 'non approuvé'} ; ${claimed === null ? 'non réalisé' : `réalisé : ${points(claimed)}`}`,
  estatesPlan: 'lotissements',
  conditionPlan: 'objectif',
  first: "d'abord",
  later: 'ensuite',
  notClaimed: 'non réalisé',
  claimed: (value) => `✓ réalisé : ${value}`,
  conditions: PLAN_WORDS_FR.conditions,
  // Short: written on one line under the card's little houses.
  each: {
    'no-sold-cone': 'aucun avec un cornet vendu',
    'three-sold-cones': 'trois cornets vendus chacun',
    unlinked: 'aucun avec une guirlande',
    linked: 'chacun relié de bout en bout',
    'no-egg': 'aucun avec un œuf ramassé',
    'three-eggs': 'trois œufs ramassés chacun',
  },
  estatesOf(sizes, each) {
    const list = sizes.length === 1 ? String(sizes[0]) : `${sizes.slice(0, -1).join(', ')} et ${sizes.at(-1)}`;
    const word = sizes.length === 1 && sizes[0] === 1 ? 'maison' : 'maisons';
    return `lotissements de ${list} ${word}${each === '' ? '' : `, ${each}`}`;
  },

  // Short: each is written over a box 64 units wide, 90 from the next.
  scoreLabels: {
    plans: 'plans',
    parks: 'parcs',
    pools: 'piscines',
    temps: 'intérim',
    estates: 'lotissements',
    seasonal: 'saison',
    bis: 'bis',
    refusals: 'refus',
    roundabouts: 'ronds-points',
    total: 'total',
  },
  score: (part, subtracted, value) => `${SCORE_NAMES[part]}${subtracted ? ' (à soustraire)' : ''} : ${value === undefined ? 'vide' : points(value)}`,

  effects: EFFECT_WORDS_FR.names,
  pair: (pair, number, effect, cards) =>
    `${ordinal(pair + 1)} paire : ${number} avec ${effect === null ? 'son effet face cachée' : EFFECT_WORDS_FR.withArticle[effect]}${
      cards === undefined ? '' : `, numéro de la carte ${cards[0] + 1}, effet de la carte ${cards[1] + 1}`
    }`,
  cards: (numberCard, effectCard) => `cartes ${numberCard + 1} + ${effectCard + 1}`,

  cone: (scoops, state) => `, cornet de ${plural(scoops, 'boule')}, ${state === 'open' ? 'à vendre' : state === 'sold' ? 'vendu' : 'perdu'}`,
  truck: (s, at, from) => `camion de glaces de la ${street(s)} : ${truckWhere(at, from)}`,
  iceCream: 'Glaces : bonus des rues',
  bonus: (s, bonus, sold) => `bonus de la ${street(s)} : ${bonus === 'won' ? `gagné, ${points(sold)}` : bonus === 'open' ? 'à gagner' : 'perdu'}`,
  sold: (count) => `${count} ${Math.abs(count) >= 2 ? 'vendus' : 'vendu'}`,
  scoops: (count) => `boules vendues : ${count}`,

  link: (s, left) => `${street(s)} : guirlande entre la ${ordinal(left + 1)} et la ${ordinal(left + 2)} maison`,
  lights: 'Guirlandes : la plus longue',
  longest: (s, size, value) => `${street(s)} : ${size >= 2 ? `plus longue guirlande de ${houses(size)}` : 'aucune guirlande'}, ${points(value)}`,
  noString: 'aucune guirlande',

  eggs: (spots, collected) => `, ${plural(spots, 'œuf')}, ${collected} ${Math.abs(collected) >= 2 ? 'ramassés' : 'ramassé'}`,
  springEggs: 'Œufs de printemps',
  eggTotal: (collected, drawn, value) => `œufs ramassés : ${collected} sur ${drawn}, ${points(value)}`,
  collected: 'ramassés',
  ofEggs: (drawn) => `sur ${drawn}`,
  eggStep: (eggs, value, reached) => `${plural(eggs, 'œuf')} : ${points(value)}${reached ? ', atteint' : ''}`,
  eggCount: (eggs) => plural(eggs, 'œuf'),
});
