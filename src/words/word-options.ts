import { fail } from '../errors/rule-error.js';
import { checkedFields, checkedOneOf } from '../internal/arguments.js';
import { describeValue } from '../internal/snapshot.js';
import { CHOICE_PHRASES, type ChoiceWords, type Locale } from './choice-words.js';
import { CHOICE_WORDS_EN } from './choice-words-en.js';
import { CHOICE_WORDS_FR } from './choice-words-fr.js';

/**
 * How {@link describeChoice} and {@link describeRound} word a choice: in which
 * language, and with which phrases of the language's table replaced.
 *
 * @example
 * ```ts
 * import { describeChoice, type WordOptions } from 'welcome-to-engine';
 * const options: WordOptions = { locale: 'fr', words: { reshuffle: () => 'on remélange !' } };
 * describeChoice({ type: 'refuse', reshuffle: true }, undefined, options); // 'refus de permis de construire ; on remélange !'
 * ```
 *
 * @group Words
 */
export interface WordOptions {
  /** The language: `'en'` (the default) or `'fr'`. */
  readonly locale?: Locale | undefined;
  /** Phrases that replace the language's own ({@link CHOICE_WORDS_EN}, {@link CHOICE_WORDS_FR}). */
  readonly words?: Partial<ChoiceWords> | undefined;
}

const TABLES: Readonly<Record<Locale, ChoiceWords>> = { en: CHOICE_WORDS_EN, fr: CHOICE_WORDS_FR };
/**
 * The languages the engine's words are written in: each a {@link Locale} its words
 * ({@link describeChoice}, {@link describeRound}, the SVGs, the error messages) take.
 *
 * @example
 * ```ts
 * import { describeChoice, LOCALES } from 'welcome-to-engine';
 * LOCALES.map((locale) => describeChoice({ type: 'refuse' }, undefined, { locale })); // ['refusal', 'refus de permis de construire']
 * ```
 *
 * @group Words
 */
export const LOCALES: readonly Locale[] = Object.freeze(['en', 'fr'] as const);

/** The table `options` ask for, checked: a caller's options come from outside. */
export function wordsFor(options: unknown): ChoiceWords {
  const fields = checkedFields(options, 'options', ['locale', 'words']);
  const table = TABLES[fields.locale === undefined ? 'en' : checkedOneOf(fields.locale, 'options.locale', LOCALES)];
  if (fields.words === undefined) return table;
  const given = checkedFields(fields.words, 'options.words', CHOICE_PHRASES);
  const phrases: Partial<Record<keyof ChoiceWords, unknown>> = {};
  for (const phrase of CHOICE_PHRASES) {
    const value = given[phrase];
    if (value === undefined) continue;
    if (typeof value !== 'function') return fail('argument/invalid', { name: `options.words.${phrase}`, expected: 'a function returning the phrase', given: describeValue(value) });
    phrases[phrase] = value;
  }
  // Spread over the language's table, so that its own phrases call the caller's (they are methods of the whole).
  return Object.freeze({ ...table, ...phrases }) as ChoiceWords;
}
