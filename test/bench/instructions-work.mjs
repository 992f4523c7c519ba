// The work that `npm run bench:instructions` counts under callgrind: `node --single-threaded
// instructions-work.mjs <entry> <kind> <count>` runs <count> units of <kind> on the build at
// <entry> and prints how many decisions they made (count 0: the start-up alone). With a
// fifth argument <block> it prints `BLOCK <game>` before every <block> games of the random,
// pure and greedy kinds instead, which `npm run bench:deopts` reads beside node's trace.
const [entry, kind, countText, blockText] = process.argv.slice(2);
const engine = await import(new URL(entry, `file://${process.cwd()}/`).href);
const count = Number(countText);
const block = blockText === undefined ? 0 : Number(blockText);
/** Marks the start of a block of games, when asked to. */
const mark = (game) => {
  if (block > 0 && game % block === 0) process.stdout.write(`BLOCK ${game}\n`);
};
let decisions = 0;
if (kind === 'random') {
  // Random 4-player games through playGame with the built-in bot.
  const bots = [engine.randomBot, engine.randomBot, engine.randomBot, engine.randomBot];
  for (let game = 0; game < count; game++) {
    mark(game);
    decisions += engine.playGame({ players: 4, seed: `instructions-${game}` }, bots).record.rounds.length * 4;
  }
} else if (kind.startsWith('players')) {
  // Random games of `players<N>` players through playGame: compared per decision (a player-round).
  const players = Number(kind.slice('players'.length));
  const bots = Array.from({ length: players }, () => engine.randomBot);
  for (let game = 0; game < count; game++) decisions += engine.playGame({ players, seed: `instructions-${game}` }, bots).record.rounds.length * players;
} else if (kind === 'pure') {
  // A user's own loop over the public API: list the legal choices, take one, apply, resolve.
  for (let game = 0; game < count; game++) {
    mark(game);
    let state = engine.createGame({ players: 4, seed: `instructions-${game}` });
    let k = 0;
    while (state.status === 'choosing') {
      for (const player of state.players) {
        const choices = engine.legalChoices(state, player.id);
        state = engine.applyChoice(state, player.id, choices[(k++ * 7919) % choices.length]);
        decisions += 1;
      }
      state = engine.resolveRound(state);
    }
  }
} else if (kind === 'greedy') {
  // Greedy 2-player collector games: each build's greedy bot plays its own games, so compare per decision.
  for (let game = 0; game < count; game++) {
    mark(game);
    decisions += engine.playGame({ players: 2, seed: `instructions-${game}` }, [engine.greedyBot, engine.greedyBot]).record.rounds.length * 2;
  }
} else if (kind === 'listing') {
  // legalChoices in the first three rounds of 4-player games, when sheets hold the most choices.
  const states = [];
  for (let game = 0; game < 40; game++) {
    let state = engine.createGame({ players: 4, seed: `instructions-${game}` });
    for (let round = 0; round < 3; round++) {
      states.push(state);
      for (const player of state.players) state = engine.applyChoice(state, player.id, engine.randomBot(engine.playerView(state, player.id), round));
      state = engine.resolveRound(state);
    }
  }
  for (let i = 0; i < count; i++) engine.legalChoices(states[i % states.length], 'p1');
  decisions = count;
} else if (kind === 'loop') {
  // A server's loop over the public API (npm run bench:public): each player's view, the
  // built-in random bot on it, applyChoice, then resolveRound.
  for (let game = 0; game < count; game++) {
    mark(game);
    let state = engine.createGame({ players: 4, seed: `instructions-${game}` });
    let seed = 0;
    while (state.status === 'choosing') {
      for (const player of state.players) {
        state = engine.applyChoice(state, player.id, engine.randomBot(engine.playerView(state, player.id), seed++));
        decisions += 1;
      }
      state = engine.resolveRound(state);
    }
  }
} else if (kind === 'listingOriginal') {
  // legalChoices under the original rules (compulsory claims) at the positions of rounds 5
  // to 12 of 4-player games, as npm run bench:public lists them.
  const states = [];
  for (let game = 0; game < 20; game++) {
    let state = engine.createGame({ players: 4, ruleset: 'original', seed: `public-${game}` });
    let seed = 0;
    while (state.status === 'choosing') {
      if (state.round >= 5 && state.round <= 12) states.push(state);
      for (const player of state.players) state = engine.applyChoice(state, player.id, engine.randomBot(engine.playerView(state, player.id), seed++));
      state = engine.resolveRound(state);
    }
  }
  for (let i = 0; i < count; i++) engine.legalChoices(states[i % states.length], 'p1');
  decisions = count;
} else {
  throw new Error(`unknown kind ${kind}`);
}
if (block === 0) process.stdout.write(`${decisions}\n`);
