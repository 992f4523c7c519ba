// The shipped weights of the pattern value, one table a size of game, decoded once when the
// module loads.
import { ZEROS, type PatternFile } from './file.js';
import { PATTERN_LAYOUT, PATTERN_WEIGHTS } from './patterns.js';
import { HAND_VALUATION, type Valuation } from '../valuation.js';
import { SOLO_PATTERNS } from './weights/solo.js';
import { TWO_PLAYER_PATTERNS } from './weights/two-player.js';
import { FOUR_PLAYER_PATTERNS } from './weights/four-player.js';

/** The weights of `file`, or what keeps them from fitting this engine. */
export function decodePatterns(file: PatternFile): Float32Array | string {
  if (file.layout !== PATTERN_LAYOUT) return `the weights were learned on the pattern tables ${file.layout}, the engine reads ${PATTERN_LAYOUT}`;
  const text = atob(file.data);
  const words = new Int16Array(text.length >> 1);
  for (let i = 0; i < words.length; i++) words[i] = text.charCodeAt(2 * i) | (text.charCodeAt(2 * i + 1) << 8);
  const weights = new Float32Array(PATTERN_WEIGHTS);
  let at = 0;
  for (let i = 0; i < words.length; i++) {
    const word = words[i] as number;
    if (word === ZEROS) at += (words[++i] as number) & 0xffff;
    else weights[at++] = word / file.scale;
  }
  return at === PATTERN_WEIGHTS ? weights : `the weights hold ${at} values, the engine reads ${PATTERN_WEIGHTS}`;
}

/** The shipped files, by the size of game each was learned on. */
export const PATTERN_FILES: readonly PatternFile[] = [SOLO_PATTERNS, TWO_PLAYER_PATTERNS, FOUR_PLAYER_PATTERNS];

/** The shipped files' weights, decoded (some 15,700 numbers each; a few milliseconds for the three, when the module loads). */
function decodeShipped(): readonly Float32Array[] {
  return PATTERN_FILES.map((file) => {
    const weights = decodePatterns(file);
    // The shipped weights are checked by the tests: this is a build that shipped the wrong file.
    if (typeof weights === 'string') throw new Error(`welcome-to-engine: the pattern weights do not fit this engine: ${weights}`);
    return weights;
  });
}

/** The shipped weights, a table a size of game (solo, 2 players, 4 players, as `tableOfPlayers` picks them): constants, never written. */
const SHIPPED: readonly Float32Array[] = decodeShipped();

/** The hand-set weights plus the shipped pattern weights, which were learned on top of them: the `'patterns'` rating. */
export const PATTERN_VALUATION: Valuation = { ...HAND_VALUATION, patterns: SHIPPED };
