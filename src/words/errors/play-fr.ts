// Ce que lit un joueur, en français, quand un choix ou une réalisation de plan enfreint
// une règle : maisons, cartes, paires et plans comptés à partir de 1, rues par leur
// nom, sans code. The French edition's words: lotissement, géomètre, clôture, agent
// immobilier, paysagiste, parc, piscine, agence d'intérim, bis, rond-point, refus de
// permis de construire, plan de ville.
import type { RuleErrorDetails } from '../../errors/details.js';
import { EFFECT_WORDS_FR } from '../effect-words.js';
import { changeFr, estatesFr, houseFr, housesFr, listFr, ordinalFr, streetFr } from '../french.js';
import { CONDITION_FR, SHOWS_FR } from '../plan-words.js';
import { sentences, type MessagesFor, type PlayCode } from './tables.js';

/** `la 10e maison de la rue du haut`. */
const houseOf = (s: number, house: number) => `${houseFr(house)} de ${streetFr(s)}`;
/** `la 4e et la 5e maison`, les maisons entre lesquelles passe une clôture. */
const slotHouses = (slot: number) => `la ${ordinalFr(slot)} et la ${ordinalFr(slot + 1)} maison`;
/** Où un lotissement a été nommé : `aux maisons 4 à 6 de la rue du bas`, `aux maisons 1 et 2…`, `à la 3e maison…`. */
function estateAt(a: { street: number; start: number; size: number }): string {
  if (a.size === 1) return `à ${houseOf(a.street, a.start)}`;
  return `aux maisons ${a.start + 1} ${a.size === 2 ? 'et' : 'à'} ${a.start + a.size} de ${streetFr(a.street)}`;
}
const plan = (index: number) => `le plan de ville ${index + 1}`;
const side = (source: 'left' | 'right') => (source === 'left' ? 'de gauche' : 'de droite');

function roundabout(a: RuleErrorDetails<'choice/roundabout'>): string {
  switch (a.reason) {
    case 'variant-off':
      return 'cette partie se joue sans rond-point.';
    case 'full':
      return 'une feuille compte au plus deux ronds-points.';
    case 'no-house':
      return `${streetFr(a.street)} n'a pas de maison ${a.house + 1} : ses maisons vont de 1 à ${a.houses}.`;
    case 'roundabout':
      return `${houseOf(a.street, a.house)} porte déjà un rond-point.`;
    case 'number':
      return `${houseOf(a.street, a.house)} porte déjà le numéro ${a.number} : un rond-point se place dans une maison vide.`;
    case 'used':
      return `${houseOf(a.street, a.house)} fait partie d'un lotissement déjà utilisé pour un plan : pas de rond-point ici.`;
  }
}

function pick(a: RuleErrorDetails<'choice/pick'>): string {
  switch (a.reason) {
    case 'not-expert':
      return "cette partie n'a pas de carte à choisir : choisissez une paire.";
    case 'refusal-card':
      return 'seule une partie en choix expert des cartes note une carte avec un refus.';
    case 'pick-first':
      return "choisissez d'abord une carte numéro, même pour refuser.";
    case 'picked':
      return `vous avez choisi la carte ${a.picked + 1} ce tour-ci, et ce choix est définitif.`;
    case 'no-card':
      return `il n'y a pas de carte ${a.card + 1} : choisissez la carte 1, 2 ou 3.`;
    case 'other-card':
      return `vous avez choisi la carte ${a.picked + 1}, pas la carte ${a.card + 1}.`;
    case 'unwritable':
      return `le ${a.number} ne trouve place nulle part sur votre feuille, alors que ${listFr(a.fitting.map((f) => `la carte ${f.card + 1} (${f.number})`))} ${
        a.fitting.length === 1 ? 'peut' : 'peuvent'
      } se construire : il faut construire si on le peut.`;
  }
}

function estate(a: RuleErrorDetails<'claim/estate'>): string {
  const estate = `le lotissement nommé ${estateAt(a)}`;
  switch (a.reason) {
    case 'past-end':
      return `${estate} dépasse le bout de la rue, qui compte ${housesFr(a.houses)}.`;
    case 'unfenced':
      return `${estate} n'est pas fermé par une clôture à chaque bout.`;
    case 'split':
      return `${estate} est coupé par la clôture entre ${slotHouses(a.slot)}.`;
    case 'size':
      return `${estate} compte ${housesFr(a.size)} : un lotissement en compte de 1 à 6.`;
    case 'roundabout':
      return `${estate} comprend un rond-point, qui ne fait jamais partie d'un lotissement.`;
    case 'incomplete':
      return `${estate} n'est pas complet : ${houseFr(a.house)} est vide.`;
    case 'shows':
      return `${estate} ne montre pas ${SHOWS_FR[a.condition]}, comme ${plan(a.plan)} le demande à chaque lotissement.`;
  }
}

function claimHouse(a: RuleErrorDetails<'claim/house'>): string {
  switch (a.reason) {
    case 'estate-plan':
      return `${plan(a.plan)} demande des lotissements, pas des maisons.`;
    case 'houses-missing':
      return `nommez les cinq maisons bis qu'utilise ${plan(a.plan)}.`;
    case 'not-house-plan':
      return `${plan(a.plan)} ne nomme pas de maisons : la feuille montre celles qu'il utilise.`;
    case 'count':
      return `${plan(a.plan)} utilise cinq maisons bis d'une même rue, pas ${a.count}.`;
    case 'one-street':
      return `les cinq maisons bis du plan de ville ${a.plan + 1} doivent être dans une même rue.`;
    case 'twice':
      return `la maison ${a.house + 1} est nommée deux fois pour ${plan(a.plan)}.`;
    case 'no-house':
      return `${streetFr(a.street)} n'a pas de maison ${a.house + 1}.`;
    case 'not-bis':
      return `${houseOf(a.street, a.house)} n'est pas un bis.`;
    case 'used':
      return `${houseOf(a.street, a.house)} a déjà servi à un plan.`;
  }
}

function notFulfilled(a: RuleErrorDetails<'claim/not-fulfilled'>): string {
  switch (a.reason) {
    case 'sizes':
      return `${plan(a.plan)} demande ${estatesFr(a.need)} ; la réalisation ${a.have.length === 0 ? 'ne nomme aucun lotissement' : `nomme ${estatesFr(a.have)}`}.`;
    case 'no-estates':
      return `${plan(a.plan)} ne nomme pas de lotissement : il demande ${CONDITION_FR[a.condition]}.`;
    case 'condition':
      return `votre feuille ne réalise pas ${plan(a.plan)} : il demande ${CONDITION_FR[a.condition]}, avec des maisons qu'aucun plan n'a utilisées.`;
  }
}

const FENCE: Readonly<Record<RuleErrorDetails<'choice/fence'>['reason'], (a: RuleErrorDetails<'choice/fence'>) => string>> = {
  'no-slot': (a) => `pas de clôture possible ici : les clôtures de ${streetFr(a.street)} vont entre ses maisons, de la 1re à la ${ordinalFr(a.slots + 1)}.`,
  fenced: (a) => `une clôture sépare déjà ${slotHouses(a.slot)} de ${streetFr(a.street)}.`,
  'used-estate': (a) => `une clôture entre ${slotHouses(a.slot)} de ${streetFr(a.street)} couperait un lotissement utilisé pour un plan.`,
  'bis-copy': (a) => `une clôture ne peut pas séparer une maison de son bis, comme entre ${slotHouses(a.slot)} de ${streetFr(a.street)}.`,
};

const BIS: Readonly<Record<RuleErrorDetails<'choice/bis'>['reason'], (a: RuleErrorDetails<'choice/bis'>) => string>> = {
  'no-house': (a) => `${streetFr(a.street)} n'a pas de maison ${a.house + 1} : ses maisons vont de 1 à ${a.houses}.`,
  'not-empty': (a) => `${houseOf(a.street, a.house)} n'est pas vide : un bis se place dans une maison vide.`,
  'no-neighbour': (a) => `${houseOf(a.street, a.house)} n'a pas de voisine ${side(a.source)} à copier.`,
  'neighbour-empty': (a) => `la voisine ${side(a.source)} de ${houseOf(a.street, a.house)} n'a pas de numéro à copier.`,
  fenced: (a) => `une clôture sépare ${houseOf(a.street, a.house)} de sa voisine ${side(a.source)}, et cette partie interdit le bis à travers une clôture.`,
};

const TRACK: { readonly [T in RuleErrorDetails<'choice/track-full'>['track']]: (a: Extract<RuleErrorDetails<'choice/track-full'>, { track: T }>) => string } = {
  improvement: (a) => `la valeur des lotissements de ${housesFr(a.size)} ne peut plus monter`,
  park: (a) => `tous les parcs de ${streetFr(a.street)} sont déjà cochés`,
  pool: () => 'toutes les cases de piscine sont déjà cochées',
  bis: () => 'toutes les cases de bis sont déjà cochées',
  temp: () => `toutes les cases de ${EFFECT_WORDS_FR.withArticle.temp} sont déjà cochées`,
};

/** The French messages of the codes met in play. */
export const PLAY_FR: MessagesFor<PlayCode> = sentences<PlayCode>({
  // What it must be is said in English in the details: the path is enough to find it.
  'choice/malformed': (a) => `ce choix est mal formé (${a.path}).`,
  'choice/unknown-player': (a) => `il n'y a pas de joueur ${a.player} dans cette partie.`,
  'choice/pair': (a) => {
    if (!('pick' in a)) return `il n'y a pas de paire ${a.pair + 1} : choisissez une paire de 1 à ${a.pairs}.`;
    if (a.pick === null) return "choisissez d'abord une carte numéro : les effets restent cachés jusque-là.";
    return `vous avez choisi la carte ${a.pick + 1} : choisissez la paire ${listFr(a.pairs.map((pair) => pair + 1), 'ou')}.`;
  },
  'choice/house': (a) => `${streetFr(a.street)} n'a pas de maison ${a.house + 1} : ses maisons vont de 1 à ${a.houses}.`,
  'choice/house-taken': (a) => `${houseOf(a.street, a.house)} porte déjà ${a.holds === 'roundabout' ? 'un rond-point' : `le numéro ${a.holds}`} : choisissez une maison vide.`,
  'choice/order': (a) => {
    if ('delta' in a) return `${a.number} ${changeFr(a.delta)} sort des numéros de 0 à 17 : choisissez une autre modification.`;
    if (a.min > a.max) return `aucun numéro ne trouve place dans ${houseOf(a.street, a.house)} : ses voisines ne laissent pas de place.`;
    return `${houseOf(a.street, a.house)} prend un numéro de ${a.min} à ${a.max}, pas ${a.number} : les numéros croissent de gauche à droite.`;
  },
  'choice/effect-mismatch': (a) => `l'effet de cette paire est ${EFFECT_WORDS_FR.withArticle[a.paired]}, pas ${EFFECT_WORDS_FR.withArticle[a.given]}.`,
  'choice/fence': (a) => FENCE[a.reason](a),
  'choice/bis': (a) => BIS[a.reason](a),
  'choice/pool': (a) => `${houseOf(a.street, a.house)} n'a pas de piscine imprimée : construisez-y sans la piscine.`,
  'choice/track-full': (a) => `${(TRACK[a.track] as (a: RuleErrorDetails<'choice/track-full'>) => string)(a)} : construisez sans l'effet.`,
  'choice/refusal-not-allowed': (a) =>
    `il faut construire si on le peut : ${listFr(a.playable.map((p) => `la paire ${p.pair + 1} (${p.number}${p.temp ? ` avec ${EFFECT_WORDS_FR.withArticle.temp}` : ''})`))} ${
      a.playable.length === 1 ? 'peut' : 'peuvent'
    } se construire, donc pas de refus de permis de construire.`,
  'choice/roundabout': roundabout,
  'choice/reshuffle': (a) =>
    a.reason === 'no-reshuffle' ? 'cette partie ne remélange pas les cartes.' : 'seul un joueur qui réalise un plan pour sa plus haute valeur peut demander de remélanger les cartes.',
  'choice/pick': pick,
  'choice/truck': (a) =>
    a.reason === 'missing'
      ? "c'est le premier numéro de la rue du bas : choisissez d'où part son camion de glaces, de la gauche ou de la droite."
      : "seul le premier numéro de la rue du bas choisit d'où part son camion de glaces.",
  'claim/plan': (a) => `il n'y a pas de plan de ville ${a.plan + 1} : les plans sont 1, 2 et 3.`,
  'claim/duplicate': (a) => (a.reason === 'plan' ? `${plan(a.plan)} est nommé deux fois.` : `le lotissement qui commence à ${houseOf(a.street, a.start)} est nommé deux fois.`),
  'claim/already-claimed': (a) => `vous avez déjà réalisé ${plan(a.plan)}.`,
  'claim/estate': estate,
  'claim/estate-used': (a) => `le lotissement nommé ${estateAt(a)} ne peut pas servir à un autre plan : ${houseFr(a.house)} a déjà servi.`,
  'claim/house': claimHouse,
  'claim/required': (a) =>
    `votre feuille réalise ${listFr(a.plans.map((p) => `le plan de ville ${p.label}`))} : dans cette partie, un plan se réalise aussitôt, alors réalisez-${a.plans.length === 1 ? 'le' : 'les'}.`,
  'claim/not-fulfilled': notFulfilled,
  'round/waiting-for': (a) => `en attente de ${listFr(a.players)} : chaque joueur choisit avant la fin du tour.`,
  'round/stale': (a) => `ce coup a été joué pour le tour ${a.given}, mais c'est le tour ${a.current} qui se joue.`,
  'game/over': () => 'la partie est terminée.',
});
