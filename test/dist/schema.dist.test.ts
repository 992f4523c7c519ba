import { readFileSync } from 'node:fs';
import { Ajv } from 'ajv';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createGame, emptySheet, SHEET_KINDS, sheetFromText, type Choice, type PickChoice } from '../../src/index.js';
import { anySheetArb } from '../support/arbitraries.js';
import { gameParamsArb, optionsOf, playedGame, rngOf, randomStep } from '../support/random-play.js';

// The JSON Schema the build ships as welcome-to-engine/schema.json, for clients in
// other languages: everything the engine makes must pass it, and shapes the types
// forbid must not.
const schema = JSON.parse(readFileSync(new URL('../../dist/schema.json', import.meta.url), 'utf8')) as { $id: string; definitions: Record<string, unknown> };
const ajv = new Ajv({ allErrors: true, strict: false });
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
      position: { round: 4, sheets: [sheetFromText('top 1 2 3 . . . . . . .\nparks 1 0 0'), emptySheet()], offer: [{ number: 3, effect: 'pool' }, { number: 8, effect: 'bis' }, { number: 12, effect: 'fence' }] },
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
