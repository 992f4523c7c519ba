import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES_EN, ERROR_MESSAGES_FR, playerMessage, validateChoice, createGame, type RuleErrorCode } from '../../src/index.js';
import { PROVOKED } from './provoked.js';
import { ruleErrorOf } from '../support/helpers.js';

/** What each provoked error reads as for a player, in English and in French. */
// dprint-ignore: a table, one error a row
const READS: Readonly<Record<string, readonly [RuleErrorCode, string, string]>> = Object.fromEntries(
  (
    [
      ["options that are no object", 'options/malformed', "The game options are not valid: options must be an object.", "Les options de la partie ne sont pas valables : voyez options."],
      ["no players", 'options/players', "A game takes at least 2 players, each with a name of their own: options.players is 0, not a whole number from 2 to 100.", "Une partie se joue à 2 joueurs au moins, chacun avec son propre nom."],
      ["one player under the collector rules", 'options/players', "A one-player game is the solo game of the original rules: choose the ruleset \"original\", or at least 2 players.", "Une partie à un joueur est la partie solo des règles originales : choisissez la règle \"original\", ou 2 joueurs au moins."],
      ["fewer bots than players", 'options/players', "The game has 3 players but 1 bot: give one bot per player.", "La partie compte 3 joueurs mais 1 robot : donnez un robot par joueur."],
      ["a seed that is an object", 'options/seed', "The seed of the game is not valid: it must be a string or a finite number other than -0 (a record cannot tell -0 from 0).", "La graine de la partie n'est pas valable."],
      ["an unknown ruleset", 'options/ruleset', "There is no ruleset \"classic\": choose \"collector\" or \"original\".", "Il n'y a pas de règle \"classic\" : choisissez \"collector\" ou \"original\"."],
      ["an unknown deck rule", 'options/rules', "The rule deck must be \"collector\" or \"original\".", "L'option de règle deck n'est pas valable."],
      ["a variant flag that is no boolean", 'options/variants', "The variant expert must be true or false.", "La variante expert n'est pas valable."],
      ["an advanced plan without the variant", 'options/plans', "The plans chosen cannot be played: [1] is the advanced plan 24; turn on variants.advancedPlans to use it.", "Les plans de ville choisis ne peuvent pas se jouer."],
      ["one stack", 'options/stacks', "The stacks given cannot be played: must be three stacks, not 1.", "Les piles de cartes données ne peuvent pas se jouer."],
      ["a card numbered 18", 'options/deck', "The deck given cannot be played: [0].number must be a whole number from 0 to 17.", "Le paquet de cartes donné ne peut pas se jouer."],
      ["a position at round 0", 'options/position', "The starting position is not valid: position.round must be a whole number from 1 to 999.", "La position de départ n'est pas valable : voyez position.round."],
      ["a build without its pair", 'choice/malformed', "This choice cannot be read: choice.pair must be a whole number from 0 to 99.", "Ce choix est mal formé (choice.pair)."],
      ["an unknown player", 'choice/unknown-player', "There is no player \"bob\" in this game.", "Il n'y a pas de joueur \"bob\" dans cette partie."],
      ["a pair not in the offer", 'choice/pair', "There is no pair 6: choose pair 1 to 3.", "Il n'y a pas de paire 6 : choisissez une paire de 1 à 3."],
      ["a pair before the expert pick", 'choice/pair', "Pick a number card first: the effects stay hidden until you do.", "Choisissez d'abord une carte numéro : les effets restent cachés jusque-là."],
      ["a house the street lacks", 'choice/house', "The top street has no house 13: its houses are 1 to 10.", "La rue du haut n'a pas de maison 13 : ses maisons vont de 1 à 10."],
      ["a house already built", 'choice/house-taken', "The 1st house of the top street already holds 2: choose an empty house.", "La 1re maison de la rue du haut porte déjà le numéro 2 : choisissez une maison vide."],
      ["a number out of order", 'choice/order', "The 3rd house of the top street takes a number from 7 to 17, not 3: numbers rise from left to right.", "La 3e maison de la rue du haut prend un numéro de 7 à 17, pas 3 : les numéros croissent de gauche à droite."],
      ["a temp change below 0", 'choice/order', "1 − 2 leaves the house numbers 0 to 17: choose another change.", "1 − 2 sort des numéros de 0 à 17 : choisissez une autre modification."],
      ["another pair's effect", 'choice/effect-mismatch', "This pair's effect is the fence, not the park.", "L'effet de cette paire est le géomètre, pas le paysagiste."],
      ["a fence on a street end", 'choice/fence', "No fence can go there: the fences of the top street go between its houses, from the 1st to the 10th.", "Pas de clôture possible ici : les clôtures de la rue du haut vont entre ses maisons, de la 1re à la 10e."],
      ["a bis copy of an empty house", 'choice/bis', "The left neighbour of the 2nd house of the top street holds no number to copy.", "La voisine de gauche de la 2e maison de la rue du haut n'a pas de numéro à copier."],
      ["a pool where none is printed", 'choice/pool', "The 1st house of the top street has no pool printed: build there without the pool.", "La 1re maison de la rue du haut n'a pas de piscine imprimée : construisez-y sans la piscine."],
      ["a park on a full track", 'choice/track-full', "Every park of the top street is crossed already: build without the effect.", "Tous les parcs de la rue du haut sont déjà cochés : construisez sans l'effet."],
      ["a refusal on an empty sheet", 'choice/refusal-not-allowed', "You must build if you can: pair 1 (3), pair 2 (5) and pair 3 (1) fit.", "Il faut construire si on le peut : la paire 1 (3), la paire 2 (5) et la paire 3 (1) peuvent se construire, donc pas de refus de permis de construire."],
      ["a roundabout without the variant", 'choice/roundabout', "This game is played without roundabouts.", "Cette partie se joue sans rond-point."],
      ["a reshuffle in a collector game", 'choice/reshuffle', "This game has no reshuffle.", "Cette partie ne remélange pas les cartes."],
      ["a pick without expert card choice", 'choice/pick', "This game has no card to pick: choose a pair.", "Cette partie n'a pas de carte à choisir : choisissez une paire."],
      ["the bottom street's first number without the truck", 'choice/truck', "This is the first number of the bottom street: choose where its ice cream truck starts, left or right.", "C'est le premier numéro de la rue du bas : choisissez d'où part son camion de glaces, de la gauche ou de la droite."],
      ["an estate named twice", 'claim/duplicate', "The estate from the 1st house of the top street is named twice.", "Le lotissement qui commence à la 1re maison de la rue du haut est nommé deux fois."],
      ["a plan claimed again", 'claim/already-claimed', "You have already claimed plan 1.", "Vous avez déjà réalisé le plan de ville 1."],
      ["an estate without its fences", 'claim/estate', "The estate named at the 1st house of the top street is not closed by fences at both ends.", "Le lotissement nommé à la 1re maison de la rue du haut n'est pas fermé par une clôture à chaque bout."],
      ["an estate used for a plan", 'claim/estate-used', "The estate named at the 1st house of the top street cannot serve another plan: the 1st house has served one already.", "Le lotissement nommé à la 1re maison de la rue du haut ne peut pas servir à un autre plan : la 1re maison a déjà servi."],
      ["houses named for an estate plan", 'claim/house', "Plan 1 asks for estates, not houses.", "Le plan de ville 1 demande des lotissements, pas des maisons."],
      ["one estate for six", 'claim/not-fulfilled', "Plan 1 needs 6 estates of 1 house; the claim names an estate of 1 house.", "Le plan de ville 1 demande 6 lotissements de 1 maison ; la réalisation nomme un lotissement de 1 maison."],
      ["a fulfilled plan left unclaimed under immediate claims", 'claim/required', "Your sheet fulfils plan n°1: claims are immediate in this game, so claim it.", "Votre feuille réalise le plan de ville n°1 : dans cette partie, un plan se réalise aussitôt, alors réalisez-le."],
      ["a round resolved before anyone chose", 'round/waiting-for', "Waiting for p1 and p2: every player chooses before the round ends.", "En attente de p1 et p2 : chaque joueur choisit avant la fin du tour."],
      ["a choice after the end", 'game/over', "The game is over.", "La partie est terminée."],
      ["a negative temp count", 'sheet/invalid', "This sheet is not valid: temps[0] is -1; a temp count is a whole number from 0 to 11.", "Cette feuille n'est pas valable : voyez temps[0]."],
      ["seven refusals", 'sheet/track-out-of-range', "This sheet is not valid: refusals has 7 crossed boxes; the track has room for 0 to 3.", "Cette feuille n'est pas valable : voyez refusals."],
      ["a sheet that is an empty object", 'sheet/malformed', "This sheet is not valid: lacks streets, pools, temps, bis, refusals, roundabouts, improvements, plans, season; its fields are streets, pools, temps, bis, refusals, roundabouts, improvements, plans, season.", "Cette feuille n'est pas valable."],
      ["a record without its seed", 'record/invalid', "This game record cannot be replayed: record.options.seed is missing: without its seed a record replays to a different game each time.", "Cet enregistrement de partie ne peut pas être rejoué : voyez record.options.seed."],
      ["a roundabout argument that is a number", 'argument/invalid', "Roundabout must be { street, house }: street 0, 1 or 2 and a whole house number, not 5.", "L'argument roundabout n'est pas valable (5)."],
      ["an environment stepped before its reset", 'environment/not-reset', "The game has not started: call reset first.", "La partie n'a pas commencé : appelez d'abord reset."],
      ["a vector environment reset one game before its reset", 'environment/not-reset', "The games have not started: call reset first, which starts them all.", "Les parties n'ont pas commencé : appelez d'abord reset, qui les lance toutes."],
      ["an environment stepped after close", 'environment/closed', "This environment was closed: create another to play on.", "Cet environnement a été fermé : créez-en un autre pour jouer."],
      ["choice notation without numbers", 'notation/choice', "\"build x\" cannot be read: write PAIR STREET HOUSE, e.g. \"0 2 5\", \"r\" to refuse, or \"pick CARD\".", "« build x » est illisible."],
      ["sheet notation that is no sheet", 'notation/sheet', "Line 1 of the sheet cannot be read: \"nonsense\" begins no line of a sheet; the lines are sheet, top, middle, bottom, parks, pools, temps, bis, refusals, roundabouts, improvements, plans, trucks, bonuses.", "La ligne 1 de la feuille est illisible."],
    ] as const
  ).map(([name, code, en, fr]) => [name, [code, en, fr]]),
);

describe('what a player reads for real errors, provoked through the public API', () => {
  it('every case has its words, and the cases reach every code a caller of the main entry can meet', () => {
    expect(Object.keys(READS).sort()).toEqual(PROVOKED.map(([name]) => name).sort());
    const reached = new Set(Object.values(READS).map(([code]) => code));
    // The rest come only from validateSheet and validateState, which list problems and throw none
    // (sheet/order … sheet/season, state/…); from the boardgame.io entry (round/stale); or, behind
    // parseChoice's own check of a plan index, from no call at all (claim/plan).
    const unreached = Object.keys(ERROR_MESSAGES_EN).filter((code) => !reached.has(code as RuleErrorCode));
    expect(unreached.filter((code) => !/^(sheet\/(order|bis|pool|fence|roundabout|track|plan|used|season)|state\/.*|round\/stale|claim\/plan)$/.test(code))).toEqual([]);
  });

  it.each(PROVOKED)('%s', (name, run) => {
    const error = ruleErrorOf(run);
    const [code, en, fr] = READS[name] ?? ['', '', ''];
    expect(error.code).toBe(code);
    expect(playerMessage(error)).toBe(en);
    expect(playerMessage(error, ERROR_MESSAGES_FR)).toBe(fr);
    // The developers' message stays as it was: coded, prefixed, 0-based.
    expect(error.message.startsWith(`[welcome-to-engine] ${code.startsWith('options/') ? 'options' : code}`)).toBe(true);
  });

  it('a failed validation reads as the error applyChoice would throw', () => {
    const validation = validateChoice(createGame({ players: 2, seed: 3 }), 'p1', { type: 'build', pair: 0, street: 1, house: 11 });
    expect(validation.ok).toBe(false);
    if (!validation.ok) expect(playerMessage(validation, ERROR_MESSAGES_FR)).toBe("La rue du milieu n'a pas de maison 12 : ses maisons vont de 1 à 11.");
  });

  it('a table of its own translates, or replaces a few messages', () => {
    const error = ruleErrorOf(() => createGame({ players: 2, seed: 3, ruleset: 'classic' as never }));
    expect(playerMessage(error, { ...ERROR_MESSAGES_EN, 'options/ruleset': (details) => `Unknown: ${details.given}` })).toBe('Unknown: "classic"');
  });

  it('anything but an error of the engine is refused', () => {
    expect(() => playerMessage(new Error('x') as never)).toThrow(expect.objectContaining({ code: 'argument/invalid' }));
    expect(() => playerMessage({ code: 'choice/nothing', details: {} } as never)).toThrow(expect.objectContaining({ code: 'argument/invalid' }));
  });
});
