/**
 * `items.map(f)`, always as a packed array (given a packed one). V8's optimising compiler makes
 * `Array.prototype.map` return a holey array where the interpreter returns a packed
 * one (node 20), so a state whose arrays come from `map` changes its hidden class
 * the moment the function building it is optimised, and every function that reads
 * states is deoptimised and compiled again in the middle of a run, then reads holey
 * arrays for good (docs/performance.md). States, views and records build their arrays
 * with this, and so does code whose arrays hot functions read (a plan id drawn by
 * `createGame`, say). The copy keeps the input's kind: map a holey array and the
 * output is holey.
 */
export function mapPacked<T, U>(items: readonly T[], f: (item: T, index: number) => U): U[] {
  // A copy of the input written over: packed, and of the exact length (an array pushed
  // from empty reserves 17 slots, so a state's 4-player arrays would take four times the room).
  const out = items.slice() as unknown[] as U[];
  for (let index = 0; index < items.length; index++) out[index] = f(items[index] as T, index);
  return out;
}
