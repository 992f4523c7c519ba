// What plans ask for, in words: the conditions of the plans on a condition and what an
// estate plan asks of each estate, in English and French, for the player messages and
// the drawing's plan cards.
import { deepFreeze } from '../internal/freeze.js';
import type { EstateCondition, PlanCondition } from '../rules/plans.js';

/**
 * What plans ask for, in the words of one language: each plan condition (the advanced
 * and seasonal plans that need no estates) and what a seasonal estate plan asks of each
 * estate. The player messages and the drawing's plan cards say them so; a front-end can
 * show them beside a plan ({@link PLAN_WORDS_EN}, {@link PLAN_WORDS_FR}).
 *
 * @example
 * ```ts
 * import { PLAN_WORDS_EN, type PlanDefinition, type PlanWords } from 'welcome-to-engine';
 * function need(plan: PlanDefinition, words: PlanWords = PLAN_WORDS_EN): string {
 *   return plan.requirement.type === 'condition' ? words.conditions[plan.requirement.condition] : `estates of ${plan.requirement.sizes.join(', ')}`;
 * }
 * ```
 *
 * @group Words
 */
export interface PlanWords {
  /** A plan on a condition, by its condition: what it needs ("every house of the top street built"). */
  readonly conditions: Readonly<Record<PlanCondition, string>>;
  /** A seasonal estate plan, by what it asks of each estate ("no sold cone"). */
  readonly estates: Readonly<Record<EstateCondition, string>>;
}

/** A plan's condition, in English. */
export const CONDITION_EN: Readonly<Record<PlanCondition, string>> = {
  'bottom-street-full': 'every house of the bottom street built',
  'top-street-full': 'every house of the top street built',
  'five-bis-in-one-street': 'five bis copies in one street',
  'seven-temps': 'seven temp agency boxes crossed',
  'street-ends': 'the first and last houses of every street built',
  'two-streets-all-parks': 'every park of two streets',
  'one-street-parks-pools-roundabout': 'one street with every park, every pool and a roundabout',
  'two-streets-all-pools': 'every pool of two streets',
  'bottom-street-parks-pools': 'every park and every pool of the bottom street',
  'middle-street-parks-pools': 'every park and every pool of the middle street',
  'street-cones-sold': 'every cone of one street sold',
  'street-one-string': 'every house of one street on one string of lights',
  'bottom-street-eggs': 'every egg of the bottom street collected',
};

/** A plan's condition, in French. */
export const CONDITION_FR: Readonly<Record<PlanCondition, string>> = {
  'bottom-street-full': 'toutes les maisons de la rue du bas construites',
  'top-street-full': 'toutes les maisons de la rue du haut construites',
  'five-bis-in-one-street': 'cinq bis dans une même rue',
  'seven-temps': "sept cases de l'agence d'intérim cochées",
  'street-ends': 'la première et la dernière maison de chaque rue construites',
  'two-streets-all-parks': 'tous les parcs de deux rues',
  'one-street-parks-pools-roundabout': 'une rue avec tous ses parcs, toutes ses piscines et un rond-point',
  'two-streets-all-pools': 'toutes les piscines de deux rues',
  'bottom-street-parks-pools': 'tous les parcs et toutes les piscines de la rue du bas',
  'middle-street-parks-pools': 'tous les parcs et toutes les piscines de la rue du milieu',
  'street-cones-sold': "tous les cornets d'une rue vendus",
  'street-one-string': "toutes les maisons d'une rue sur une seule guirlande",
  'bottom-street-eggs': 'tous les œufs de la rue du bas ramassés',
};

/** What an estate plan asks of each estate, in English. */
export const SHOWS_EN: Readonly<Record<EstateCondition, string>> = {
  'no-sold-cone': 'no sold cone',
  'three-sold-cones': 'three sold cones',
  unlinked: 'no string of lights between its houses',
  linked: 'every house linked to the next',
  'no-egg': 'no collected egg',
  'three-eggs': 'three collected eggs',
};

/** What an estate plan asks of each estate, in French. */
export const SHOWS_FR: Readonly<Record<EstateCondition, string>> = {
  'no-sold-cone': 'aucun cornet vendu',
  'three-sold-cones': 'trois cornets vendus',
  unlinked: 'aucune guirlande entre ses maisons',
  linked: 'chaque maison reliée à la suivante',
  'no-egg': 'aucun œuf ramassé',
  'three-eggs': 'trois œufs ramassés',
};

/**
 * What plans ask for, in English ({@link PlanWords}).
 *
 * @example
 * ```ts
 * import { PLAN_WORDS_EN } from 'welcome-to-engine';
 * PLAN_WORDS_EN.conditions['seven-temps']; // 'seven temp agency boxes crossed'
 * PLAN_WORDS_EN.estates['no-egg']; // 'no collected egg'
 * ```
 *
 * @group Words
 */
export const PLAN_WORDS_EN: PlanWords = deepFreeze<PlanWords>({ conditions: CONDITION_EN, estates: SHOWS_EN });

/**
 * What plans ask for, in French, the French edition's words ({@link PlanWords}).
 *
 * @example
 * ```ts
 * import { PLAN_WORDS_FR } from 'welcome-to-engine';
 * PLAN_WORDS_FR.conditions['top-street-full']; // 'toutes les maisons de la rue du haut construites'
 * ```
 *
 * @group Words
 */
export const PLAN_WORDS_FR: PlanWords = deepFreeze<PlanWords>({ conditions: CONDITION_FR, estates: SHOWS_FR });
