import { afterAll, describe, expect, it } from 'vitest';
import { replay } from '../../src/index.js';
import { duplicates, horizontalOverflow, ids, inView, measure, openPage, SHOTS, siteForTests, recordOf, roundsPlayed, scoreRows, step, type Measures } from './page-driver.js';

// The page of `npm run docs` (docs/api/play), in Debian's Chromium driven by
// playwright-core: whole seeded games played by clicks on the drawn cards and sheet, on
// every kind of sheet, at a desktop (1280 × 800) and a phone (360 × 740) size, the
// scores checked against the engine's for the same choices; on the phone every control
// (the page's own at least a finger's 44 px tall) and every word of the drawings
// measured at each step, at the desktop's width every word of the cards. The rest of the
// page's tests are in play.web.test.ts: a file each, so that the two run side by side.
// Screenshots go to test-results/ (not committed).
const site = siteForTests();
const open = (query: string, width: number) => openPage(site(), query, width);

/** Every sheet kind at both sizes, expert and roundabouts on, among rulesets, bots and player counts; two phone games in French. */
const GAMES: [string, number, string][] = [
  ['classic', 1280, 'bots=2&bot=strong&ruleset=collector'],
  ['classic', 360, 'bots=1&bot=random&ruleset=original&advancedPlans=1'],
  ['ice-cream', 1280, 'bots=3&bot=casual&ruleset=collector'],
  ['ice-cream', 360, 'bots=1&bot=beginner&ruleset=original'],
  ['christmas', 1280, 'bots=1&bot=random&ruleset=original&lang=fr'],
  ['christmas', 360, 'bots=1&bot=expert&ruleset=collector&lang=fr'],
  ['eggs', 1280, 'bots=2&bot=random&ruleset=original&advancedPlans=1'],
  ['eggs', 360, 'bots=0&lang=fr'],
];

/** The smallest control and word met at each width, over every game (at 1280 px, the cards' words; no control measured). */
const smallest: { width: number; least: Measures }[] = [];
afterAll(() => {
  for (const width of [...new Set(smallest.map((m) => m.width))]) {
    const at = smallest.filter((m) => m.width === width).map((m) => m.least);
    const control = at.flatMap((m) => m.controls).sort((a, b) => Math.min(a.width, a.height) - Math.min(b.width, b.height))[0];
    const page = at.flatMap((m) => m.controls).filter((c) => !c.drawn).sort((a, b) => a.height - b.height)[0];
    const word = at.flatMap((m) => m.words).sort((a, b) => a.size - b.size)[0];
    const controls = control === undefined
      ? ''
      : `smallest control ${control.width.toFixed(1)} × ${control.height.toFixed(1)} px (${control.what}), shortest of the page's own ${page?.height.toFixed(1)} px (${page?.what}), `;
    console.log(`at ${width} px: ${controls}smallest word ${word?.size.toFixed(2)} px (${word?.what})`);
  }
});

/**
 * The page's own controls (buttons, links, fields, summaries, labels around a box, not
 * the lit targets of the drawings) under a finger's 44 px in height.
 */
const underAFinger = (measures: Measures) => measures.controls.filter((c) => !c.drawn && c.height < 44);

describe('whole games on the page against the bots, in Chromium', () => {
  it.each(GAMES)('%s sheet at %i px (%s): a whole game by clicks on the drawing, scored as the engine scores it', async (sheet, width, setup) => {
    const { page, errors } = await open(`seed=${sheet}-${width}&sheet=${sheet}&expert=1&roundabouts=1&${setup}`, width);
    const started = Date.now();
    const phone = width < 600;
    let clicks = 0;
    let pictured = false;
    // On the phone, each step's controls and the drawings' words, measured before each
    // click; at a desktop's width, the cards' words (the printed sheet beside them is
    // drawn at some 0.86 of its size, its smallest notes at 9.4 px: not measured here).
    const small: Measures = { controls: [], words: [] };
    const least: Measures = { controls: [], words: [] };
    const fingers: Measures['controls'] = [];
    if (phone) {
      // The setup's fields, opened and closed again.
      await page.locator('#setup-box summary').click();
      fingers.push(...underAFinger(await measure(page)));
      await page.locator('#setup-box summary').click();
    }
    while (clicks < 1000) {
      const now = await measure(page);
      const words = phone ? now.words : now.words.filter((w) => w.where === 'offer');
      small.words.push(...words.filter((w) => w.size < 12));
      least.words.push(...words.sort((a, b) => a.size - b.size).slice(0, 1));
      if (phone) {
        small.controls.push(...now.controls.filter((c) => c.width < 24 || c.height < 24));
        fingers.push(...underAFinger(now));
        least.controls.push(...now.controls.sort((a, b) => Math.min(a.width, a.height) - Math.min(b.width, b.height)).slice(0, 1));
        least.controls.push(...now.controls.filter((c) => !c.drawn).sort((a, b) => a.height - b.height).slice(0, 1));
      }
      // A screenshot mid-game, as the player chooses where an effect goes.
      if (!pictured && (await roundsPlayed(page)) >= 10 && (await page.locator('#sheet.effect-step').count()) > 0) {
        await page.screenshot({ path: `${SHOTS}/${sheet}-${width}-playing.png`, fullPage: !phone });
        if (phone) await page.screenshot({ path: `${SHOTS}/${sheet}-${width}-playing-page.png`, fullPage: true });
        expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
        expect(duplicates(await ids(page))).toEqual([]);
        pictured = true;
      }
      if (!(await step(page, clicks))) break;
      clicks += 1;
    }
    smallest.push({ width, least });
    // Words were measured: the cards at every width, the sheet too on the phone.
    expect(least.words.length).toBeGreaterThan(10);
    expect(small.controls.slice(0, 5), 'controls under 24 × 24 px').toEqual([]);
    expect(small.words.slice(0, 5), phone ? 'words of the drawings under 12 px' : 'words of the cards under 12 px').toEqual([]);
    const seconds = (Date.now() - started) / 1000;
    expect(errors).toEqual([]);
    await page.locator('[data-testid=scores]').waitFor();
    if (phone) fingers.push(...underAFinger(await measure(page)));
    if (phone) expect(fingers.slice(0, 5), "the page's own controls under 44 px tall on a phone").toEqual([]);
    const engine = replay(await recordOf(page));
    expect(engine.status).toBe('over');
    for (const player of engine.result?.players ?? []) {
      expect(Number(await page.locator(`[data-testid=total-${player.id}]`).textContent()), player.id).toBe(player.breakdown.total);
    }
    // Every choice was made on the drawing: the record's rounds are the clicks' rounds.
    expect(engine.record.rounds.length).toBeGreaterThan(10);
    // The log shows the last round open, one line a player.
    expect(await page.locator('[data-testid=revealed] > .round li').count()).toBe(engine.players.length);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    // The end in view as the last click leaves it: who won and the table.
    expect(await inView(page, '[data-testid=winners]')).toBe(true);
    expect(await inView(page, '[data-testid=scores] table')).toBe(true);
    // The rows the game has: a season on a seasonal sheet, roundabouts with them (every game here).
    const rows = await scoreRows(page);
    expect(rows.includes('season')).toBe(sheet !== 'classic');
    expect(rows.includes('roundabouts')).toBe(true);
    await page.screenshot({ path: `${SHOTS}/${sheet}-${width}-finished.png` });
    await page.screenshot({ path: `${SHOTS}/${sheet}-${width}-finished-page.png`, fullPage: true });
    console.log(`${sheet} at ${width} px: ${engine.record.rounds.length} rounds, ${clicks} clicks in ${seconds.toFixed(1)} s`);
    await page.close();
  }, 240_000);
});
