// `node --import tsx train/td/export.ts`: writes the shipped pattern weights
// (src/bots/rating/patterns/weights/) from the TD learner's checkpoints, each quantised
// to 1/256 of a point with runs of zeros packed (tables.ts reads them), and says their
// sizes. CHECKPOINTS may name other files: `solo=…,two-player=…,four-player=…`.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { PATTERN_LAYOUT, PATTERN_WEIGHTS } from '../../src/bots/rating/patterns/patterns.js';
import type { PatternFile } from '../../src/bots/rating/patterns/file.js';
import { encode, SCALE } from './encode.js';
import { rulesStamp } from '../rules-stamp.js';
import { VERSION } from './value.js';

const files = [
  { name: 'solo', constant: 'SOLO_PATTERNS', players: 1, ruleset: 'original' },
  { name: 'two-player', constant: 'TWO_PLAYER_PATTERNS', players: 2, ruleset: 'collector' },
  { name: 'four-player', constant: 'FOUR_PLAYER_PATTERNS', players: 4, ruleset: 'original' },
] as const;
const given = new Map((process.env.CHECKPOINTS ?? '').split(',').filter(Boolean).map((pair) => pair.split('=') as [string, string]));

for (const file of files) {
  const path = given.get(file.name) ?? `train/td/checkpoint-${VERSION}-${file.players}p-${file.ruleset}.json`;
  // A table with no checkpoint yet is written unlearned (its weights 0: the hand rating), as the first run needs the files to load.
  const saved = existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as { played: number; weights: number[] }) : { played: 0, weights: new Array<number>(PATTERN_WEIGHTS).fill(0) };
  if (saved.weights.length !== PATTERN_WEIGHTS) throw new Error(`${path} holds ${saved.weights.length} weights, the patterns ${PATTERN_WEIGHTS}`);
  const data: PatternFile = { layout: PATTERN_LAYOUT, rules: rulesStamp(), players: file.players, ruleset: file.ruleset, games: saved.played, scale: SCALE, data: encode(saved.weights) };
  const text = `// Written by train/td/export.ts from ${path}: the pattern value learned in ${saved.played} self-play games, ${
    file.players === 1 ? 'solo' : `${file.players} players`
  }, ${file.ruleset}.
import type { PatternFile } from '../file.js';

/** The pattern weights learned ${file.players === 1 ? 'solo' : `at ${file.players} players`} (${file.ruleset}). */
export const ${file.constant}: PatternFile = ${JSON.stringify(data, null, 2)};
`;
  const out = `src/bots/rating/patterns/weights/${file.name}.ts`;
  writeFileSync(out, text);
  process.stdout.write(`${out}: ${saved.played} games, ${text.length} bytes\n`);
}
