import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES_EN, ERROR_MESSAGES_FR, playerMessage, replay, validateChoice, type Choice, type StreetIndex } from '../../src/index.js';
import { openSite, recordOf, roundsPlayed, step, type Site } from './page-driver.js';

// The page of `npm run docs` (docs/api/play), in Debian's Chromium driven by
// playwright-core: whole seeded games played by clicks on the drawn cards and sheet, on
// every kind of sheet, at a desktop and a phone width, the scores checked against the
// engine's for the same choices; a round played with the keyboard alone; the errors in
// words, in English and French; axe-core's accessibility check. Screenshots go to
// test-results/ (not committed).
let site: Site;
const SHOTS = 'test-results/web';

beforeAll(async () => {
  site = await openSite();
  mkdirSync(SHOTS, { recursive: true });
}, 60_000);

afterAll(async () => {
  await site?.close();
});

async function open(query: string, width: number): Promise<{ page: Page; errors: string[] }> {
  const page = await site.browser.newPage({ viewport: { width, height: width < 600 ? 800 : 1000 } });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  await page.goto(`${site.base}?${query}`);
  await page.locator('#sheet svg').waitFor();
  return { page, errors };
}

const horizontalOverflow = (page: Page) => page.evaluate<number>('document.scrollingElement.scrollWidth - window.innerWidth');

/** Every sheet kind at both widths, expert and roundabouts on, among rulesets, bots and player counts. */
const GAMES: [string, number, string][] = [
  ['classic', 1280, 'bots=2&bot=strong&ruleset=collector'],
  ['classic', 375, 'bots=1&bot=random&ruleset=original&advancedPlans=1'],
  ['ice-cream', 1280, 'bots=3&bot=casual&ruleset=collector'],
  ['ice-cream', 375, 'bots=1&bot=beginner&ruleset=original'],
  ['christmas', 1280, 'bots=1&bot=random&ruleset=original'],
  ['christmas', 375, 'bots=1&bot=expert&ruleset=collector'],
  ['eggs', 1280, 'bots=2&bot=random&ruleset=original&advancedPlans=1'],
  ['eggs', 375, 'bots=0'],
];

describe('the page to play against the bots, in Chromium', () => {
  it.each(GAMES)('%s sheet at %i px (%s): a whole game by clicks on the drawing, scored as the engine scores it', async (sheet, width, setup) => {
    const { page, errors } = await open(`seed=${sheet}-${width}&sheet=${sheet}&expert=1&roundabouts=1&${setup}`, width);
    const started = Date.now();
    let clicks = 0;
    let pictured = false;
    while (clicks < 1000) {
      // A screenshot mid-game, as the player chooses where an effect goes.
      if (!pictured && (await roundsPlayed(page)) >= 10 && (await page.locator('#sheet.effect-step').count()) > 0) {
        await page.screenshot({ path: `${SHOTS}/${sheet}-${width}-playing.png`, fullPage: true });
        expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
        pictured = true;
      }
      if (!(await step(page, clicks))) break;
      clicks += 1;
    }
    const seconds = (Date.now() - started) / 1000;
    expect(errors).toEqual([]);
    await page.locator('[data-testid=scores]').waitFor();
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
    await page.screenshot({ path: `${SHOTS}/${sheet}-${width}-finished.png`, fullPage: true });
    console.log(`${sheet} at ${width} px: ${engine.record.rounds.length} rounds, ${clicks} clicks in ${seconds.toFixed(1)} s`);
    await page.close();
  }, 240_000);

  it.each([360, 1440])('fits %i px without horizontal scrolling, from the setup to a round in play', async (width) => {
    const { page, errors } = await open(`seed=width-${width}&bots=3&sheet=ice-cream&expert=1&roundabouts=1`, width);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    for (let k = 0; (await roundsPlayed(page)) < 3; k++) {
      await step(page, k);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    }
    await page.locator('#setup-box summary').click();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${SHOTS}/width-${width}.png`, fullPage: true });
    if (width < 700) {
      // The phone's zoom: the sheet twice as large in a box that scrolls, the page still not.
      await page.locator('[data-testid=zoom]').click();
      const sheetWidth = await page.evaluate<number>("document.querySelector('#sheet svg').getBoundingClientRect().width");
      expect(sheetWidth).toBeGreaterThan(width * 1.5);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      for (let k = 0; (await roundsPlayed(page)) < 4; k++) await step(page, k);
      await page.screenshot({ path: `${SHOTS}/width-${width}-zoomed.png` });
    } else expect(await page.locator('[data-testid=zoom]').isVisible()).toBe(false);
    expect(errors).toEqual([]);
    await page.close();
  }, 60_000);

  it('a round played with the keyboard alone: Tab to the cards, Enter on a card, a house, the effect, confirm', async () => {
    const { page, errors } = await open('seed=keys&bots=1&expert=1&roundabouts=1', 1280);
    // Strings, not functions: what the test runner's transform adds to functions does not reach the page.
    const focused = () =>
      page.evaluate<string>(`(() => {
        const node = document.activeElement;
        if (node === null) return '';
        const where = node.closest('#offer') ? 'offer' : node.closest('#sheet') ? 'sheet' : 'page';
        return where + ' ' + (node.getAttribute('class') ?? '') + ' ' + (node.dataset?.testid ?? '');
      })()`);
    for (let k = 0; k < 40 && !(await focused()).startsWith('offer wt-pair'); k++) await page.keyboard.press('Tab');
    expect(await focused()).toMatch(/^offer wt-pair/);
    await page.keyboard.press('Enter'); // the expert pick
    expect(await focused()).toMatch(/^offer wt-pair/); // a pair of the card picked
    await page.keyboard.press('Enter');
    expect(await focused()).toMatch(/^sheet wt-house/); // the houses where it fits
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    for (let k = 0; k < 6 && (await roundsPlayed(page)) === 0; k++) {
      if ((await page.locator('[data-testid=confirm]').count()) > 0) expect(await focused()).toContain('confirm');
      await page.keyboard.press(k % 2 === 0 ? 'Space' : 'Enter');
    }
    expect(await roundsPlayed(page)).toBe(1);
    expect(await page.locator('[data-testid=revealed] > .round li').count()).toBe(2);
    expect(await focused()).toMatch(/^offer wt-pair/); // ready for the next round
    expect(errors).toEqual([]);
    await page.close();
  }, 60_000);

  it('a click where the number does not fit is refused in words, in English and then in French; the log is in French', async () => {
    const { page, errors } = await open('seed=words&bots=1', 375);
    // On an empty sheet every number fits anywhere: play two rounds first.
    for (let k = 0; (await roundsPlayed(page)) < 2; k++) await step(page, k);
    await page.locator('#offer .wt-lit').first().click();
    const pair = Number(await page.locator('#offer .wt-lit').first().getAttribute('data-pair'));
    const house = page.locator('#sheet .wt-house.wt-dim').first();
    const at = { street: Number(await house.getAttribute('data-street')) as StreetIndex, house: Number(await house.getAttribute('data-house')) };
    await house.click();
    const expected = validateChoice(replay(await recordOf(page)), 'you', { type: 'build', pair: pair as 0, ...at } as Choice);
    expect(expected.ok).toBe(false);
    if (expected.ok) return;
    const message = page.locator('[data-testid=message]');
    expect(await message.textContent()).toBe(playerMessage(expected, ERROR_MESSAGES_EN));
    expect(await message.textContent()).not.toMatch(/welcome-to-engine|choice\//);
    await page.locator('[data-testid=lang-fr]').click();
    expect(await message.textContent()).toBe(playerMessage(expected, ERROR_MESSAGES_FR));
    expect(await page.locator('html').getAttribute('lang')).toBe('fr');
    expect(await page.locator('[data-testid=status]').textContent()).toMatch(/^Tour 3 · Cliquez une maison éclairée/);
    expect(await page.locator('[data-testid=revealed]').textContent()).toMatch(/Ce que chacun a fait[\s\S]*dans la rue d(u|e)/);
    expect(await page.locator('[data-testid=back]').textContent()).toBe('Retour');
    // The drawings speak the page's language too: the houses' names and the cards' effects.
    expect(await page.locator('#sheet .wt-house title').first().textContent()).toMatch(/^rue du haut, 1re maison/);
    expect(await page.locator('#offer').first().textContent()).not.toMatch(/surveyor|real estate|landscaper|temp agency/i);
    await page.screenshot({ path: `${SHOTS}/french-375.png`, fullPage: true });
    expect(errors).toEqual([]);
    await page.close();
  }, 60_000);

  it('has no serious or critical accessibility violation (axe-core), from the cards to the confirmation and the end', async () => {
    const axePath = process.env.AXE_PATH ?? createRequire(import.meta.url).resolve('axe-core/axe.min.js');
    const axe = readFileSync(axePath, 'utf8');
    for (const width of [1280, 375]) {
      const { page } = await open(`seed=axe-${width}&bots=2&roundabouts=1`, width);
      await page.addScriptTag({ content: axe });
      const check = async (when: string) => {
        const result = (await page.evaluate('axe.run(document, { resultTypes: ["violations"] })')) as { violations: { id: string; impact: string; help: string; nodes: { target: string[] }[] }[] };
        const bad = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
        expect(bad.map((v) => `${when} at ${width}: ${v.id} (${v.impact}) ${v.help}: ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      };
      await check('choosing a pair');
      for (let k = 0; (await roundsPlayed(page)) < 1; k++) await step(page, k);
      await page.locator('#offer .wt-lit').first().click();
      await check('choosing a house');
      for (let k = 0; (await page.locator('[data-testid=confirm]').count()) === 0; k++) await step(page, k);
      await check('confirming');
      if (width === 375) {
        await page.locator('[data-testid=lang-fr]').click();
        await check('in French');
        for (let k = 0; await step(page, k); k++);
        await check('at the end');
      }
      await page.close();
    }
  }, 120_000);
});

