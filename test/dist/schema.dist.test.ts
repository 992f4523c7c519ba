import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { Ajv } from 'ajv';
import ts from 'typescript';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { createGame, emptySheet, SHEET_KINDS, sheetFromText, type Choice, type PickChoice } from '../../src/index.js';
import { anySheetArb } from '../support/arbitraries.js';
import { gameParamsArb, optionsOf, playedGame, rngOf, randomStep } from '../support/random-play.js';

// The JSON Schema the build ships as welcome-to-engine/schema.json, for clients in
// other languages: everything the engine makes must pass it, and shapes the types
// forbid must not.
const schema = JSON.parse(readFileSync(new URL('../../dist/schema.json', import.meta.url), 'utf8')) as { $id: string; definitions: Record<string, unknown> };
const ajv = new Ajv({ allErrors: true });
ajv.addSchema(schema);
const validator = (type: string) => {
  const validate = ajv.getSchema(`${schema.$id}#/definitions/${type}`);
  if (validate === undefined) throw new Error(`no definition ${type}`);
  return (value: unknown) => {
    const ok = validate(value);
    return ok ? [] : (validate.errors ?? []).map((error) => `${error.instancePath} ${error.message}`);
  };
};
const isChoice = validator('Choice');
const isPick = validator('PickChoice');
const isRecord = validator('GameRecord');
const isOptions = validator('GameOptions');
const isSheet = validator('Sheet');

describe('the shipped JSON Schema', () => {
  it('defines the five shapes a client sends or stores', () => {
    for (const type of ['Choice', 'PickChoice', 'GameRecord', 'GameOptions', 'Sheet']) expect(schema.definitions).toHaveProperty(type);
  });

  it("compiles under Ajv's defaults (new Ajv(), strict mode) with no warning and no error, every definition of it", () => {
    const said = (['log', 'warn', 'error'] as const).map((level) => vi.spyOn(console, level).mockImplementation(() => undefined));
    try {
      const strict = new Ajv();
      strict.addSchema(schema);
      for (const type of Object.keys(schema.definitions)) expect(strict.getSchema(`${schema.$id}#/definitions/${type}`), type).toBeTypeOf('function');
      expect(said.flatMap((spy) => spy.mock.calls)).toEqual([]);
    } finally {
      for (const spy of said) spy.mockRestore();
    }
  });

  it('is named by an absolute URI that is no address: urn:welcome-to-engine:schema, the name positions.md gives', () => {
    expect(schema.$id).toBe('urn:welcome-to-engine:schema');
    expect(readFileSync(new URL('../../docs/positions.md', import.meta.url), 'utf8')).toContain(schema.$id);
  });

  it('keeps what the union types allow: a seed is a string or a number, a house used by a plan false, "estate" or "house"', () => {
    expect(isOptions({ players: 2, seed: 'x' })).toEqual([]);
    expect(isOptions({ players: 2, seed: 7 })).toEqual([]);
    expect(isOptions({ players: 2, seed: true })).not.toEqual([]);
    const house = (used: unknown) =>
      isSheet({ ...JSON.parse(JSON.stringify(emptySheet())), streets: emptySheet().streets.map((street) => ({ ...street, houses: street.houses.map((h) => ({ ...h, used })) })) });
    for (const used of [false, 'estate', 'house']) expect(house(used)).toEqual([]);
    for (const used of [true, 'pool', 0, null]) expect(house(used)).not.toEqual([]);
  });

  it('accepts every record, options, choice, pick and sheet of random games of every ruleset, variant and sheet', () => {
    fc.assert(
      fc.property(gameParamsArb, fc.integer({ min: 0, max: 60 }), (params, rounds) => {
        const state = playedGame(params, rounds);
        expect(isOptions(optionsOf(params))).toEqual([]);
        expect(isRecord(JSON.parse(JSON.stringify(state.record)))).toEqual([]);
        for (const round of state.record.rounds) for (const choice of round) expect(isChoice(choice)).toEqual([]);
        for (const player of state.players) expect(isSheet(JSON.parse(JSON.stringify(player.sheet)))).toEqual([]);
        if (state.status === 'choosing') {
          const rng = rngOf(params.bot);
          for (const player of state.players) {
            const step: Choice | PickChoice = randomStep(state, player.id, rng);
            expect(step.type === 'pick' ? isPick(step) : isChoice(step)).toEqual([]);
          }
        }
      }),
      { numRuns: 60 },
    );
  });

  it('accepts the record of a game started from a position, with a custom plan', () => {
    const state = createGame({
      players: 2,
      seed: 'schema',
      plans: [0, { requirement: { type: 'estates', sizes: [2, 2] }, first: 5, later: 2 }, 12],
      position: {
        round: 4,
        sheets: [sheetFromText('top 1 2 3 . . . . . . .\nparks 1 0 0'), emptySheet()],
        offer: [{ number: 3, effect: 'pool' }, { number: 8, effect: 'bis' }, { number: 12, effect: 'fence' }],
      },
    });
    expect(isRecord(JSON.parse(JSON.stringify(state.record)))).toEqual([]);
  });

  it('accepts sheets of every kind', () => {
    fc.assert(
      fc.property(anySheetArb, (sheet) => {
        expect(isSheet(sheet)).toEqual([]);
      }),
      { numRuns: 200 },
    );
    for (const kind of SHEET_KINDS) expect(isSheet(emptySheet(kind))).toEqual([]);
  });

  it.each<[string, (value: unknown) => string[], unknown]>([
    ['a build without its house', isChoice, { type: 'build', pair: 0, street: 1 }],
    ['a build with an unknown field', isChoice, { type: 'build', pair: 0, street: 1, house: 2, colour: 'red' }],
    ['a street that is no street', isChoice, { type: 'build', pair: 0, street: 3, house: 2 }],
    ['an effect of another type', isChoice, { type: 'build', pair: 0, street: 1, house: 2, effect: { type: 'jump' } }],
    ['a record without rounds', isRecord, { options: { players: 2, seed: 'x' } }],
    ['options with an unknown ruleset', isOptions, { players: 2, ruleset: 'house' }],
    ['a sheet without its season', isSheet, { ...emptySheet(), season: undefined }],
  ])('refuses %s', (_name, check, value) => {
    expect(check(JSON.parse(JSON.stringify(value)))).not.toEqual([]);
  });
});

/** The type errors of `file` under the project's strict options, as a reader's nodenext project would see them. */
function typeErrors(file: string): string[] {
  const root = new URL('../../', import.meta.url).pathname;
  const config = ts.readConfigFile(`${root}tsconfig.json`, ts.sys.readFile);
  const { options } = ts.parseJsonConfigFileContent(config.config, ts.sys, root);
  const program = ts.createProgram([file], { ...options, noEmit: true });
  return ts
    .getPreEmitDiagnostics(program)
    .filter((diagnostic) => diagnostic.file?.fileName === file)
    .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, ' '));
}

describe('the JSON Schema section of docs/positions.md', () => {
  // Its examples import the package by name, welcome-to-engine/schema.json included, so
  // they need the build: they run here, in Node itself, from a file inside this package,
  // where the package's own name resolves through its exports to dist/ as it does for a
  // user (test/docs/examples.test.ts runs every other example against the sources).
  const guide = readFileSync(new URL('../../docs/positions.md', import.meta.url), 'utf8');
  const section = guide.slice(guide.indexOf('## For clients in other languages'), guide.indexOf('## In the API reference'));
  const examples = [...section.matchAll(/```ts\n([\s\S]*?)```/g)].map((match) => match[1] ?? '');

  it('has an example importing the schema as JSON', () => {
    expect(examples.some((code) => code.includes("from 'welcome-to-engine/schema.json' with { type: 'json' }"))).toBe(true);
  });

  it.each(examples.map((code, index) => [index + 1, code] as const))('example %i typechecks and runs in Node against the build, and prints nothing (no Ajv warning)', (index, code) => {
    const dir = new URL('.examples/', import.meta.url);
    mkdirSync(dir, { recursive: true });
    const file = new URL(`positions-schema-${index}.mts`, dir);
    writeFileSync(file, code);
    try {
      expect(typeErrors(file.pathname)).toEqual([]);
      const run = spawnSync(process.execPath, ['--import', 'tsx', file.pathname], { cwd: new URL('../../', import.meta.url), encoding: 'utf8' });
      expect({ status: run.status, stdout: run.stdout, stderr: run.stderr }).toEqual({ status: 0, stdout: '', stderr: '' });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
