// `node --import tsx test/bench/observe.bench.ts`: the median time of `observe` on the
// views of random games, as a learning environment calls it every step for every
// player. Not a test: it asserts nothing. It runs the source (no build needed).
import { Bench } from 'tinybench';
import { createGame, observationShape, observe, playerView, randomBot, applyChoice, resolveRound, type GameOptions, type PlayerView } from '../../src/index.js';

/** Every player's view at the start of every round of `games` random games. */
function views(options: Omit<GameOptions, 'seed'>, games: number): PlayerView[] {
  const found: PlayerView[] = [];
  for (let game = 0; game < games; game++) {
    let state = createGame({ ...options, seed: `observe-${game}` });
    let seed = 0;
    while (state.status === 'choosing') {
      const start = state;
      for (const player of start.players) found.push(playerView(start, player.id));
      for (const player of start.players) {
        // An expert game's first step is the pick: the bot steps until it has chosen.
        for (let step = randomBot(playerView(state, player.id), seed++);; step = randomBot(playerView(state, player.id), seed++)) {
          state = applyChoice(state, player.id, step);
          if (step.type !== 'pick') break;
        }
      }
      state = resolveRound(state);
    }
  }
  return found;
}

const bench = new Bench({ time: 2000, warmupTime: 500 });
for (const options of [{ players: 2 }, { players: 4 }, { players: 4, variants: { expert: true } }, { players: 2, sheet: 'ice-cream' }] as const) {
  const seen = views(options, 20);
  const out = new Float32Array(observationShape(options).length);
  const name = JSON.stringify(options);
  let i = 0;
  bench.add(`observe ${name}`, () => {
    observe(seen[i++ % seen.length] as PlayerView);
  });
  let j = 0;
  bench.add(`observe into out ${name}`, () => {
    observe(seen[j++ % seen.length] as PlayerView, out);
  });
}
// A view copied as JSON (from a client, say) is checked first: the price of the check.
const copies = views({ players: 2 }, 2).map((view) => JSON.parse(JSON.stringify(view)) as PlayerView);
let k = 0;
bench.add('observe a copied 2-player view (checked)', () => {
  observe(copies[k++ % copies.length] as PlayerView);
});

await bench.run();
for (const task of bench.tasks) {
  const median = (task.result as { latency?: { p50: number } } | undefined)?.latency?.p50 ?? Number.NaN;
  console.log(`${task.name.padEnd(64)}${`${(median * 1000).toFixed(2)} µs`.padStart(12)}`);
}
