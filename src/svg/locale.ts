// The words of the language an option asks for: `locale`, checked as the other options
// are, since a caller's options come from outside.
import { fail } from '../errors/rule-error.js';
import { describeValue } from '../internal/snapshot.js';
import type { Locale } from '../index.js';
import type { SvgWords } from './words.js';
import { SVG_WORDS_EN } from './words-en.js';
import { SVG_WORDS_FR } from './words-fr.js';

const TABLES: Readonly<Record<Locale, SvgWords>> = { en: SVG_WORDS_EN, fr: SVG_WORDS_FR };

/** The words of `locale`: English when it is left out. */
export function wordsOf(locale: unknown): SvgWords {
  if (locale === undefined) return SVG_WORDS_EN;
  if (locale !== 'en' && locale !== 'fr') fail('argument/invalid', { name: 'options.locale', expected: "'en' or 'fr'", given: describeValue(locale) });
  return TABLES[locale];
}
