import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// The built program, as a user runs it: `npm run build` comes first.
const cli = new URL('../../dist/cli.js', import.meta.url).pathname;
const run = (args: string[], program = cli) => spawnSync(process.execPath, [program, ...args], { encoding: 'utf8' });
const scratch = mkdtempSync(join(tmpdir(), 'welcome-to-workers-cli-'));

/** A report without the speed, which no two runs share. */
const withoutSpeed = (text: string) => {
  const { gamesPerSecond: _speed, ...report } = JSON.parse(text) as Record<string, unknown>;
  return report;
};

describe('welcome-to simulate --workers N', () => {
  it('reports what the one-thread run reports, field for field (the speed aside), a bot module and a shard included', () => {
    const file = join(scratch, 'my-bot.mjs');
    writeFileSync(file, `import { randomBot } from ${JSON.stringify(new URL('../../dist/index.js', import.meta.url).href)};\nexport default (view, seed) => randomBot(view, seed);\n`);
    for (const extra of [[], ['--shard', '2/3']]) {
      const args = ['simulate', '--games', '14', '--players', '3', '--bots', `greedy,${file}`, '--seed', 'workers', '--sheet', 'eggs', ...extra, '--json'];
      const one = run(args);
      const two = run([...args, '--workers', '2']);
      expect(two.stderr).toBe('');
      expect(two.status).toBe(0);
      expect(withoutSpeed(two.stdout)).toEqual(withoutSpeed(one.stdout));
    }
  });

  it('refuses a number of workers out of range, with exit code 2', () => {
    for (const workers of ['0', '257', 'two']) {
      const result = run(['simulate', '--games', '2', '--workers', workers]);
      expect(result.status).toBe(2);
      expect(result.stderr).toContain(`--workers must be a whole number from 1 to 256, not "${workers}"`);
    }
  });

  it('without tinypool installed, says what to install, with no stack trace (exit code 1)', () => {
    // The built program alone, where no node_modules holds tinypool.
    const alone = join(scratch, 'alone');
    cpSync(new URL('../../dist', import.meta.url).pathname, join(alone, 'dist'), { recursive: true });
    writeFileSync(join(alone, 'package.json'), '{ "type": "module" }\n');
    const program = join(alone, 'dist/cli.js');
    const result = run(['simulate', '--games', '2', '--players', '2', '--workers', '2'], program);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('npm install tinypool');
    expect(result.stderr).not.toMatch(/\n\s+at /);
    // Without --workers, the program needs no tinypool.
    expect(run(['simulate', '--games', '2', '--players', '2'], program).status).toBe(0);
  });
});
