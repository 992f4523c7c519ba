// The work that `npm run bench:deopts` watches: `node --trace-deopt deopts-work.mjs <entry>
// <kind> <count> <block>` plays <count> games of <kind> (random: 4-player games through
// playGame; greedy: 2-player games of two greedy bots; pure: 4-player games through
// legalChoices/applyChoice/resolveRound) on the build at <entry>, and prints a line
// `BLOCK <first game>` before every <block> games, so that node's deoptimisation trace
// can be told apart by where in the run it fell.
const [entry, kind, countText, blockText] = process.argv.slice(2);
const engine = await import(new URL(entry, `file://${process.cwd()}/`).href);
const count = Number(countText);
const block = Number(blockText);
for (let game = 0; game < count; game++) {
  if (game % block === 0) process.stdout.write(`BLOCK ${game}\n`);
  const seed = `deopts-${game}`;
  if (kind === 'random') {
    engine.playGame({ players: 4, seed }, [engine.randomBot, engine.randomBot, engine.randomBot, engine.randomBot]);
  } else if (kind === 'greedy') {
    engine.playGame({ players: 2, seed }, [engine.greedyBot, engine.greedyBot]);
  } else if (kind === 'pure') {
    let state = engine.createGame({ players: 4, seed });
    let k = 0;
    while (state.status === 'choosing') {
      for (const player of state.players) {
        const choices = engine.legalChoices(state, player.id);
        state = engine.applyChoice(state, player.id, choices[(k++ * 7919) % choices.length]);
      }
      state = engine.resolveRound(state);
    }
  } else {
    throw new Error(`unknown kind ${kind}`);
  }
}
