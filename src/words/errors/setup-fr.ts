// Ce que lit une personne, en français, quand une partie ne peut pas commencer ou que
// des données confiées au moteur ne sont pas ce qu'elles doivent être. The details say
// what is wrong in English, from checks of values: these messages name the part that
// is wrong without quoting them.
import type { PositionDetails } from '../../errors/details.js';
import { sentences, type MessagesFor, type SetupCode } from './tables.js';

/** Where the first problem of a sheet or a state lies, and how many more there are. */
function firstProblem(what: string, a: PositionDetails | { readonly problems: readonly { readonly path: string }[] }): string {
  const [first] = a.problems;
  const more = a.problems.length > 1 ? ` (et ${a.problems.length - 1} autre${a.problems.length > 2 ? 's' : ''})` : '';
  return first === undefined || first.path === '' ? `${what} n'est pas valable${more}.` : `${what} n'est pas valable : voyez ${first.path}${more}.`;
}

const sheet = (a: PositionDetails) => firstProblem('cette feuille', a);
const state = (a: PositionDetails) => firstProblem('cet état de partie', a);

/** The French messages of setting up and of data. */
export const SETUP_FR: MessagesFor<SetupCode> = sentences<SetupCode>({
  'options/malformed': (a) => `les options de la partie ne sont pas valables : voyez options${a.path}.`,
  'options/players': (a) =>
    'bots' in a
      ? `la partie compte ${a.players} joueurs mais ${a.bots} robot${a.bots > 1 ? 's' : ''} : donnez un robot par joueur.`
      : a.solo !== undefined
      ? `une partie à un joueur est la partie solo des règles originales : choisissez la règle "${a.solo}", ou ${a.min} joueurs au moins.`
      : `une partie se joue à ${a.min} joueurs au moins, chacun avec son propre nom.`,
  'options/seed': () => "la graine de la partie n'est pas valable.",
  'options/ruleset': (a) => `il n'y a pas de règle ${a.given} : choisissez "collector" ou "original".`,
  'options/rules': (a) => `l'option de règle ${a.field} n'est pas valable.`,
  'options/variants': (a) => `la variante ${a.field} n'est pas valable.`,
  'options/plans': () => 'les plans de ville choisis ne peuvent pas se jouer.',
  'options/stacks': () => 'les piles de cartes données ne peuvent pas se jouer.',
  'options/deck': () => 'le paquet de cartes donné ne peut pas se jouer.',
  'options/position': (a) => firstProblem('la position de départ', a),
  'sheet/invalid': (a) => `cette feuille n'est pas valable : voyez ${a.path}.`,
  'sheet/track-out-of-range': (a) => ('problems' in a ? sheet(a) : `la piste ${a.track} a ${a.marks} cases cochées, mais n'en compte que ${a.max}.`),
  'record/invalid': (a) => `cet enregistrement de partie ne peut pas être rejoué : voyez ${a.path}.`,
  'sheet/malformed': sheet,
  'sheet/order': sheet,
  'sheet/bis': sheet,
  'sheet/pool': sheet,
  'sheet/fence': sheet,
  'sheet/roundabout': sheet,
  'sheet/track': sheet,
  'sheet/plan': sheet,
  'sheet/used': sheet,
  'sheet/season': sheet,
  'state/malformed': state,
  'state/record': state,
  'state/mismatch': state,
  'state/pending': state,
  'argument/invalid': (a) => `l'argument ${a.name} n'est pas valable (${a.given}).`,
  'environment/not-reset': (a) => (a.call === 'resetGame' ? "les parties n'ont pas commencé : appelez d'abord reset, qui les lance toutes." : "la partie n'a pas commencé : appelez d'abord reset."),
  'environment/closed': () => 'cet environnement a été fermé : créez-en un autre pour jouer.',
  'notation/choice': (a) => `« ${a.text} » est illisible.`,
  'notation/sheet': (a) => `la ligne ${a.line} de la feuille est illisible.`,
});
