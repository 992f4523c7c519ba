import { writeFileSync } from 'node:fs';
import type { Bot } from '../bots/bot.js';
import { botTurn, decisionSeeds } from '../bots/play-game.js';
import { RuleError } from '../errors/rule-error.js';
import type { Choice, PickChoice, PlanClaim } from '../game/choice/choice.js';
import { createGame } from '../game/create.js';
import { eachLegalChoice, legalClaims } from '../game/legal/queries.js';
import { applyChoice, validateChoice } from '../game/round/apply.js';
import { resolveRound } from '../game/round/resolve.js';
import type { GameOptions } from '../game/options.js';
import type { GameState } from '../game/state.js';
import type { VariantFlags } from '../rules/variants.js';
import type { SheetKind } from '../rules/seasons.js';
import { playerView } from '../game/view.js';
import { isProblem, describe } from '../errors/rule-error.js';
import { CHOICE_SYNTAX, choiceToText, claimToText as claimNotation, readChoiceText } from '../notation/choice-text.js';
import { renderSheet, SHEET_LEGEND } from '../notation/render-sheet.js';
import type { Io } from './io.js';
import { renderOffer, renderPlans, renderScores, variantsText } from './render.js';

/** The person's seat. */
export const YOU = 'you';

/** How many legal choices `?` shows. */
const HINTS = 8;

const claimText = (claims: readonly PlanClaim[]) =>
  claims
    .map((claim) => {
      const estates = claim.estates === undefined ? '' : ` with ${claim.estates.map((e) => `street ${e.street} ${e.size === 1 ? `house ${e.start}` : `houses ${e.start}-${e.start + e.size - 1}`}`).join(', ')}`;
      const houses = claim.houses === undefined ? '' : ` with bis houses ${claim.houses.map((h) => h.house).join(', ')} of street ${claim.houses[0]?.street ?? 0}`;
      return `plan ${claim.plan}${estates}${houses}`;
    })
    .join(' and ');

/**
 * Asks until the answer is one of the numbered claim sets. With optional claims a blank
 * answer claims nothing; with immediate claims one set is compulsory.
 */
async function askClaims(io: Io, sets: readonly (readonly PlanClaim[])[], compulsory: boolean): Promise<readonly PlanClaim[] | undefined> {
  io.out(compulsory ? 'Your sheet fulfils plans, and claims are immediate in this game; claim:' : 'You may claim:');
  // With the words, the notation that claims the same on the choice's line next time.
  sets.forEach((set, index) => io.out(`  ${index + 1}: ${claimText(set)}   (${set.map((claim) => claimNotation(claim)).join(' ')})`));
  for (;;) {
    const answer = await io.line(compulsory ? `Claim (1-${sets.length}): ` : `Claim (1-${sets.length}, or blank for none): `);
    if (answer === undefined) return undefined;
    if (answer.trim() === '' && !compulsory) return [];
    const set = sets[Number(answer) - 1];
    if (set !== undefined) return set;
    io.out(compulsory ? `Answer a number from 1 to ${sets.length}.` : `Answer a number from 1 to ${sets.length}, or leave it blank.`);
  }
}

/** A few legal steps and how many there are, for `?`. */
function hints(state: GameState): string {
  const shown: string[] = [];
  let count = 0;
  for (const choice of eachLegalChoice(state, YOU)) {
    if (shown.length < HINTS) shown.push(choiceToText(choice));
    count += 1;
  }
  return `Some legal choices: ${shown.join(' | ')}${count > HINTS ? ` … (${count} in all)` : ''}`;
}

/** Asks the person for a legal step (a pick, or a choice with its claims) until they give one; `undefined` when the input ends. */
async function askChoice(io: Io, state: GameState): Promise<Choice | PickChoice | undefined> {
  const picking = state.variants.expert && state.players.find((player) => player.id === YOU)?.pick === null;
  for (;;) {
    const line = await io.line(picking ? 'Pick a number card (pick CARD, ? for help): ' : 'Your choice (? for help): ');
    if (line === undefined) return undefined;
    if (line.trim() === '?' || line.trim() === 'help') {
      io.out(CHOICE_SYNTAX);
      io.out(hints(state));
      continue;
    }
    const parsed = readChoiceText(line);
    if (isProblem(parsed)) {
      io.out(`Not understood: ${describe(parsed).message.replace(/^.*?cannot read "[^"]*": /, '')}`);
      continue;
    }
    let choice: Choice | PickChoice = parsed;
    // Claims typed on the line are taken as they are; otherwise the legal ones are offered.
    if (parsed.type !== 'pick' && parsed.claims === undefined) {
      // The claims first: under immediate claims the choice is legal only with them.
      let sets: readonly (readonly PlanClaim[])[];
      try {
        sets = legalClaims(state, YOU, parsed);
      } catch (error) {
        if (!(error instanceof RuleError)) throw error;
        io.out(`Not allowed: ${error.message.replace('[welcome-to-engine] ', '')}`);
        continue;
      }
      const claims = sets.length === 0 ? [] : await askClaims(io, sets, state.rules.claims === 'immediate');
      if (claims === undefined) return undefined;
      const withClaims: Choice = claims.length === 0 ? parsed : { ...parsed, claims };
      choice = withClaims;
      const first = claims.some((claim) => state.plans[claim.plan]?.approved === false);
      if (first && state.rules.reshuffleOnFirstClaim && !state.solo && parsed.reshuffle === undefined) {
        const answer = await io.line('Ask for a reshuffle of all the cards? (y/n): ');
        if (answer === undefined) return undefined;
        if (answer.trim().toLowerCase().startsWith('y')) choice = { ...withClaims, reshuffle: true };
      }
    }
    const validation = validateChoice(state, YOU, choice);
    if (!validation.ok) {
      io.out(`Not allowed: ${validation.message.replace('[welcome-to-engine] ', '')}`);
      continue;
    }
    return choice;
  }
}

/** Options of `welcome-to play`. */
export interface PlayOptions {
  readonly players: number;
  readonly ruleset: 'collector' | 'original';
  readonly variants: VariantFlags;
  readonly sheet: SheetKind;
  readonly seed: string | undefined;
  readonly bot: Bot;
  readonly botName: string;
  readonly save: string | undefined;
}

/** The person's round: a pick first in an expert game, then the choice; `undefined` when the input ends. */
async function yourTurn(io: Io, state: GameState): Promise<GameState | undefined> {
  let next = state;
  for (;;) {
    const step = await askChoice(io, next);
    if (step === undefined) return undefined;
    next = applyChoice(next, YOU, step);
    if (step.type !== 'pick') return next;
    const view = playerView(next, YOU);
    io.out(renderOffer(view.offer, view.sheet));
  }
}

/** Writes the game record to `file`, or says why it cannot. */
function saveRecord(file: string, state: GameState): string | undefined {
  try {
    writeFileSync(file, `${JSON.stringify(state.record, null, 1)}\n`);
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

/**
 * A person against bots, in the terminal or with piped input. Returns the exit code.
 * With `save`, the record is written before the first round (so a bad path is found at
 * once) and again after every round, so an interrupted game keeps its record so far.
 */
export async function play(options: PlayOptions, io: Io): Promise<number> {
  const ids = [YOU, ...Array.from({ length: options.players - 1 }, (_, i) => `${options.botName}${i + 2}`)];
  const gameOptions: GameOptions = {
    players: ids,
    ruleset: options.ruleset,
    variants: options.variants,
    sheet: options.sheet,
    ...(options.seed === undefined ? {} : { seed: options.seed }),
  };
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
  if (options.save !== undefined) {
    const problem = saveRecord(options.save, state);
    if (problem !== undefined) {
      io.err(`welcome-to play: cannot write the record to ${options.save}: ${problem}`);
      return 2;
    }
  }
  const seeds = decisionSeeds(state.seed);
  io.out(
    `Welcome To… ${state.rules.deck === 'original' ? 'original' : 'collector'} rules${variantsText(state.variants, options.sheet)}, seed ${state.seed}. You play against ${ids.slice(1).join(', ') || 'nobody: the solo game'}.`,
  );
  io.out(SHEET_LEGEND);
  while (state.status === 'choosing') {
    io.out('');
    io.out(`── Round ${state.round} ──`);
    io.out(renderPlans(state.plans));
    io.out('');
    const view = playerView(state, YOU);
    io.out(renderSheet(view.sheet));
    io.out('');
    io.out(renderOffer(view.offer, view.sheet));
    const before = state;
    for (const player of before.players) {
      const seed = seeds();
      if (player.id === YOU) {
        const next = await yourTurn(io, state);
        if (next === undefined) {
          io.err(`The input ended before the game did.${options.save === undefined ? '' : ` The record of the rounds played is in ${options.save}.`}`);
          return 1;
        }
        state = next;
      } else {
        state = botTurn(state, player.id, options.bot, seed);
      }
    }
    const chosen = state.players.map((player) => `${player.id}: ${choiceToText(player.pending as Choice)}`);
    state = resolveRound(state);
    io.out(`Played: ${chosen.join(' · ')}`);
    if (options.save !== undefined) {
      const problem = saveRecord(options.save, state);
      if (problem !== undefined) io.err(`welcome-to play: cannot write the record to ${options.save}: ${problem}`);
    }
  }
  io.out('');
  io.out(`── Game over after round ${state.round}: ${state.ended.map((end) => `${end.player ?? 'the deck'} (${end.reason})`).join(', ')} ──`);
  for (const player of state.players) {
    io.out(`${player.id}:`);
    io.out(renderSheet(player.sheet));
  }
  io.out('');
  if (state.result !== null) io.out(renderScores(state.result));
  if (options.save !== undefined) io.out(`Record saved to ${options.save}.`);
  return 0;
}
