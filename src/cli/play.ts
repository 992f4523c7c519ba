import { writeFileSync } from 'node:fs';
import type { Bot } from '../bots/bot.js';
import { botTurn, decisionSeeds } from '../bots/play-game.js';
import { RuleError } from '../errors/rule-error.js';
import type { Choice, PickChoice, PlanClaim } from '../game/choice/choice.js';
import { offerSeenBy } from '../game/choice/pick.js';
import { createGame } from '../game/create.js';
import { eachLegalChoice, legalClaims } from '../game/legal/queries.js';
import { applyChoice } from '../game/choice/apply-choice.js';
import { validateChoice } from '../game/choice/validate-choice.js';
import { resolveRound } from '../game/round/resolve.js';
import type { GameOptions } from '../game/options.js';
import type { GameState, PlayerState } from '../game/state.js';
import { playerView } from '../game/view.js';
import type { Io } from './io.js';
import { personChoiceText, personClaimText, personMessages, PLAY_SYNTAX, readPersonChoice } from './person-text.js';
import { playerMessage } from '../words/error-messages.js';
import { choosablePairs, drawSheet, PLAY_LEGEND, renderOffer, renderPlans, renderScores, variantsText } from './render.js';

/** The person's seat. */
export const YOU = 'you';

/** How many legal choices `?` shows. */
const HINTS = 8;

/** The words that leave the game at any prompt. */
const QUIT_WORDS: readonly string[] = ['q', 'quit', 'exit'];

/** How a person leaves, told under `?`. */
const QUIT_HELP = 'q, quit or exit leaves the game, as does Ctrl-D (the end of the input); a game played with --save FILE goes on later with --resume FILE.';

/** Why the person's turn stopped short: they quit, or their input ended (symbols: no line a person types is one). */
const QUIT = Symbol('quit');
const END = Symbol('end');
type Stop = typeof QUIT | typeof END;

/** The next line a person answers, or why there is none. */
async function answer(io: Io, prompt: string): Promise<string | Stop> {
  const line = await io.line(prompt);
  if (line === undefined) return END;
  return QUIT_WORDS.includes(line.trim().toLowerCase()) ? QUIT : line;
}

const isStop = (value: unknown): value is Stop => value === QUIT || value === END;

const claimText = (claims: readonly PlanClaim[]) =>
  claims
    .map((claim) => {
      const estates = claim.estates === undefined
        ? ''
        : ` with ${claim.estates.map((e) => `street ${e.street + 1} ${e.size === 1 ? `house ${e.start + 1}` : `houses ${e.start + 1}-${e.start + e.size}`}`).join(', ')}`;
      const houses = claim.houses === undefined ? '' : ` with bis houses ${claim.houses.map((h) => h.house + 1).join(', ')} of street ${(claim.houses[0]?.street ?? 0) + 1}`;
      return `plan ${claim.plan + 1}${estates}${houses}`;
    })
    .join(' and ');

/**
 * Asks until the answer is one of the numbered claim sets. With optional claims a blank
 * answer claims nothing; with immediate claims one set is compulsory.
 */
async function askClaims(io: Io, sets: readonly (readonly PlanClaim[])[], compulsory: boolean): Promise<readonly PlanClaim[] | Stop> {
  io.out(compulsory ? 'Your sheet fulfils plans, and claims are immediate in this game; claim:' : 'You may claim:');
  // With the words, the notation that claims the same on the choice's line next time.
  sets.forEach((set, index) => io.out(`  ${index + 1}: ${claimText(set)}   (${set.map(personClaimText).join(' ')})`));
  for (;;) {
    const line = await answer(io, compulsory ? `Claim (1-${sets.length}): ` : `Claim (1-${sets.length}, or blank for none): `);
    if (isStop(line)) return line;
    if (line.trim() === '' && !compulsory) return [];
    const set = sets[Number(line) - 1];
    if (set !== undefined) return set;
    io.out(compulsory ? `Answer a number from 1 to ${sets.length}.` : `Answer a number from 1 to ${sets.length}, or leave it blank.`);
  }
}

/** A few legal steps and how many there are, for `?`, as the person types them. */
function hints(state: GameState): string {
  const pairs = choosablePairs(playerView(state, YOU).offer);
  const shown: string[] = [];
  let count = 0;
  for (const choice of eachLegalChoice(state, YOU)) {
    if (shown.length < HINTS) shown.push(personChoiceText(choice, pairs));
    count += 1;
  }
  return `Some legal choices: ${shown.join(' | ')}${count > HINTS ? ` … (${count} in all)` : ''}`;
}

/** The choice with the claims the person picks from the legal ones, and a reshuffle if they ask; or why the rules refuse it. */
async function withClaims(io: Io, state: GameState, choice: Choice, pairs: readonly number[]): Promise<Choice | Stop | { readonly refused: string }> {
  // The claims first: under immediate claims the choice is legal only with them.
  let sets: readonly (readonly PlanClaim[])[];
  try {
    sets = legalClaims(state, YOU, choice);
  } catch (error) {
    if (!(error instanceof RuleError)) throw error;
    return { refused: playerMessage(error, personMessages(pairs)) };
  }
  const claims = sets.length === 0 ? [] : await askClaims(io, sets, state.rules.claims === 'immediate');
  if (isStop(claims)) return claims;
  const claimed: Choice = claims.length === 0 ? choice : { ...choice, claims };
  const first = claims.some((claim) => state.plans[claim.plan]?.approved === false);
  if (!first || !state.rules.reshuffleOnFirstClaim || state.solo || choice.reshuffle !== undefined) return claimed;
  const reshuffle = await answer(io, 'Ask for a reshuffle of all the cards? (y/n): ');
  if (isStop(reshuffle)) return reshuffle;
  return reshuffle.trim().toLowerCase().startsWith('y') ? { ...claimed, reshuffle: true } : claimed;
}

/** Why the rules refuse a step, in a person's words, or `undefined` when they allow it. */
function refusedBy(state: GameState, step: Choice | PickChoice, pairs: readonly number[]): string | undefined {
  const validation = validateChoice(state, YOU, step);
  return validation.ok ? undefined : playerMessage(validation, personMessages(pairs));
}

/** Asks the person for a legal step (a pick, or a choice with its claims) until they give one, quit or end the input. */
async function askChoice(io: Io, state: GameState): Promise<Choice | PickChoice | Stop> {
  const picking = state.variants.expert && state.players.find((player) => player.id === YOU)?.pick === null;
  const pairs = choosablePairs(playerView(state, YOU).offer);
  for (;;) {
    const line = await answer(io, picking ? 'Pick a number card (pick CARD, ? for help): ' : 'Your choice (? for help): ');
    if (isStop(line)) return line;
    if (line.trim() === '?' || line.trim() === 'help') {
      io.out(PLAY_SYNTAX);
      io.out(QUIT_HELP);
      io.out(hints(state));
      continue;
    }
    const parsed = readPersonChoice(line, pairs);
    if (typeof parsed === 'string') {
      io.out(`Not understood: ${parsed}.`);
      continue;
    }
    // Claims typed on the line are taken as they are; otherwise the legal ones are offered.
    const choice = parsed.type === 'pick' || parsed.claims !== undefined ? parsed : await withClaims(io, state, parsed, pairs);
    if (isStop(choice)) return choice;
    // A choice the claims could not be listed for is refused as the rules refuse it.
    const problem = 'refused' in choice ? choice.refused : refusedBy(state, choice, pairs);
    if (problem !== undefined) io.out(`Not allowed: ${problem}`);
    else if (!('refused' in choice)) return choice;
  }
}

/** The person's round: a pick first in an expert game, then the choice; or why it stopped short. */
async function yourTurn(io: Io, state: GameState): Promise<GameState | Stop> {
  let next = state;
  for (;;) {
    const step = await askChoice(io, next);
    if (isStop(step)) return step;
    next = applyChoice(next, YOU, step);
    if (step.type !== 'pick') return next;
    const view = playerView(next, YOU);
    io.out(renderOffer(view.offer, view.sheet));
  }
}

/** What a player chose this round, as the person would type it; in an expert game after the card they picked. */
function playedText(state: GameState, player: PlayerState): string {
  const choice = player.pending as Choice;
  const text = personChoiceText(choice, choosablePairs(offerSeenBy(state.offer, state.variants.expert, player.pick)));
  return player.pick === null || choice.type === 'refuse' ? text : `pick ${player.pick + 1}, ${text}`;
}

/**
 * The opponents of `play` when `--bots` is not given: one of each cheap level, strongest
 * first, cycled over the seats. Bots of one level, on the same cards from the same empty
 * sheets, often write the same sheet for rounds on end (two greedy opponents of a
 * 3-player game had identical sheets after round 1 in 71 of 101 seeded games, after
 * round 8 in 12); bots of different levels rate choices differently, and their sheets
 * part at once (strong and casual: after round 1 in 27 of 101, after round 3 in 2).
 * The first is `strong`, as hard to beat as the greedy default was.
 */
export const DEFAULT_OPPONENTS = 'strong,casual,beginner';

/** A bot's seat name: the bot's name, or `bot` for a module, and its place at the table (greedy2). */
export function seatName(bot: string, seat: number): string {
  const name = bot.includes('/') || /\.(m|c)?js$/.test(bot) ? 'bot' : (bot.split(':')[0] as string);
  return `${name}${seat + 1}`;
}

/** The bots a game's seats are named after (greedy2 → greedy), the person's left out, as a --bots list; the default one in a solo game. */
export function seatBots(state: GameState): string {
  const names = state.players.filter((player) => player.id !== YOU).map((player) => player.id.replace(/\d+$/, ''));
  return names.length === 0 ? DEFAULT_OPPONENTS : names.join(',');
}

/** A new game against bots: the person in the first seat, then one seat a bot name, cycled. */
export function newGame(options: Omit<GameOptions, 'players'> & { readonly players: number; readonly bots: readonly string[] }): GameState | string {
  const { bots, ...game } = options;
  const ids = [YOU, ...Array.from({ length: options.players - 1 }, (_, i) => seatName(bots[i % bots.length] as string, i + 1))];
  try {
    return createGame({ ...game, players: ids });
  } catch (error) {
    if (error instanceof RuleError) return error.message;
    throw error;
  }
}

/** Options of `welcome-to play`. */
export interface PlayOptions {
  /** The game: a new one, or one resumed from its record. */
  readonly state: GameState;
  /** The bots of the other seats, in seat order, cycled. */
  readonly bots: readonly Bot[];
  /** Where the record goes after every round, if anywhere. */
  readonly save: string | undefined;
}

/** Writes the game record to `file`, or says why it cannot. */
export function saveRecord(file: string, state: GameState): string | undefined {
  try {
    writeFileSync(file, `${JSON.stringify(state.record, null, 1)}\n`);
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

/** How to go on with a game left in round `round`: with its record if it was saved. */
function resumeHint(save: string | undefined, round: number): string {
  if (save === undefined) return 'It was not saved: play --save FILE keeps a game to go on with later.';
  return `Its record is in ${save}: "welcome-to play --resume ${save}" goes on from round ${round}, "welcome-to replay ${save}" shows it.`;
}

/** Each seat's bot, the person's seat left out: the bots cycled over the other seats in order. */
function botsBySeat(state: GameState, bots: readonly Bot[]): Map<string, Bot> {
  const others = state.players.filter((player) => player.id !== YOU);
  return new Map(others.map((player, i) => [player.id, bots[i % bots.length] as Bot]));
}

/** Plays one round, the person's turn in their seat; the state after it, or why it stopped. */
async function playRound(state: GameState, io: Io, bots: Map<string, Bot>, seeds: () => number): Promise<GameState | Stop> {
  let next = state;
  for (const player of state.players) {
    const seed = seeds();
    if (player.id !== YOU) next = botTurn(next, player.id, bots.get(player.id) as Bot, seed);
    else {
      const mine = await yourTurn(io, next);
      if (isStop(mine)) return mine;
      next = mine;
    }
  }
  io.out(`Played: ${next.players.map((player) => `${player.id}: ${playedText(next, player)}`).join(' · ')}`);
  return resolveRound(next);
}

/** Shows the round about to be played: the plans, the person's sheet and the offer. */
function showRound(state: GameState, io: Io): void {
  io.out('');
  io.out(`── Round ${state.round} ──`);
  io.out(renderPlans(state.plans));
  io.out('');
  const view = playerView(state, YOU);
  io.out(drawSheet(view.sheet, state.variants));
  io.out('');
  io.out(renderOffer(view.offer, view.sheet));
}

/**
 * A person against bots, in the terminal or with piped input. Returns the exit code.
 * With `save`, the record is written before the first round (so a bad path is found at
 * once) and again after every round, so a game left or interrupted keeps its record
 * so far, and `--resume` goes on with it.
 */
export async function play(options: PlayOptions, io: Io): Promise<number> {
  let state = options.state;
  if (options.save !== undefined) {
    const problem = saveRecord(options.save, state);
    if (problem !== undefined) {
      io.err(`welcome-to play: cannot write the record to ${options.save}: ${problem}`);
      return 2;
    }
  }
  const seeds = decisionSeeds(state.seed);
  // A resumed game: each decision of the rounds played drew its seed already.
  for (let drawn = 0; drawn < state.record.rounds.length * state.players.length; drawn++) seeds();
  const bots = botsBySeat(state, options.bots);
  const others = state.players.map((player) => player.id).filter((id) => id !== YOU);
  io.out(
    `Welcome To… ${state.rules.deck === 'original' ? 'original' : 'collector'} rules${variantsText(state.variants, state.players[0]?.sheet.season.kind)}, seed ${state.seed}. You play against ${
      others.join(', ') || 'nobody: the solo game'
    }.${state.record.rounds.length === 0 ? '' : ` Going on from round ${state.round}.`}`,
  );
  io.out(PLAY_LEGEND);
  while (state.status === 'choosing') {
    showRound(state, io);
    const next = await playRound(state, io, bots, seeds);
    if (next === QUIT) {
      io.out(`You left the game in round ${state.round}. ${resumeHint(options.save, state.round)}`);
      return 0;
    }
    if (next === END) {
      io.out(''); // ends the prompt's line, which no answer ended
      io.err(`The input ended before the game did. ${resumeHint(options.save, state.round)}`);
      return 1;
    }
    state = next;
    if (options.save !== undefined) {
      const problem = saveRecord(options.save, state);
      if (problem !== undefined) io.err(`welcome-to play: cannot write the record to ${options.save}: ${problem}`);
    }
  }
  io.out('');
  io.out(`── Game over after round ${state.round}: ${state.ended.map((end) => `${end.player ?? 'the deck'} (${end.reason})`).join(', ')} ──`);
  for (const player of state.players) {
    io.out(`${player.id}:`);
    io.out(drawSheet(player.sheet, state.variants));
  }
  io.out('');
  if (state.result !== null) io.out(renderScores(state.result));
  if (options.save !== undefined) io.out(`Record saved to ${options.save}.`);
  return 0;
}
