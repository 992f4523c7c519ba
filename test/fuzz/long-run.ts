/**
 * The long hostile-input run (`npm run fuzz`): the fuzz suite's checks at a size CI
 * cannot afford. Prints what it tried and found as JSON, and exits 1 when anything broke
 * a promise. Sizes: `npm run fuzz -- --hostile 100000 --choices 1000000 --tampered 20000 --longest 200`
 * (`--longest`: adversarial positions of each kind whose longest legal calls are reported).
 */
import fc from 'fast-check';
import { parseArgs } from 'node:util';
import {
  applyChoice,
  createGame,
  greedyBot,
  isRuleError,
  legalChoices,
  playerView,
  randomBot,
  replay,
  resolveRound,
  validateChoice,
  validateState,
  type Choice,
  type GameRecord,
  type GameState,
  type PickChoice,
  type RulesetName,
  type SheetKind,
} from '../../src/index.js';
import { deepFreeze, ENTRY_POINTS } from './entry-points.js';
import { DELETE, judge, pathsOf, replaceAt, type CallReport } from './harness.js';
import { hostileArb } from './hostile-values.js';
import { longestCalls } from './longest-calls.js';
import { canonical } from '../support/oracles.js';

const { values } = parseArgs({
  options: {
    hostile: { type: 'string', default: '100000' },
    choices: { type: 'string', default: '1000000' },
    tampered: { type: 'string', default: '20000' },
    seed: { type: 'string', default: '1' },
    longest: { type: 'string', default: '200' },
  },
});
const HOSTILE = Number(values.hostile);
const CHOICES = Number(values.choices);
const TAMPERED = Number(values.tampered);
const SEED = Number(values.seed);
const LONGEST = Number(values.longest);

const broken: CallReport[] = [];
const verdicts: Record<string, number> = {};
const worst: Record<string, { ms: number; what: string }> = {};
const note = (report: CallReport) => {
  verdicts[report.verdict] = (verdicts[report.verdict] ?? 0) + 1;
  if (report.ms > (worst[report.entry]?.ms ?? -1)) worst[report.entry] = { ms: Math.round(report.ms * 100) / 100, what: report.what };
  if (report.verdict !== 'ok' && report.verdict !== 'rule-error' && broken.length < 50) broken.push(report);
};

// 1. Hostile values in every argument from outside, whole or at any depth.
const started = performance.now();
const entries = ENTRY_POINTS.filter((entry) => entry.outside.length > 0);
const makes = fc.sample(fc.option(hostileArb, { freq: 8 }), { numRuns: HOSTILE, seed: SEED });
makes.forEach((make, i) => {
  const entry = entries[i % entries.length] as (typeof entries)[number];
  const index = entry.outside[Math.floor(i / entries.length) % entry.outside.length] as number;
  const args = entry.args();
  const paths = pathsOf(args[index]);
  const path = i % 5 === 0 ? [] : (paths[(i * 7919) % paths.length] ?? []);
  args[index] = replaceAt(args[index], path, make === null ? DELETE : make());
  note(judge(entry, args, `argument ${index} at ${path.join('.') || '(whole)'} (#${i})`));
});
const hostileSeconds = (performance.now() - started) / 1000;

// 2. Legal play through the public API, one call at a time, with hostile choices between.
const rulesets: readonly RulesetName[] = ['collector', 'original'];
const sheets: readonly SheetKind[] = ['classic', 'ice-cream', 'christmas', 'eggs'];
let choices = 0;
let games = 0;
let illegalTried = 0;
let invariantBreaks = 0;
const invariant = (ok: boolean, what: string) => {
  if (!ok) {
    invariantBreaks += 1;
    if (broken.length < 50) broken.push({ entry: 'play', what, verdict: 'threw', ms: 0 });
  }
};
const hostileChoices = fc.sample(hostileArb, { numRuns: 1000, seed: SEED + 1 });
const playStart = performance.now();
while (choices < CHOICES) {
  const g = games++;
  const ruleset = rulesets[g % 2] as RulesetName;
  const players = ruleset === 'original' ? 1 + (g % 5) : 2 + (g % 4);
  let state: GameState = createGame({
    players,
    ruleset,
    seed: `fuzz-${SEED}-${g}`,
    sheet: sheets[Math.floor(g / 2) % 4] as SheetKind,
    variants: { expert: g % 3 === 0, advancedPlans: g % 5 < 2, roundabouts: g % 7 < 3 },
  });
  while (state.status === 'choosing' && choices < CHOICES) {
    for (const player of state.players) {
      for (let step = 0; step < 2 && state.players.find((p) => p.id === player.id)?.pending === null; step++) {
        const view = playerView(state, player.id);
        const bot = g % 10 === 0 ? greedyBot : randomBot;
        const choice = bot(view, (choices * 2654435761) >>> 0) as Choice | PickChoice;
        invariant(validateChoice(state, player.id, choice).ok, `a bot's choice validates (game ${g})`);
        if (choices % 97 === 0) {
          // Enumerate ⇔ validate on a sample of the list.
          const listed = legalChoices(state, player.id);
          for (let k = 0; k < listed.length; k += Math.max(1, Math.floor(listed.length / 5)))
            invariant(validateChoice(state, player.id, listed[k] as Choice | PickChoice).ok, `a listed choice validates (game ${g})`);
        }
        if (choices % 10 === 0) {
          deepFreeze(state);
          const before = canonical(state);
          const make = hostileChoices[choices % hostileChoices.length] as () => unknown;
          illegalTried += 1;
          try {
            applyChoice(state, player.id, make() as Choice);
          } catch (error) {
            invariant(isRuleError(error), `a hostile choice gives a RuleError (game ${g}): ${String(error).slice(0, 200)}`);
          }
          invariant(canonical(state) === before, `a hostile choice leaves the state as it was (game ${g})`);
        }
        state = applyChoice(state, player.id, choice);
        choices += 1;
      }
    }
    if (state.status === 'choosing' && state.players.every((p) => p.pending !== null)) state = resolveRound(state);
  }
  if (state.status === 'over') {
    invariant(validateState(JSON.parse(JSON.stringify(state))).length === 0, `a finished game passes validateState through JSON (game ${g})`);
    invariant(canonical(replay(state.record)) === canonical(state), `a finished game replays to itself (game ${g})`);
  }
}
const playSeconds = (performance.now() - playStart) / 1000;

// 3. Tampered states and corrupted records.
let tamperedTried = 0;
let tamperedAccepted = 0;
let recordsTried = 0;
let recordsReplayed = 0;
const tamperStart = performance.now();
/** Whether an accepted edit changed nothing but how the record spells the same game (an option at its default left out). */
const withoutRecord = (state: GameState) => canonical({ ...state, record: null });
const sameGame = (tampered: GameState, state: GameState) => withoutRecord(tampered) === withoutRecord(state) && withoutRecord(replay(tampered.record)) === withoutRecord(replay(state.record));
for (let t = 0; t < TAMPERED; t++) {
  const game = createGame({ players: 2 + (t % 3), ruleset: rulesets[t % 2] as RulesetName, seed: `tamper-${t}`, variants: { advancedPlans: t % 2 === 0, roundabouts: t % 3 === 0 } });
  let state = game;
  for (let r = 0; r < 3 + (t % 20) && state.status === 'choosing'; r++) {
    for (const player of state.players) state = applyChoice(state, player.id, randomBot(playerView(state, player.id), r * 31 + t));
    state = resolveRound(state);
  }
  const json = JSON.parse(JSON.stringify(state)) as GameState;
  const paths = pathsOf(json, 100_000);
  const path = paths[(t * 7919) % paths.length] ?? [];
  let node: unknown = json;
  for (const key of path) node = (node as Record<string | number, unknown>)[key];
  const edited = typeof node === 'number' ? node + 1 + (t % 3) : typeof node === 'boolean' ? !node : typeof node === 'string' ? `${node}!` : node === null ? 0 : DELETE;
  const tampered = replaceAt(json, path, edited);
  tamperedTried += 1;
  if (validateState(tampered).length === 0 && !sameGame(tampered as GameState, state)) {
    tamperedAccepted += 1;
    if (broken.length < 50) broken.push({ entry: 'validateState', what: `accepted an edit at ${path.join('.')}`, verdict: 'changed-input', ms: 0 });
  }
  const record = JSON.parse(JSON.stringify(state.record)) as GameRecord;
  const recordPaths = pathsOf(record, 100_000);
  const recordPath = recordPaths[(t * 104729) % recordPaths.length] ?? [];
  recordsTried += 1;
  const report = judge({ name: 'replay', args: () => [], outside: [0], call: (r) => replay(r as GameRecord) }, [replaceAt(record, recordPath, DELETE)], `a record without ${recordPath.join('.')}`);
  if (report.verdict !== 'ok' && report.verdict !== 'rule-error' && broken.length < 50) broken.push(report);
  if (report.verdict === 'ok') recordsReplayed += 1;
}
const tamperSeconds = (performance.now() - tamperStart) / 1000;

// 4. The longest calls legal input can provoke, on adversarial positions.
const longestStart = performance.now();
const longest = longestCalls(LONGEST, SEED);
const longestSeconds = (performance.now() - longestStart) / 1000;

const summary = {
  seed: SEED,
  hostile: { calls: HOSTILE, verdicts, seconds: Math.round(hostileSeconds) },
  play: { games, choices, hostileChoices: illegalTried, invariantBreaks, seconds: Math.round(playSeconds) },
  tampered: { states: tamperedTried, acceptedWithoutPendingEdit: tamperedAccepted, records: recordsTried, recordsStillReplaying: recordsReplayed, seconds: Math.round(tamperSeconds) },
  longestLegalMs: { positions: LONGEST, seconds: Math.round(longestSeconds), calls: longest },
  worstMs: Object.entries(worst)
    .sort((a, b) => b[1].ms - a[1].ms)
    .slice(0, 8),
  broken,
};
process.stdout.write(`${JSON.stringify(summary, null, 2)}\n`);
process.exitCode = broken.length > 0 || invariantBreaks > 0 || tamperedAccepted > 0 ? 1 : 0;
