import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// The built program, as a user runs it on N machines and then once to merge: `npm run build` comes first.
const cli = new URL('../../dist/cli.js', import.meta.url).pathname;
const run = (args: string[]) => spawnSync(process.execPath, [cli, ...args], { encoding: 'utf8' });
const scratch = mkdtempSync(join(tmpdir(), 'welcome-to-merge-'));

/** A report without the speed, which no two runs share. */
const withoutSpeed = (text: string) => {
  const { gamesPerSecond: _speed, ...report } = JSON.parse(text) as Record<string, unknown>;
  return report;
};

describe('welcome-to simulate --shard K/N, then welcome-to merge', () => {
  const args = ['simulate', '--games', '10', '--players', '3', '--bots', 'greedy,random', '--seed', 'shards', '--sheet', 'eggs', '--json'];

  it('"4 shards merged = 1 run": the merged report is the single run\'s, field for field (the speed aside)', () => {
    const files = [1, 2, 3, 4].map((k) => {
      const result = run([...args, '--shard', `${k}/4`]);
      expect(result.status).toBe(0);
      const file = join(scratch, `shard-${k}.json`);
      writeFileSync(file, result.stdout);
      return file;
    });
    const whole = run(args);
    const merged = run(['merge', ...files.reverse(), '--json']);
    expect(merged.status).toBe(0);
    expect(withoutSpeed(merged.stdout)).toEqual(withoutSpeed(whole.stdout));
    // The table reads the same as the single run's.
    expect(run(['merge', ...files]).stdout.split('\n').slice(0, 4)).toEqual(run(args.filter((arg) => arg !== '--json')).stdout.split('\n').slice(0, 4));
  });

  it('names a missing shard as the command line counts (from 1), and refuses a shard out of range', () => {
    const file = join(scratch, 'only.json');
    writeFileSync(file, run([...args, '--shard', '1/3']).stdout);
    const merged = run(['merge', file]);
    expect(merged.status).toBe(1);
    expect(merged.stderr).toContain('shard 2 of 3');
    const bad = run([...args, '--shard', '4/3']);
    expect(bad.status).not.toBe(0);
    expect(bad.stderr).toContain('--shard must be K/N');
    const notJson = join(scratch, 'not.json');
    writeFileSync(notJson, 'not json');
    expect(run(['merge', notJson]).stderr).toContain('cannot read');
  });
});
