import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { greedyBot, playGame, replay } from '../../src/index.js';
import { sheetSvg } from '../../src/svg/index.js';

// `welcome-to render`: a player's sheet drawn by welcome-to-engine/svg, from the record
// `play --save` writes or from a saved game state. The built program, as a user runs it.
const cli = new URL('../../dist/cli.js', import.meta.url).pathname;
const run = (args: string[], input = '') => spawnSync(process.execPath, [cli, ...args], { input, encoding: 'utf8' });
const scratch = mkdtempSync(join(tmpdir(), 'welcome-to-render-'));
const { state } = playGame({ players: 2, seed: 'render', sheet: 'eggs', variants: { roundabouts: true } }, [greedyBot, greedyBot]);
const recordFile = join(scratch, 'record.json');
const stateFile = join(scratch, 'state.json');
writeFileSync(recordFile, JSON.stringify(state.record));
writeFileSync(stateFile, JSON.stringify(state));

describe('welcome-to render', () => {
  it("draws the last player's finished sheet with the plans and the score, as sheetSvg draws it", () => {
    const result = run(['render', recordFile, '--player', '2']);
    expect(result.status).toBe(0);
    const player = state.players[1];
    const expected = sheetSvg(player!.sheet, { plans: state.plans, roundabouts: true, title: "p2's sheet, game over", score: state.result!.players[1]!.breakdown, styling: 'attributes' });
    expect(result.stdout.trim()).toBe(expected);
    // A file any SVG program draws: plain colours, no stylesheet of custom properties.
    expect(result.stdout).not.toMatch(/<style|var\(--/);
    expect(result.stdout).toContain('fill="#fbf8ef"');
  });

  it('a round names the sheet as that round began, and --out writes a file', () => {
    const out = join(scratch, 'round5.svg');
    expect(run(['render', stateFile, '--round', '5', '--player', 'p1', '--out', out]).status).toBe(0);
    const fifth = replay({ options: state.record.options, rounds: state.record.rounds.slice(0, 4) });
    expect(readFileSync(out, 'utf8').trim()).toBe(sheetSvg(fifth.players[0]!.sheet, { plans: fifth.plans, roundabouts: true, title: "p1's sheet, round 5", styling: 'attributes' }));
  });

  it('--locale fr draws the French sheet (its words and the title) as sheetSvg draws it with locale fr; another locale is a usage error', () => {
    const result = run(['render', recordFile, '--player', '1', '--locale', 'fr']);
    expect(result.status).toBe(0);
    const player = state.players[0];
    const expected = sheetSvg(player!.sheet, {
      plans: state.plans,
      roundabouts: true,
      title: 'Feuille de p1, partie terminée',
      score: state.result!.players[0]!.breakdown,
      locale: 'fr',
      styling: 'attributes',
    });
    expect(result.stdout.trim()).toBe(expected);
    expect(result.stdout).not.toBe(run(['render', recordFile, '--player', '1']).stdout);
    const refused = run(['render', recordFile, '--locale', 'de']);
    expect(refused.status).toBe(2);
    expect(refused.stderr).toContain('--locale de: give en or fr');
  });

  it('refuses a round past the record, a player not in the game, and a state that does not check, saying what would do', () => {
    const rounds = state.record.rounds.length;
    expect(run(['render', recordFile, '--round', String(rounds + 2)]).stderr).toContain(`can be drawn as rounds 1 to ${rounds + 1} began`);
    expect(run(['render', recordFile, '--player', 'zed']).stderr).toContain('give an id (p1, p2) or a place from 1 to 2');
    const edited = JSON.parse(JSON.stringify(state)) as { round: number };
    edited.round += 1;
    writeFileSync(join(scratch, 'edited.json'), JSON.stringify(edited));
    const refused = run(['render', join(scratch, 'edited.json')]);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('holds a game state that does not check');
  });
});
