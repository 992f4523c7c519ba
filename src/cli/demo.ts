import { botTurn, decisionSeeds } from '../bots/play-game.js';
import { greedyBot } from '../bots/greedy.js';
import { randomBot } from '../bots/random.js';
import type { Choice } from '../game/choice/choice.js';
import { createGame } from '../game/create.js';
import { resolveRound } from '../game/round/resolve.js';
import type { Io } from './io.js';
import { personChoiceText } from './person-text.js';
import { choosablePairs, drawSheet, renderOffer, renderPlans, renderScores } from './render.js';

const SEATS = [
  ['greedy-ann', greedyBot],
  ['greedy-bob', greedyBot],
  ['random-cy', randomBot],
  ['random-di', randomBot],
] as const;

/** `npm start`: one seeded 4-player bot game, round by round, then the final sheets and scores. */
export function demo(seed: string, io: Io): number {
  let state = createGame({ players: SEATS.map(([id]) => id), seed });
  const seeds = decisionSeeds(state.seed);
  io.out(`Welcome To… a seeded game between two greedy and two random bots (collector rules, seed "${seed}").`);
  io.out(renderPlans(state.plans));
  while (state.status === 'choosing') {
    io.out('');
    io.out(`Round ${state.round}`);
    io.out(renderOffer(state.offer));
    SEATS.forEach(([id, bot]) => {
      state = botTurn(state, id, bot, seeds());
    });
    // As a person would type them at welcome-to play: counted from 1.
    for (const player of state.players) {
      const choice = player.pending as Choice;
      io.out(`  ${player.id.padEnd(11)} ${personChoiceText(choice, choosablePairs(state.offer))}`);
    }
    state = resolveRound(state);
  }
  io.out('');
  io.out(`Game over after round ${state.round}: ${state.ended.map((end) => `${end.player ?? 'the deck'} (${end.reason})`).join(', ')}.`);
  for (const player of state.players) {
    io.out('');
    io.out(`${player.id}:`);
    io.out(drawSheet(player.sheet, state.variants));
  }
  io.out('');
  if (state.result !== null) io.out(renderScores(state.result));
  return 0;
}
