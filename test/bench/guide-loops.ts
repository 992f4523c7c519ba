// npm run bench:guides: the speed of every loop the guides print, as a reader who
// copies one meets it. Each TypeScript example of a guide that steps an environment
// (`env.step(`) runs as printed against the built package, again and again for SECONDS
// (1) in each of ROUNDS rounds (5), its steps counted, and the median rate is printed:
// environment steps a second, and for a vector environment the game steps a second too
// (a call steps every game still going). GUIDE names another
// guide file (docs/learning.md by default; a copy from another commit, to compare).
// Performance is measured here, never asserted in tests.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';

const root = new URL('../../', import.meta.url);
const dist = new URL('dist/index.js', root).href;
const guide = process.env.GUIDE ?? new URL('docs/learning.md', root).pathname;
const ROUNDS = Number(process.env.ROUNDS ?? 5);
const SECONDS = Number(process.env.SECONDS ?? 1);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;

/** What the counting wrapper saw of a run: environment calls, and the games they stepped. */
interface Counts {
  calls: number;
  gameSteps: number;
}
const counts: Counts = { calls: 0, gameSteps: 0 };
/** The games a step answer shows still going (a finished game of a vector environment waits). */
const going = (answer: unknown): number => {
  const over = (answer as { terminations: ArrayLike<unknown> }).terminations;
  return 'rounds' in (answer as object) ? Array.from(over).filter((ended) => !ended).length : 1;
};
(globalThis as { __counted?: unknown }).__counted = <T extends object>(env: T): T => {
  let live = 0;
  return new Proxy(env, {
    get(target, key) {
      const value = Reflect.get(target, key) as unknown;
      if (typeof value !== 'function' || (key !== 'step' && key !== 'reset' && key !== 'resetGame')) return value;
      return (...args: unknown[]) => {
        if (key === 'step') {
          counts.calls++;
          counts.gameSteps += live;
        }
        const answer = (value as (...args: unknown[]) => unknown).apply(target, args);
        live = going(answer);
        return answer;
      };
    },
  });
};

const text = readFileSync(guide, 'utf8');
const loops = [...text.matchAll(/```ts\n([\s\S]*?)```/g)].map((match, index) => ({ index: index + 1, code: match[1] ?? '' })).filter(({ code }) => code.includes('env.step('));
const scratch = new URL('test/bench/.guide-loops/', root);
mkdirSync(scratch, { recursive: true });
try {
  for (const { index, code } of loops) {
    const file = new URL(`loop-${index}.ts`, scratch);
    // The example as printed, on the built package, its environment counted: its imports
    // first, the rest a function to run again and again.
    const lines = code.replaceAll("'welcome-to-engine'", JSON.stringify(dist)).split('\n');
    const imports = lines.filter((line) => line.startsWith('import '));
    const body = lines.filter((line) => !line.startsWith('import ')).join('\n').replace(/(const env = )([^;]+);/, '$1(globalThis as any).__counted($2);');
    writeFileSync(file, `${imports.join('\n')}\nexport function run(): void {\n${body}\n}\n`);
    const { run } = (await import(file.href)) as { run: () => void };
    const rates: number[] = [];
    const gameRates: number[] = [];
    let runs = 0;
    for (let round = 0; round < ROUNDS; round++) {
      counts.calls = 0;
      counts.gameSteps = 0;
      const start = performance.now();
      // Whole runs of the example, for a second at least.
      do {
        run();
        runs++;
      } while (performance.now() - start < SECONDS * 1000);
      const seconds = (performance.now() - start) / 1000;
      rates.push(counts.calls / seconds);
      gameRates.push(counts.gameSteps / seconds);
    }
    const first = code.split('\n').find((line) => line.includes('const env = '))?.trim() ?? '';
    const vector = first.includes('createVectorEnvironment');
    console.log(
      `${guide.split('/').at(-1)} example #${index} (${first}): ${Math.round(median(rates))} steps a second${
        vector ? `, ${Math.round(median(gameRates))} game steps a second` : ''
      } (median of ${ROUNDS} rounds of ${SECONDS} s; ${runs} runs of the example)`,
    );
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
