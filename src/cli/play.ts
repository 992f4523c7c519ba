import { writeFileSync } from 'node:fs';
import type { Bot } from '../bots/bot.js';
import { decisionSeeds } from '../bots/play-game.js';
import { RuleError } from '../errors/rule-error.js';
import { applyChoice, validateChoice } from '../game/round/apply.js';
import type { BuildChoice, Choice, PlanClaim } from '../game/choice/choice.js';
import { createGame } from '../game/create.js';
import { legalChoices, legalClaims } from '../game/legal/queries.js';
import { resolveRound } from '../game/round/resolve.js';
import type { GameOptions, GameState } from '../game/types.js';
import { playerView } from '../game/view.js';
import { CHOICE_SYNTAX, choiceFromText, choiceToText } from './choice-text.js';
import type { Io } from './io.js';
import { renderOffer, renderPlans, renderScores, renderSheet } from './render.js';

/** The person's seat. */
export const YOU = 'you';

const claimText = (claims: readonly PlanClaim[]) =>
  claims
    .map((claim) => `plan ${claim.plan}${claim.estates === undefined ? '' : ` with ${claim.estates.map((e) => `street ${e.street} houses ${e.start}-${e.start + e.size - 1}`).join(', ')}`}`)
    .join(' and ');

/** Asks until the answer is one of the numbered options (blank for none). */
async function askClaims(io: Io, sets: readonly (readonly PlanClaim[])[]): Promise<readonly PlanClaim[] | undefined> {
  io.out('You may claim:');
  sets.forEach((set, index) => io.out(`  ${index + 1}: ${claimText(set)}`));
  for (;;) {
    const answer = await io.line(`Claim (1-${sets.length}, or blank for none): `);
    if (answer === undefined) return undefined;
    if (answer.trim() === '') return [];
    const set = sets[Number(answer) - 1];
    if (set !== undefined) return set;
    io.out(`Answer a number from 1 to ${sets.length}, or leave it blank.`);
  }
}

/** Asks the person for a legal choice until they give one; `undefined` when the input ends. */
async function askChoice(io: Io, state: GameState): Promise<Choice | undefined> {
  for (;;) {
    const line = await io.line('Your choice (? for help): ');
    if (line === undefined) return undefined;
    if (line.trim() === '?' || line.trim() === 'help') {
      const legal = legalChoices(state, YOU);
      io.out(CHOICE_SYNTAX);
      io.out(`Some legal choices: ${legal.slice(0, 8).map(choiceToText).join(' | ')}${legal.length > 8 ? ` … (${legal.length} in all)` : ''}`);
      continue;
    }
    const parsed = choiceFromText(line);
    if (typeof parsed === 'string') {
      io.out(`Not understood: ${parsed}.`);
      continue;
    }
    const validation = validateChoice(state, YOU, parsed);
    if (!validation.ok) {
      io.out(`Not allowed: ${validation.message.replace('[welcome-to-engine] ', '')}`);
      continue;
    }
    const sets = legalClaims(state, YOU, parsed);
    const claims = sets.length === 0 ? [] : await askClaims(io, sets);
    if (claims === undefined) return undefined;
    if (claims.length === 0) return parsed;
    const claimed: Choice = { ...parsed, claims };
    const first = claims.some((claim) => state.plans[claim.plan]?.approved === false);
    if (parsed.type === 'build' && first && state.rules.reshuffleOnFirstClaim && !state.solo) {
      const answer = await io.line('Ask for a reshuffle of all the cards? (y/n): ');
      if (answer === undefined) return undefined;
      if (answer.trim().toLowerCase().startsWith('y')) return { ...(claimed as BuildChoice), reshuffle: true };
    }
    return claimed;
  }
}

/** Options of `welcome-to play`. */
export interface PlayOptions {
  readonly players: number;
  readonly ruleset: 'collector' | 'original';
  readonly seed: string | undefined;
  readonly bot: Bot;
  readonly botName: string;
  readonly save: string | undefined;
}

/** A person against bots, in the terminal or with piped input. Returns the exit code. */
export async function play(options: PlayOptions, io: Io): Promise<number> {
  const ids = [YOU, ...Array.from({ length: options.players - 1 }, (_, i) => `${options.botName}${i + 2}`)];
  const gameOptions: GameOptions = { players: ids, ruleset: options.ruleset, ...(options.seed === undefined ? {} : { seed: options.seed }) };
  let state: GameState;
  try {
    state = createGame(gameOptions);
  } catch (error) {
    if (error instanceof RuleError) {
      io.err(error.message);
      return 2;
    }
    throw error;
  }
  const seeds = decisionSeeds(state.seed);
  io.out(`Welcome To… ${state.rules.deck === 'original' ? 'original' : 'collector'} rules, seed ${state.seed}. You play against ${ids.slice(1).join(', ') || 'nobody (solo)'}.`);
  while (state.status === 'choosing') {
    io.out('');
    io.out(`── Round ${state.round} ──`);
    io.out(renderPlans(state.plans));
    io.out('');
    io.out(renderSheet(playerView(state, YOU).sheet));
    io.out('');
    io.out(renderOffer(state.offer, playerView(state, YOU).sheet));
    const before = state;
    for (const player of before.players) {
      const seed = seeds();
      if (player.id === YOU) {
        const choice = await askChoice(io, before);
        if (choice === undefined) {
          io.err('The input ended before the game did.');
          return 1;
        }
        state = applyChoice(state, YOU, choice);
      } else {
        state = applyChoice(state, player.id, options.bot(playerView(state, player.id), seed));
      }
    }
    const chosen = state.players.map((player) => `${player.id}: ${choiceToText(player.pending as Choice)}${player.pending?.claims?.length ? ` + claims ${claimText(player.pending.claims)}` : ''}`);
    state = resolveRound(state);
    io.out(`Played: ${chosen.join(' · ')}`);
  }
  io.out('');
  io.out(`── Game over after round ${state.round}: ${state.ended.map((end) => `${end.player ?? 'the deck'} (${end.reason})`).join(', ')} ──`);
  for (const player of state.players) {
    io.out(`${player.id}:`);
    io.out(renderSheet(player.sheet));
  }
  io.out('');
  if (state.result !== null) io.out(renderScores(state.result));
  if (options.save !== undefined) {
    writeFileSync(options.save, `${JSON.stringify(state.record, null, 1)}\n`);
    io.out(`Record saved to ${options.save}.`);
  }
  return 0;
}
