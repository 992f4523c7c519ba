// `npm run train -- --method cem|td [settings]`: the bots' learners, by self-play.
// - `cem` (the default): the cross-entropy search over the greedy bot's 15 feature weights
//   (train/cem/train.ts), which wrote the shipped learned weights;
// - `td`: an n-tuple afterstate value learned by temporal differences (train/td/train.ts).
// Each reads its own settings (see its file); both are deterministic from their seed.
const at = process.argv.indexOf('--method');
const method = at >= 0 ? process.argv[at + 1] : 'cem';
if (method === 'cem') await import('./cem/train.js');
else if (method === 'td') await import('./td/train.js');
else {
  process.stderr.write(`npm run train: --method must be cem or td, not ${String(method)}\n`);
  process.exitCode = 2;
}
