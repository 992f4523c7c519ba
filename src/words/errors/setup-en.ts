// What a person reads, in English, when a game cannot be set up or data handed to the
// engine is not what it must be. These details say in English what is wrong (they
// come from checks of values, not from the rules), and the messages quote them.
import type { PositionDetails } from '../../errors/details.js';
import { sentences, type MessagesFor, type SetupCode } from './tables.js';

/** The first problem found in a sheet or a state, and how many more. */
function firstProblem(what: string, a: PositionDetails | { readonly problems: readonly { readonly path: string; readonly message: string }[] }): string {
  const [first] = a.problems;
  const more = a.problems.length > 1 ? ` (and ${a.problems.length - 1} more)` : '';
  return first === undefined ? `${what} is not valid.` : `${what} is not valid: ${first.path === '' ? '' : `${first.path} `}${first.message}${more}.`;
}

const sheet = (a: PositionDetails) => firstProblem('this sheet', a);
const state = (a: PositionDetails) => firstProblem('this game state', a);

/** The English messages of setting up and of data. */
export const SETUP_EN: MessagesFor<SetupCode> = sentences<SetupCode>({
  'options/malformed': (a) => `the game options are not valid: options${a.path} must be ${a.expected}.`,
  'options/players': (a) =>
    'bots' in a
      ? `the game has ${a.players} players but ${a.bots} bot${a.bots === 1 ? '' : 's'}: give one bot per player.`
      : a.solo !== undefined
      ? `a one-player game is the solo game of the ${a.solo} rules: choose the ruleset "${a.solo}", or at least ${a.min} players.`
      : `a game takes at least ${a.min} players, each with a name of their own: options.players ${a.problem}.`,
  'options/seed': (a) => `the seed of the game is not valid: ${a.problem}.`,
  'options/ruleset': (a) => `there is no ruleset ${a.given}: choose "collector" or "original".`,
  'options/rules': (a) => `the rule ${a.field} must be ${a.expected}.`,
  'options/variants': (a) => `the variant ${a.field} ${a.expected}.`,
  'options/plans': (a) => `the plans chosen cannot be played: ${a.problem}.`,
  'options/stacks': (a) => `the stacks given cannot be played: ${a.problem}.`,
  'options/deck': (a) => `the deck given cannot be played: ${a.problem}.`,
  'options/position': (a) => firstProblem('the starting position', a),
  'sheet/invalid': (a) => `this sheet is not valid: ${a.path} ${a.problem}.`,
  'sheet/track-out-of-range': (a) => ('problems' in a ? sheet(a) : `the ${a.track} track has ${a.marks} boxes crossed, but room for ${a.max}.`),
  'record/invalid': (a) => `this game record cannot be replayed: ${a.path} ${a.problem}.`,
  'sheet/malformed': sheet,
  'sheet/order': sheet,
  'sheet/bis': sheet,
  'sheet/pool': sheet,
  'sheet/fence': sheet,
  'sheet/roundabout': sheet,
  'sheet/track': sheet,
  'sheet/plan': sheet,
  'sheet/used': sheet,
  'sheet/season': sheet,
  'state/malformed': state,
  'state/record': state,
  'state/mismatch': state,
  'state/pending': state,
  'argument/invalid': (a) => `${a.name} must be ${a.expected}, not ${a.given}.`,
  'environment/not-reset': (a) => (a.call === 'resetGame' ? 'the games have not started: call reset first, which starts them all.' : 'the game has not started: call reset first.'),
  'environment/closed': () => 'this environment was closed: create another to play on.',
  'notation/choice': (a) => `"${a.text}" cannot be read: ${a.problem}.`,
  'notation/sheet': (a) => `line ${a.line} of the sheet cannot be read: ${a.problem}.`,
});
