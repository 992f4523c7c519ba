// The checks both smoke tests run against the built entry they loaded.
exports.check = function check(engine, assert) {
  assert.equal(typeof engine.scoreSheet, 'function');
  assert.equal(engine.DECKS.original.length, 81);
  assert.equal(engine.DECKS.collector.length, 63);
  assert.equal(engine.PLANS.length, 37);
  assert.deepEqual(engine.tempAwards([5, 5, 3, 2]), [7, 7, 4, 1]);
  const sheet = { ...engine.emptySheet(), pools: 3, bis: 2, plans: [8, null, null] };
  assert.equal(engine.scoreSheet(sheet).total, 8 + 9 - 3);
  assert.throws(
    () => engine.scoreSheet({ ...engine.emptySheet(), refusals: 4 }),
    (error) => error instanceof engine.RuleError && error.code === 'sheet/track-out-of-range',
  );
  assert.ok(!('copyState' in engine) && !('readChoiceText' in engine) && !('streetsToText' in engine), 'internals stay out of the public entry');
  // The notations, through the bundle: each reads back what it writes.
  assert.deepEqual(engine.sheetFromText(engine.sheetToText(sheet)), sheet);
  assert.equal(engine.choiceToText(engine.choiceFromText('0 2 5 fence 2 5 ro 1 4')), '0 2 5 fence 2 5 roundabout 1 4');
  assert.throws(() => engine.choiceFromText('0 9'), (error) => engine.isRuleError(error) && error.code === 'notation/choice');
  assert.match(engine.renderSheet(sheet), /pools xxx/);
};

// One whole game through the built bundle.
exports.playGame = function playGame(engine, assert) {
  let state = engine.createGame({ players: 3, seed: 'dist' });
  while (state.status === 'choosing') {
    for (const player of state.players) state = engine.applyChoice(state, player.id, engine.legalChoices(state, player.id)[0]);
    state = engine.resolveRound(state);
  }
  assert.equal(state.result.players.length, 3);
  assert.deepEqual(engine.replay(JSON.parse(JSON.stringify(state.record))), state);
};

// A game with every variant (roundabouts, advanced plans, expert picks), on the ice cream truck sheet, by the shipped bots.
exports.playVariants = function playVariants(engine, assert) {
  const options = { players: 3, seed: 'dist-variants', ruleset: 'original', sheet: 'ice-cream', variants: { roundabouts: true, advancedPlans: true, expert: true } };
  const played = engine.playGame(options, [engine.randomBot, engine.greedyBot, engine.randomBot]);
  assert.equal(played.state.status, 'over');
  assert.ok(played.state.players.some((player) => player.sheet.roundabouts > 0), 'the random bots write roundabouts');
  assert.deepEqual(engine.replay(JSON.parse(JSON.stringify(played.record))), played.state);
};

// A game on each seasonal sheet, whose points reach the score.
exports.playSeasons = function playSeasons(engine, assert) {
  for (const sheet of ['ice-cream', 'christmas', 'eggs']) {
    const played = engine.playGame({ players: 2, seed: `dist-${sheet}`, sheet }, [engine.greedyBot, engine.randomBot]);
    assert.equal(played.state.players[0].sheet.season.kind, sheet);
    assert.equal(played.state.result.players[0].breakdown.season.kind, sheet);
  }
};

/**
 * The boardgame.io adapter, built: a match dealt from a stand-in of boardgame.io's
 * random source, a legal and an illegal move, the views, the bots' moves.
 */
function checkAdapter(adapter, engine, assert) {
  const game = adapter.welcomeToGame({ ruleset: 'original' });
  assert.equal(game.name, adapter.GAME_NAME);
  assert.equal(adapter.GAME_NAME, 'welcome-to');
  const G = game.setup({ ctx: { playOrder: ['0', '1'] }, random: { Number: () => 0.25 } });
  assert.equal(G.players.length, 2);
  const moves = adapter.enumerateMoves(G, '0');
  assert.ok(moves.length > 0 && moves.length <= adapter.MAX_ENUMERATED);
  const next = game.moves.choose.move({ G, playerID: '0' }, moves[0].args[0]);
  assert.notEqual(next.players[0].pending, null);
  assert.equal(game.moves.choose.move({ G, playerID: '0' }, { type: 'build', pair: 0, street: 0, house: 99 }), adapter.INVALID_MOVE);
  assert.equal(adapter.whyInvalid(engine.playerView(G, '0'), '0', { type: 'build', pair: 0, street: 0, house: 99 }).code, 'choice/house');
  assert.equal(game.playerView({ G: next, playerID: '1' }).players[0].chosen, true);
  assert.equal(game.playerView({ G: next, playerID: null }).spectator, true);
  assert.equal(game.endIf({ G }), undefined);
}

module.exports.checkAdapter = checkAdapter;

// The worker pool's entry: the report of simulate on two threads (a call's own, then a
// pool's), which run the built dist/workers/thread.js, and a bot pool's decision; its
// RuleError is the engine's.
exports.checkWorkers = async function checkWorkers(workers, engine, assert) {
  const options = { games: 7, seed: 'dist-workers' };
  const report = await workers.simulateOnWorkers({ ...options, seats: [{ name: 'greedy', bot: 'greedy' }, { name: 'random', bot: 'random' }], workers: 2, batch: 2 });
  assert.deepEqual(report, engine.simulate({ ...options, seats: [{ name: 'greedy', bot: engine.greedyBot }, { name: 'random', bot: engine.randomBot }] }));
  await assert.rejects(
    () => workers.simulateOnWorkers({ games: 1, seats: [{ name: 'x', bot: 'nobody' }] }),
    (error) => error instanceof engine.RuleError && error.code === 'argument/invalid',
  );
  // A pool kept between runs: two runs on the same built threads.
  const pool = await workers.createSimulationPool({ workers: 2 });
  try {
    for (const seed of ['dist-pool-1', 'dist-pool-2']) {
      const seats = [{ name: 'random', bot: 'random' }, { name: 'greedy', bot: 'greedy' }];
      assert.deepEqual(await pool.simulate({ games: 5, seed, seats }), engine.simulate({ games: 5, seed, seats: [{ name: 'random', bot: engine.randomBot }, { name: 'greedy', bot: engine.greedyBot }] }));
    }
  } finally {
    await pool.destroy();
  }
  // A bot deciding on the built threads: the choice the bot makes here.
  const bots = await workers.createBotPool({ bot: 'strong', workers: 1 });
  try {
    const state = engine.createGame({ players: 2, seed: 'dist-bot-pool' });
    const view = engine.playerView(state, 'p2');
    const seed = engine.decisionSeed(state, 'p2');
    assert.deepEqual(await bots.decide(view, seed), engine.botFor('strong')(view, seed));
  } finally {
    await bots.destroy();
  }
};
