// The effects' names, one a language, for every place a player reads an effect: the
// choices and rounds in words, the error messages, the drawing's cards, the CLI and the
// page. The engine's codes (`improvement`, `temp`) are data, not words: a player reads
// the rulebook's names.
import { deepFreeze } from '../internal/freeze.js';
import type { Effect } from '../rules/cards.js';

/**
 * The effects' names in one language ([rules §5](../../docs/rules.md#5-effects), the
 * vocabulary table): what a card, a round's log, a message and the statistics call each
 * effect. The drawing's cards (`offerSvg`), `describeChoice`, `describeRound`,
 * `playerMessage`, the CLI and the page all take them from here
 * ({@link EFFECT_WORDS_EN}, {@link EFFECT_WORDS_FR}).
 *
 * @example
 * ```ts
 * import { EFFECT_WORDS_EN, type Effect, type EffectWords } from 'welcome-to-engine';
 * const label = (effect: Effect, words: EffectWords = EFFECT_WORDS_EN) => `${words.names[effect]} card`;
 * label('improvement'); // 'real estate agent card'
 * ```
 *
 * @group Words
 */
export interface EffectWords {
  /** Each effect's name, as its card says it: `real estate agent`, `agence d'intérim`. */
  readonly names: Readonly<Record<Effect, string>>;
  /** The name inside a sentence, with its article: `the real estate agent`, `l'agence d'intérim`. */
  readonly withArticle: Readonly<Record<Effect, string>>;
}

/**
 * The effects' names in English ({@link EffectWords}): fence, real estate agent, park,
 * pool, temp agency, bis. Two of the engine's codes are not a player's words: the
 * `improvement` is the rulebook's real estate agent, the `temp` its temp agency; the
 * fence, park and pool go by what the player draws, as players say them (the rulebook's
 * surveyor, landscaper and pool manufacturer).
 *
 * @example
 * ```ts
 * import { EFFECT_WORDS_EN } from 'welcome-to-engine';
 * EFFECT_WORDS_EN.names.temp; // 'temp agency'
 * EFFECT_WORDS_EN.withArticle.improvement; // 'the real estate agent'
 * ```
 *
 * @group Words
 */
export const EFFECT_WORDS_EN: EffectWords = deepFreeze<EffectWords>({
  names: { fence: 'fence', improvement: 'real estate agent', park: 'park', pool: 'pool', temp: 'temp agency', bis: 'bis' },
  withArticle: { fence: 'the fence', improvement: 'the real estate agent', park: 'the park', pool: 'the pool', temp: 'the temp agency', bis: 'the bis' },
});

/**
 * The effects' names in French, the French edition's cards ({@link EffectWords}):
 * géomètre, agent immobilier, paysagiste, piscine, agence d'intérim, bis.
 *
 * @example
 * ```ts
 * import { EFFECT_WORDS_FR } from 'welcome-to-engine';
 * EFFECT_WORDS_FR.names.fence; // 'géomètre'
 * EFFECT_WORDS_FR.withArticle.pool; // 'la piscine'
 * ```
 *
 * @group Words
 */
export const EFFECT_WORDS_FR: EffectWords = deepFreeze<EffectWords>({
  names: { fence: 'géomètre', improvement: 'agent immobilier', park: 'paysagiste', pool: 'piscine', temp: "agence d'intérim", bis: 'bis' },
  withArticle: { fence: 'le géomètre', improvement: "l'agent immobilier", park: 'le paysagiste', pool: 'la piscine', temp: "l'agence d'intérim", bis: 'le bis' },
});
