// What a file of learned pattern weights holds (weights/, written by train/td/export.ts).

/**
 * A file of learned pattern weights, as `train/td/export.ts` writes it: what it was
 * learned on, and the weights. `data` is base64 of little-endian 16-bit whole numbers,
 * each a weight times `scale`, where −32768 followed by a count stands for that many
 * weights of 0 (most patterns are never met).
 */
export interface PatternFile {
  /** The tables' layout it was learned on (`PATTERN_LAYOUT`, patterns.ts). */
  readonly layout: string;
  /** The stamp of the rules' data it was learned on (train/rules-stamp.ts). */
  readonly rules: string;
  /** The games it was learned on: players, ruleset, and how many self-play games. */
  readonly players: number;
  readonly ruleset: string;
  readonly games: number;
  readonly scale: number;
  readonly data: string;
}

/** The marker of a run of zeros. */
export const ZEROS = -32768;
