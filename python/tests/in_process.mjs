// The TypeScript environment of a game the Python tests played over the bridge, played
// again in this process from the same options, seeds and actions, for the tests to
// compare array by array (test_determinism.py). Reads one JSON object from standard
// input: { engine, options, games, seeds, actions }; `games` null plays createEnvironment
// (`seeds` one seed), a number createVectorEnvironment with autoReset (`seeds` one a
// game). `actions` holds each step's actions (one a seat, or one a seat of every game).
// Writes each answer (the reset's, then each step's) as its arrays' bytes one after the
// other, in the machine's order: observations (f32), masks (u8), rewards (f32), scores
// (f32), acting (u8), terminations (u8), rounds (i32) — flat, game by game, seat by seat.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const input = JSON.parse(readFileSync(0, 'utf8'));
const engine = await import(pathToFileURL(join(input.engine, 'dist', 'index.js')).href);
const chunks = [];
// A copy: the environment's arrays are its own, written again by the next step.
const put = (typed) => chunks.push(Buffer.from(new Uint8Array(typed.buffer, typed.byteOffset, typed.byteLength)));

if (input.games === null) {
  const env = engine.createEnvironment(input.options);
  const write = (step) => {
    for (const observation of step.observations) put(observation);
    for (const mask of step.masks) put(mask);
    put(Float32Array.from(step.rewards));
    put(Float32Array.from(step.scores));
    put(Uint8Array.from(step.acting, Number));
    put(Uint8Array.of(step.terminations[0] ? 1 : 0));
    put(Int32Array.of(step.round));
  };
  write(env.reset(input.seeds));
  for (const actions of input.actions) write(env.step(actions));
} else {
  const env = engine.createVectorEnvironment(input.options, input.games, { autoReset: true });
  const write = (step) => {
    for (const name of ['observations', 'masks', 'rewards', 'scores', 'acting', 'terminations', 'rounds']) put(step[name]);
  };
  write(env.reset(input.seeds));
  for (const actions of input.actions) write(env.step(actions));
}
process.stdout.write(Buffer.concat(chunks));
