import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { greedyBot, greedyBotWith, playGame, randomBot, replay, type Bot } from '../../src/index.js';
import { gameParamsArb, optionsOf } from '../support/random-play.js';

// playGame applies the built-in random bot's choices without a view, a parse or a second
// play (it plays what it chooses), and the greedy bot's without a view or a parse; a bot
// that merely calls one takes the public path: views, applyChoice's checks. Both must
// play the very same games.
const throughThePublicPath: Bot = (view, seed) => randomBot(view, seed);
const greedyThroughThePublicPath: Bot = (view, seed) => greedyBot(view, seed);
const lively = greedyBotWith({ temperature: 1 });
const learned = greedyBotWith({ temperature: 1, rating: 'learned' });
const learnedThroughThePublicPath: Bot = (view, seed) => learned(view, seed);
const livelyThroughThePublicPath: Bot = (view, seed) => lively(view, seed);
const patterns = greedyBotWith({ temperature: 0.3, rating: 'patterns' });
const patternsThroughThePublicPath: Bot = (view, seed) => patterns(view, seed);

describe("games of the engine's own bots", () => {
  it("the random bot's short path plays the same game as the public path: states, records and scores identical", () => {
    fc.assert(
      fc.property(gameParamsArb, (params) => {
        const options = optionsOf(params);
        const seats = Array.from({ length: params.players }, () => randomBot);
        const fast = playGame(options, seats);
        const slow = playGame(options, seats.map(() => throughThePublicPath));
        expect(JSON.stringify(fast.state)).toBe(JSON.stringify(slow.state));
        expect(JSON.stringify(replay(fast.record))).toBe(JSON.stringify(fast.state));
      }),
      { numRuns: 120 },
    );
  });

  it('a random seat beside others of the public path: the same game', () => {
    fc.assert(
      fc.property(gameParamsArb.filter((params) => params.players >= 2), (params) => {
        const options = optionsOf(params);
        const mixed = Array.from({ length: params.players }, (_, i) => (i % 2 === 0 ? randomBot : throughThePublicPath));
        const slow = Array.from({ length: params.players }, () => throughThePublicPath);
        expect(JSON.stringify(playGame(options, mixed).state)).toBe(JSON.stringify(playGame(options, slow).state));
      }),
      { numRuns: 40 },
    );
  });

  it("the greedy bot's short path plays the same game as the public path: states, records and scores identical", () => {
    fc.assert(
      fc.property(gameParamsArb, (params) => {
        const options = optionsOf(params);
        // Greedy seats (the default, a livelier one and one rating by the learned weights) beside a random one, so that every kind of sheet and claim comes up.
        const fast = Array.from({ length: params.players }, (_, i) => (i === 1 ? randomBot : i === 2 ? lively : i === 3 ? learned : greedyBot));
        const slow = fast.map((bot) => (bot === greedyBot ? greedyThroughThePublicPath : bot === lively ? livelyThroughThePublicPath : bot === learned ? learnedThroughThePublicPath : bot));
        const played = playGame(options, fast);
        expect(JSON.stringify(played.state)).toBe(JSON.stringify(playGame(options, slow).state));
        expect(JSON.stringify(replay(played.record))).toBe(JSON.stringify(played.state));
      }),
      { numRuns: 40 },
    );
  }, 120_000);

  it("the greedy bot by the pattern value: its short path (rivals' temps read off the compact game) plays the same game as the public path (read off the view)", () => {
    fc.assert(
      fc.property(gameParamsArb, (params) => {
        const options = optionsOf(params);
        const fast = Array.from({ length: params.players }, (_, i) => (i === 1 ? greedyBot : patterns));
        const played = playGame(options, fast);
        expect(JSON.stringify(played.state)).toBe(JSON.stringify(playGame(options, fast.map((bot) => (bot === patterns ? patternsThroughThePublicPath : bot))).state));
        expect(JSON.stringify(replay(played.record))).toBe(JSON.stringify(played.state));
      }),
      { numRuns: 12 },
    );
  }, 120_000);
});
