import { Client } from 'boardgame.io/client';
import { Local } from 'boardgame.io/multiplayer';
import type { Game, LongFormMove } from 'boardgame.io';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  clientMoves,
  clientView,
  enumerateMoves,
  gameover,
  INVALID_MOVE,
  MAX_ENUMERATED,
  spectatorRound,
  spectatorView,
  welcomeToGame,
  whyInvalid,
  type WelcomeToMatchOptions,
} from '../../src/adapters/boardgame-io/index.js';
import {
  applyChoice,
  RULESETS,
  createGame,
  describeRound,
  emptySheet,
  isPick,
  legalChoices,
  playerView,
  playGame,
  randomBot,
  resolveRound,
  scoreGame,
  sheetFromText,
  stateAtRound,
  type Bot,
  type Choice,
  type GameRecord,
  type GameState,
  type PickChoice,
  type PlayerView,
  validateChoice,
} from '../../src/index.js';
import { catchLogger, matchOver, playSeat, settle, type BgioClient } from './support.js';

afterEach(() => {
  vi.restoreAllMocks();
});

/** The adapter's game, with the master's latest full state kept for the test to compare. */
function watched(options: WelcomeToMatchOptions = {}): { game: Game<GameState>; master: { state?: GameState } } {
  const game = welcomeToGame(options);
  const master: { state?: GameState } = {};
  const choose = game.moves?.choose as LongFormMove<GameState>;
  return {
    master,
    game: {
      ...game,
      setup: (context, data) => (master.state = (game.setup as NonNullable<Game<GameState>['setup']>)(context, data)),
      moves: {
        ...game.moves,
        choose: {
          ...choose,
          move: (context, ...args) => {
            const next = choose.move(context, ...args);
            // A copy of a move already taken returns G itself (boardgame.io's draft): nothing changed.
            if (typeof next === 'object' && next !== context.G) master.state = next as GameState;
            return next;
          },
        },
      },
    },
  };
}

/**
 * A 2-player match on boardgame.io's Local master, its two clients started, player 1's
 * first-round choice made and settled (boardgame.io's logger caught).
 */
async function oneChosen() {
  const logged = catchLogger();
  const { game, master } = watched();
  const [zero, one] = ['0', '1'].map((playerID) => Client({ game, numPlayers: 2, playerID, multiplayer: Local() })) as [BgioClient, BgioClient];
  [zero, one].forEach((client) => client.start());
  const viewOf = (client: BgioClient) => clientView(client.getState()?.G) as PlayerView;
  clientMoves(one).choose(randomBot(viewOf(one), 1), 1);
  await settle();
  return { logged, master, zero, one, viewOf };
}

/** Bots that make again the choices of a record, round by round. */
function scripted(record: GameRecord): Bot[] {
  return record.options.players === undefined
    ? []
    : (Array.isArray(record.options.players) ? record.options.players : []).map((_, seat) => (view: PlayerView) => {
      const round = record.rounds[view.round - 1] as readonly (Choice | PickChoice)[];
      return round[seat] as Choice;
    });
}

/** The `choose` and `withdraw` moves of `game`, called as the master calls them. */
function movesOf(game: Game<GameState>) {
  const move = (name: string) => (game.moves?.[name] as LongFormMove<GameState>).move;
  return {
    choose: (G: GameState, playerID: string, ...args: unknown[]) => move('choose')({ G, playerID } as never, ...args),
    withdraw: (G: GameState, playerID: string, ...args: unknown[]) => move('withdraw')({ G, playerID } as never, ...args),
  };
}

/** A 2-player game in round 2, both players' first choices made and resolved. */
function roundTwo(): GameState {
  const first = createGame({ players: ['0', '1'], seed: 5 });
  const chosen = ['0', '1'].reduce((state, id) => applyChoice(state, id, randomBot(playerView(state, id), 1)), first);
  return resolveRound(chosen);
}

describe('welcome-to-engine/boardgame.io', () => {
  it('three players through boardgame.io local multiplayer to the end, each waiting for its round: the scores playGame gives for the same choices, and no error logged', async () => {
    const logged = catchLogger();
    const { game, master } = watched();
    const clients = ['0', '1', '2'].map((playerID) => Client({ game, numPlayers: 3, playerID, multiplayer: Local() }));
    const over = matchOver(clients[0] as (typeof clients)[number]);
    clients.forEach((client, seat) => {
      // No client sees the deck or another player's choice before the round resolves.
      client.subscribe((state) => {
        const view = clientView(state?.G);
        if (view === undefined || !('player' in view)) return;
        expect(view).not.toHaveProperty('cards');
        expect(view.players.every((p) => !('pending' in p))).toBe(true);
      });
      playSeat(client, randomBot, seat * 1000);
    });
    clients.forEach((client) => client.start());
    await over;
    const final = clients[0]?.getState();
    const state = master.state as GameState;
    expect(state.status).toBe('over');
    expect(gameover(final?.ctx)).toEqual(state.result);
    const again = playGame(state.record.options, scripted(state.record));
    expect(again.state.result).toEqual(gameover(final?.ctx));
    clients.forEach((client) => client.stop());
    expect(logged.errors).toEqual([]);
  });

  it("keeps no undo stack: every player is active all game long, where boardgame.io's undo does not work, and the stack would store every move's whole state with the match", () => {
    const client = Client({ game: welcomeToGame(), numPlayers: 2 });
    client.start();
    for (let move = 0; move < 10; move++) {
      const G = client.store.getState().G as GameState;
      const playerID = String(move % 2);
      client.updatePlayerID(playerID);
      client.moves.choose?.(legalChoices(G, playerID)[0] as Choice, G.round);
    }
    const state = client.store.getState();
    expect((state.G as GameState).round).toBe(6);
    expect(state._undo).toEqual([]);
    client.stop();
  });

  it("an illegal move is refused with INVALID_MOVE and changes nothing; whyInvalid gives the engine's code and message first", async () => {
    const logged = catchLogger();
    const { game, master } = watched();
    const client = Client({ game, numPlayers: 2, playerID: '0', multiplayer: Local() });
    client.start();
    const before = client.getState()?._stateID;
    const view = clientView(client.getState()?.G);
    if (view === undefined) throw new Error('not synced');
    const bad: Choice = { type: 'build', pair: 0, street: 0, house: 99 };
    expect(whyInvalid(view, '0', bad)).toMatchObject({ code: 'choice/house', message: expect.stringContaining('house') });
    clientMoves(client).choose(bad, 1);
    await settle();
    expect(client.getState()?._stateID).toBe(before);
    expect(master.state?.players[0]?.pending).toBeNull();
    // The refusal is boardgame.io's to log, once.
    expect(logged.errors).toEqual([expect.stringMatching(/^ERROR: invalid move: choose/)]);
    client.stop();
  });

  it('a move made for an earlier round is refused, though its choice is legal in the round being played; without a round it is taken', () => {
    const moves = movesOf(welcomeToGame());
    const G = roundTwo();
    const choice = legalChoices(G, '0')[0] as Choice;
    expect(moves.choose(G, '0', choice, 1)).toBe(INVALID_MOVE);
    expect(moves.choose(G, '0', choice, 3)).toBe(INVALID_MOVE);
    expect(moves.choose(G, '0', choice, '2')).toBe(INVALID_MOVE);
    expect((moves.choose(G, '0', choice, 2) as GameState).players[0]?.pending).toEqual(choice);
    // Existing callers name no round: the move is taken in the round it arrives in.
    expect((moves.choose(G, '0', choice) as GameState).players[0]?.pending).toEqual(choice);
    const chosen = moves.choose(G, '0', choice, 2) as GameState;
    expect(moves.withdraw(chosen, '0', 1)).toBe(INVALID_MOVE);
    expect((moves.withdraw(chosen, '0', 2) as GameState).players[0]?.pending).toBeNull();
  });

  it('a copy of a choose already taken is done, not refused: G unchanged for the choice pending in the round it names, the pick made (before or after the build), and the choice the record holds for a round resolved', () => {
    const moves = movesOf(welcomeToGame());
    const G = roundTwo();
    const recorded = G.record.rounds[0]?.[0] as Choice;
    const [choice, other] = legalChoices(G, '0').filter((step) => !isPick(step) && JSON.stringify(step) !== JSON.stringify(recorded)) as [Choice, Choice];
    const chosen = moves.choose(G, '0', choice, 2) as GameState;
    expect(moves.choose(chosen, '0', { ...choice }, 2)).toBe(chosen);
    // A different choice for the round replaces the pending one, as before.
    expect((moves.choose(chosen, '0', other, 2) as GameState).players[0]?.pending).toEqual(other);
    // Round 1, resolved: the record's choice is done; any other is refused as stale.
    expect(moves.choose(G, '0', recorded, 1)).toBe(G);
    expect(moves.choose(G, '0', JSON.parse(JSON.stringify(recorded)), 1)).toBe(G);
    expect(moves.choose(G, '0', other, 1)).toBe(INVALID_MOVE);
    // A move that names no round takes the round it arrives in, as before.
    expect(moves.choose(chosen, '0', choice)).not.toBe(chosen);
    expect(moves.choose(G, '0', recorded, 3)).toBe(INVALID_MOVE);

    const expert = createGame({ players: ['0', '1'], seed: 4, variants: { expert: true } });
    const [pick, otherPick] = legalChoices(expert, '0').filter(isPick) as [PickChoice, PickChoice];
    const picked = moves.choose(expert, '0', pick, 1) as GameState;
    expect(moves.choose(picked, '0', { ...pick }, 1)).toBe(picked);
    expect(moves.choose(picked, '0', otherPick, 1)).toBe(INVALID_MOVE);
    // Without a round, a pick already made is refused as before.
    expect(moves.choose(picked, '0', pick)).toBe(INVALID_MOVE);
    const build = legalChoices(picked, '0')[0] as Choice;
    const built = moves.choose(picked, '0', build, 1) as GameState;
    expect(moves.choose(built, '0', pick, 1)).toBe(built);
    expect(moves.choose(built, '0', build, 1)).toBe(built);
  });

  it('an expert refusal sent without its card is the refusal the engine recorded with it', () => {
    // No number on offer fits the sheet: any card may be picked, and then refused.
    const sheet = sheetFromText('top 0 1 2 3 4 5 6 7 8 .\nmiddle 0 1 2 3 4 5 6 7 8 9 .\nbottom 0 1 2 3 4 5 6 7 8 9 10 .');
    const offer = [{ number: 1, effect: 'park' }, { number: 2, effect: 'fence' }, { number: 3, effect: 'temp' }] as const;
    const dealt = createGame({ players: ['0', '1'], seed: 1, variants: { expert: true }, position: { round: 20, sheets: [sheet, emptySheet()], offer: [...offer] } });
    const moves = movesOf(welcomeToGame());
    const picked = moves.choose(dealt, '0', { type: 'pick', card: 2 }, 20) as GameState;
    const refused = moves.choose(picked, '0', { type: 'refuse' }, 20) as GameState;
    expect(refused.players[0]?.pending).toEqual({ type: 'refuse', card: 2 });
    expect(moves.choose(refused, '0', { type: 'refuse' }, 20)).toBe(refused);
    expect(moves.choose(refused, '0', { type: 'refuse', card: 2 }, 20)).toBe(refused);
    const resolved = resolveRound(applyChoice(applyChoice(refused, '1', { type: 'pick', card: 0 }), '1', legalChoices(applyChoice(refused, '1', { type: 'pick', card: 0 }), '1')[0] as Choice));
    expect(resolved.round).toBe(21);
    expect(moves.choose(resolved, '0', { type: 'refuse' }, 20)).toBe(resolved);
    expect(moves.choose(resolved, '0', { type: 'refuse', card: 1 }, 20)).toBe(INVALID_MOVE);
  });

  it('a client that sends its move again before its view shows it, the copy arriving after the round resolved: taken as done, and boardgame.io logs no error', async () => {
    const { logged, master, zero, one, viewOf } = await oneChosen();
    const first = randomBot(viewOf(zero), 2) as Choice;
    clientMoves(zero).choose(first, 1);
    clientMoves(zero).choose(first, 1);
    await settle();
    expect(master.state?.round).toBe(2);
    expect(master.state?.record.rounds[0]?.[0]).toEqual(first);
    expect(master.state?.players.map((player) => player.pending)).toEqual([null, null]);
    expect(logged.errors).toEqual([]);
    [zero, one].forEach((client) => client.stop());
  });

  it('whyInvalid gives why a move for another round is refused: round/stale, naming the round being played', () => {
    const G = roundTwo();
    const view = playerView(G, '0');
    const choice = legalChoices(G, '0')[0] as Choice;
    expect(whyInvalid(view, '0', choice, 1)).toEqual({ code: 'round/stale', message: expect.stringMatching(/made for round 1, but round 2 is being played/) });
    expect(whyInvalid(view, '0', choice, 'two')).toEqual({ code: 'argument/invalid', message: expect.stringMatching(/round must be a round number from 1/) });
    expect(whyInvalid(view, '0', choice, 2)).toBeUndefined();
    expect(whyInvalid(view, '0', choice)).toBeUndefined();
  });

  it('whyInvalid on a G that is no view (a tampered client state) throws argument/invalid naming it, before any round is compared', () => {
    // As a client holds it: through JSON, so not a view this engine made.
    const tampered = { ...JSON.parse(JSON.stringify(playerView(roundTwo(), '0'))), round: 'two' };
    const choice = legalChoices(roundTwo(), '0')[0] as Choice;
    expect(() => whyInvalid(tampered, '0', choice, 1)).toThrow(
      expect.objectContaining({ code: 'argument/invalid', message: expect.stringMatching(/^\[welcome-to-engine\] argument\/invalid: G\.round must be /) }),
    );
  });

  it('a spectator sees the offer of an expert game as a player who has not picked sees it (rules §10.4: numbers only), even once the first seat has picked', () => {
    const start = createGame({ players: ['0', '1'], seed: 5, variants: { expert: true } });
    const pick = legalChoices(start, '0').find(isPick) as PickChoice;
    const picked = applyChoice(start, '0', pick);
    const seen = spectatorView(picked);
    expect(seen.offer).toEqual(playerView(picked, '1').offer);
    expect(seen.offer.every((pair) => pair.effect === null)).toBe(true);
    expect(playerView(picked, '0').offer.some((pair) => pair.effect !== null)).toBe(true);
    expect(seen).not.toHaveProperty('pick');
    expect(seen.players).toEqual(playerView(picked, '1').players);
  });

  it("a client that sends again before its view shows its choice: the second choice, made from round 1's view, is refused rather than played in round 2", async () => {
    const { logged, master, zero, one, viewOf } = await oneChosen();
    // Player 0's first choice resolves round 1; its second, made from the same view of
    // round 1, would be legal in round 2 too.
    const first = randomBot(viewOf(zero), 2) as Choice;
    const nextRound = resolveRound(applyChoice(master.state as GameState, '0', first));
    const second = legalChoices(viewOf(zero), '0').find((choice) => validateChoice(nextRound, '0', choice).ok) as Choice;
    expect(second).toBeDefined();
    clientMoves(zero).choose(first, 1);
    clientMoves(zero).choose(second, 1);
    await settle();
    expect(master.state?.round).toBe(2);
    expect(master.state?.record.rounds[0]?.[0]).toEqual(first);
    expect(master.state?.players.map((player) => player.pending)).toEqual([null, null]);
    expect(viewOf(zero).round).toBe(2);
    expect(logged.errors).toEqual([expect.stringMatching(/^ERROR: invalid move: choose/)]);
    [zero, one].forEach((client) => client.stop());
  });

  it("gameover reads ctx.gameover as the engine's GameScore, checked: undefined while the match goes on, refused when it is no GameScore", () => {
    const { state } = playGame({ players: 2, seed: 3, sheet: 'ice-cream' }, [randomBot, randomBot]);
    const score = state.result;
    expect(gameover({ gameover: JSON.parse(JSON.stringify(score)) })).toEqual(score);
    expect(gameover({})).toBeUndefined();
    expect(gameover(undefined)).toBeUndefined();
    const refused = (given: unknown, path: string) =>
      expect(() => gameover({ gameover: given })).toThrow(expect.objectContaining({ code: 'argument/invalid', message: expect.stringContaining(`whose ${path} is not`) }));
    refused({ winner: '0' }, 'ctx.gameover.winner'); // another game's: boardgame.io's tic-tac-toe
    refused({ ...score, players: score?.players.map((player) => ({ ...player, rank: 0 })) }, 'ctx.gameover.players[0].rank');
    refused({ ...score, winners: ['nobody'] }, 'ctx.gameover.winners');
    refused({ ...score, players: score?.players.map((player) => ({ ...player, breakdown: { ...player.breakdown, parks: [1, 2] } })) }, 'ctx.gameover.players[0].breakdown.parks');
    refused(
      { ...score, players: score?.players.map((player) => ({ ...player, breakdown: { ...player.breakdown, season: { kind: 'eggs', eggs: 1 } } })) },
      'ctx.gameover.players[0].breakdown.season.points',
    );
  });

  it("match options are checked when the game is made, as createGame checks them; players, seed and position are boardgame.io's", () => {
    expect(() => welcomeToGame({ ruleset: 'house' as never })).toThrow(expect.objectContaining({ code: 'options/ruleset' }));
    for (const key of ['players', 'seed', 'position']) {
      expect(() => welcomeToGame({ [key]: 2 } as never)).toThrow(expect.objectContaining({ code: 'argument/invalid', message: expect.stringContaining(`options.${key}`) }));
    }
    expect(welcomeToGame({ sheet: 'eggs', variants: { expert: true } }).minPlayers).toBe(2);
    expect(welcomeToGame({ ruleset: 'original' }).minPlayers).toBe(1);
  });

  it("a match's setup data from the lobby gives its ruleset, variants and sheet in place of the game's; the lobby's check answers the engine's message for any other", () => {
    const game = welcomeToGame({ variants: { roundabouts: true } });
    const setup = (setupData: unknown, numPlayers = 2) =>
      game.setup({ ctx: { numPlayers, playOrder: Array.from({ length: numPlayers }, (_, i) => String(i)) }, random: { Number: () => 0.25 } } as never, setupData);
    const dealt = setup({ ruleset: 'original', variants: { expert: true }, sheet: 'eggs' }, 1);
    expect([dealt.rules, dealt.variants.expert, dealt.variants.roundabouts, dealt.players[0]?.sheet.season.kind, dealt.players.length]).toEqual([RULESETS.original, true, false, 'eggs', 1]);
    expect(setup(undefined).variants.roundabouts).toBe(true);
    expect(setup({ sheet: 'christmas' }).variants.roundabouts).toBe(true);
    const validate = game.validateSetupData as (setupData: unknown, numPlayers: number) => string | undefined;
    expect(validate({ ruleset: 'original', sheet: 'ice-cream' }, 3)).toBeUndefined();
    expect(validate(undefined, 2)).toBeUndefined();
    expect(validate({ ruleset: 'collector' }, 1)).toMatch(/players/);
    expect(validate({ ruleset: 'house' }, 2)).toMatch(/options\/ruleset/);
    expect(validate({ players: 4 }, 2)).toMatch(/setupData\.players.*ruleset, variants, sheet/);
    expect(validate('original', 2)).toMatch(/setupData.*an object of ruleset, variants, sheet/);
    expect(validate({ sheet: 'moon' }, 2)).toMatch(/sheet/);
    expect(() => setup({ seed: 3 })).toThrow(expect.objectContaining({ code: 'argument/invalid' }));
    // The bots' level is the server's to read, not the game's: checked, and dealt without.
    expect(validate({ ruleset: 'original', bots: 'expert' }, 2)).toBeUndefined();
    expect(setup({ ruleset: 'original', bots: 'casual' })).toEqual(setup({ ruleset: 'original' }));
    expect(validate({ bots: 'grandmaster' }, 2)).toMatch(/setupData\.bots.*beginner, casual, strong, expert/);
    expect(validate({ bots: './my-bot.mjs' }, 2)).toMatch(/setupData\.bots/);
  });

  it('a replay of a running match shows each resolved round as anyone may see it once played (spectatorRound): the offer whole, the sheets before and after, the scores after, the words; no round still being played', () => {
    const bot = randomBot;
    let state = createGame({ players: ['0', '1'], seed: 9, variants: { expert: true } });
    const play = (id: string) => {
      while (state.players.find((player) => player.id === id)?.pending === null) state = applyChoice(state, id, bot(playerView(state, id), 3) as Choice);
    };
    for (let round = 0; round < 3; round++) {
      for (const { id } of state.players) play(id);
      state = resolveRound(state);
    }
    // Round 4 under way: seat 0 has picked and built, seat 1 not yet. What round 3 shows is the same before and after.
    const beforeChoice = spectatorRound(state, 3);
    play('0');
    expect(state.players[0]?.pending).not.toBeNull();
    const shown = spectatorRound(state, 3);
    expect(shown).toEqual(beforeChoice);
    const [before, after] = [stateAtRound(state.record, 3), stateAtRound(state.record, 4)];
    expect([shown.round, shown.rounds, shown.over]).toEqual([3, 3, false]);
    // The offer's effects too, which a spectator did not see while the round was played: its cards have been played since.
    expect(shown.offer).toEqual(before.offer);
    expect(spectatorView(before).offer.every((pair) => pair.effect === null)).toBe(true);
    expect(shown.players.map((player) => [player.id, player.before, player.after])).toEqual(before.players.map((player, i) => [player.id, player.sheet, after.players[i]?.sheet]));
    expect(shown.players.map((player) => player.score)).toEqual(scoreGame(after).players.map((player) => player.breakdown));
    expect(shown.plans).toEqual(after.plans);
    expect(shown.words).toEqual({ en: describeRound(state, 3), fr: describeRound(state, 3, { locale: 'fr' }) });
    // Nothing of round 4: round 3 shows the same before and after seat 0 chose (above), whatever round 4's deal.
    const otherDeal = { ...state, offer: [...state.offer].reverse(), cards: { ...state.cards, stacks: state.cards.stacks.map((stack) => [...stack].reverse()) } } as GameState;
    expect(spectatorRound(otherDeal, 3)).toEqual(shown);
    expect(() => spectatorRound(state, 4)).toThrow(expect.objectContaining({ code: 'argument/invalid', message: expect.stringMatching(/a resolved round, 1 to 3/) }));
    expect(() => spectatorRound(state, 1.5)).toThrow(expect.objectContaining({ code: 'argument/invalid' }));
    expect(() => spectatorRound(createGame({ players: 2, seed: 1 }), 1)).toThrow(expect.objectContaining({ code: 'argument/invalid', message: expect.stringMatching(/none has resolved yet/) }));
    // At the game's end, the last round is over and its scores are the result.
    const finished = playGame({ players: 2, seed: 4 }, [randomBot, randomBot]).state;
    const last = spectatorRound(finished, finished.record.rounds.length);
    expect(last.over).toBe(true);
    expect(last.players.map((player) => player.score.total)).toEqual(finished.result?.players.map((player) => player.breakdown.total));
  });

  it("the moves are redacted: boardgame.io's log carries a choice's arguments to its own player only", () => {
    const moves = welcomeToGame().moves as Record<string, LongFormMove>;
    expect([moves.choose?.redact, moves.withdraw?.redact]).toEqual([true, true]);
  });

  it('ai.enumerate is bounded and reaches every kind of choice', () => {
    const state = createGame({ players: ['0', '1'], seed: 3, variants: { roundabouts: true } });
    const moves = enumerateMoves(state, '0');
    expect(moves.length).toBeGreaterThan(10);
    expect(moves.length).toBeLessThanOrEqual(MAX_ENUMERATED);
    const choices = moves.map((m) => m.args[0] as Choice);
    expect(choices.some((c) => c.type === 'build' && c.roundabout !== undefined)).toBe(true);
    expect(choices.some((c) => c.type === 'build' && c.effect !== undefined)).toBe(true);
    expect(choices.some((c) => c.type === 'build' && c.effect === undefined)).toBe(true);
    expect(enumerateMoves(playerView(state, '0'), '0')).toEqual(moves);
    // Each names its round, as the choose move takes it.
    expect(moves.every((m) => m.args[1] === state.round)).toBe(true);
  });

  it('ai.enumerate "whenever the player has a legal choice at least one is listed": an expert pick whose number fits only beside a roundabout in a house the sample passes over', () => {
    // 12 and 15 fit at the end of the top and bottom streets; 9 fits nowhere as printed,
    // and only after a roundabout in house 5 of the middle street (its left side then
    // ends with 3). The sample's roundabouts go in the first and last free houses (top
    // 9, bottom 11), beside which 9 fits nowhere and a refusal is not allowed.
    const sheet = sheetFromText('top 0 1 2 3 4 5 6 7 10 .\nmiddle 0 1 2 3 . . 4 5 6 7 8\nbottom 0 1 2 3 4 5 6 7 8 9 10 .');
    const offer = [{ number: 12, effect: 'park' }, { number: 9, effect: 'park' }, { number: 15, effect: 'fence' }] as const;
    const dealt = createGame({ players: ['0', '1'], seed: 1, variants: { expert: true, roundabouts: true }, position: { round: 20, sheets: [sheet, emptySheet()], offer: [...offer] } });
    const state = applyChoice(dealt, '0', { type: 'pick', card: 1 });
    expect(legalChoices(state, '0').length).toBeGreaterThan(0);
    const moves = enumerateMoves(state, '0');
    expect(moves.map((m) => m.args[0])).toEqual([
      { type: 'build', pair: 2, street: 1, house: 4, roundabout: { street: 1, house: 5 } },
      { type: 'build', pair: 3, street: 1, house: 4, roundabout: { street: 1, house: 5 } },
    ]);
    expect(moves.every((m) => validateChoice(state, '0', m.args[0]).ok)).toBe(true);
    expect(enumerateMoves(playerView(state, '0'), '0')).toEqual(moves);
  });
});
