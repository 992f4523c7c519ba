// `node --import tsx train/td/head-to-head.ts`: the head-to-head of the two learners at
// the same budget of 2-player collector self-play games (docs/writing-a-bot.md, "The
// pattern value"), written to docs/learning-td-cem.csv, which `npm run pictures` draws.
// Reads the TD learner's curves (TD_CURVES, comma-separated: the first run's, then the
// runs each started from the last one's end with `--init`, names `slow` and `slower`)
// and the CEM learner's (CEM_CURVE: a learning-curve.csv that
// `TABLES=0 OUT=- CURVE=… npm run train` wrote, trained on the 2-player table alone),
// whose generation g has played g × CEM_GAMES games (16 candidates × 150 games: 2,400).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { VERSION } from './value.js';

const TD = (process.env.TD_CURVES ?? ['', '-slow', '-slower'].map((name) => `train/td/curve-${VERSION}-2p-collector${name}.csv`).join(',')).split(',');
const CEM = process.env.CEM_CURVE ?? 'train/cem/run-2p/learning-curve.csv';
const CEM_GAMES = Number(process.env.CEM_GAMES ?? 16 * 150);

const rows = (path: string) => readFileSync(path, 'utf8').trim().split('\n').slice(1).map((line) => line.split(','));
const lines = ['learner,games,mean score'];
// TD: games, seconds, …, the self-play mean last.
for (const path of TD.filter((path) => existsSync(path))) for (const row of rows(path)) lines.push(`TD (n-tuples),${row[0]},${row[row.length - 1]}`);
// CEM: generation, training best, training elite, the 2-player table, mean.
for (const row of rows(CEM)) lines.push(`CEM (features),${Number(row[0]) * CEM_GAMES},${row[3]}`);
writeFileSync('docs/learning-td-cem.csv', `${lines.join('\n')}\n`);
process.stdout.write(`${lines.join('\n')}\n`);
