// The stamp of the rules a valuation is trained for: a digest of the game's data (score
// tracks, sheet layout, decks, plans, rulesets), which the learned weights carry and a
// test compares with the engine's: weights trained for other rules are trained again.
import { DECKS } from '../src/rules/decks.js';
import { SHEET_LAYOUT } from '../src/rules/layout.js';
import { PLANS } from '../src/rules/plans.js';
import { RULESETS } from '../src/rules/rulesets.js';
import { TRACKS } from '../src/rules/tracks.js';

/** FNV-1a (32 bits) of the rules' data as JSON, in hexadecimal. */
export function rulesStamp(): string {
  const text = JSON.stringify({ TRACKS, SHEET_LAYOUT, DECKS, PLANS, RULESETS });
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}
