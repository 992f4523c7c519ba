import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { botFor, describeRound, greedyBot, playGame, scoreGame, stateAtRound, type GameRecord, type GameState, type Sheet } from '../../src/index.js';
import { duplicates, horizontalOverflow, ids, openPage, openRecord, roundsPlayed, seriousViolations, SHOTS, siteForTests, step } from './page-driver.js';

// The replay of the page of `npm run docs` in Chromium (issue 56, item 4): a record
// opened from disk played back a round at a time, every sheet read back from its drawing
// and compared with the engine's state after that round (stateAtRound), the offer, the
// choices in words and the scores as they stood; previous, next, the slider and the
// keyboard; a link to a round, opened in a fresh page; the player's own game played back
// and left for the game again. English and French, 360 and 1280 px, axe clean.
const site = siteForTests();

/** A finished 2-player game, its seats named as a record from the command line names them. */
const finished: GameState = playGame({ players: ['ann', 'bob'], seed: 'replayed', ruleset: 'collector' }, [greedyBot, botFor('casual')]).state;
const rounds = finished.record.rounds.length;

/** What a drawn sheet shows, as text: each written house (its number, bis, built pool, roundabout), each fence. */
function marksOf(sheet: Sheet): string[] {
  return sheet.streets.flatMap((street, s) => [
    ...street.houses.flatMap((
      house,
      h,
    ) => (house.number === null && !house.roundabout ? [] : [`house ${s}:${h} ${house.roundabout ? 'roundabout' : house.number}${house.bis ? ' bis' : ''}${house.pool === 'built' ? ' pool' : ''}`])),
    ...street.fences.flatMap((fence, slot) => (fence ? [`fence ${s}:${slot}`] : [])),
  ]).sort();
}

/** The same read back from the drawing in the replay's figure of `player`. */
function drawnMarks(page: Page, player: string): Promise<string[]> {
  return page.evaluate(`(() => {
    const figure = document.querySelector('[data-testid="replay-sheet-${player}"]');
    const houses = [...figure.querySelectorAll('.wt-house')].flatMap((g) => {
      const number = g.querySelector('.wt-number')?.textContent;
      const roundabout = g.querySelector('.wt-roundabout') !== null;
      if (number === undefined && !roundabout) return [];
      return ['house ' + g.dataset.street + ':' + g.dataset.house + ' ' + (roundabout ? 'roundabout' : number) + (g.querySelector('.wt-bis') ? ' bis' : '') + (g.querySelector('.wt-built') ? ' pool' : '')];
    });
    const fences = [...figure.querySelectorAll('.wt-slot')].filter((g) => g.querySelector('.wt-fence') !== null).map((g) => 'fence ' + g.dataset.street + ':' + g.dataset.slot);
    return [...houses, ...fences].sort();
  })()`);
}

/** The page's replay checked against the engine at `round`: heading, offer, choices, every sheet, the scores. */
async function expectRound(page: Page, round: number, locale: 'en' | 'fr' = 'en'): Promise<void> {
  await expect.poll(() => page.locator('[data-testid=replay-heading]').textContent()).toContain(locale === 'en' ? `round ${round} of ${rounds}` : `tour ${round} sur ${rounds}`);
  const before = stateAtRound(finished.record, round);
  const after = stateAtRound(finished.record, round + 1);
  const offer = await page.locator('[data-testid=replay-offer] [data-number]').evaluateAll((nodes) => nodes.map((node) => Number(node.getAttribute('data-number'))));
  expect(offer).toEqual(before.offer.map((pair) => pair.number));
  const words = describeRound(finished, round, { locale });
  const score = scoreGame(after);
  for (const [index, player] of after.players.entries()) {
    expect(await drawnMarks(page, player.id), `${player.id}'s sheet after round ${round}`).toEqual(marksOf(player.sheet));
    expect(await page.locator(`[data-testid=replay-choices] li[data-player=${player.id}]`).textContent()).toContain(words.choices[index]?.text);
    expect(await page.locator(`[data-testid=replay-total-${player.id}]`).textContent()).toBe(String(score.players[index]?.breakdown.total));
  }
  expect(page.url()).toContain(`&round=${round}`);
}

/** A page with `record` opened by the page's file field, at `width`: a record without a seat `you` opens in the replay. */
const opened = (record: GameRecord, width: number) => openRecord(site(), record, width, '[data-testid=replay-heading]');

describe('the replay: a game played back a round at a time, in Chromium', () => {
  it('a record opened from disk steps through every round by Next, each sheet as the engine has it after the round, then back by the keyboard and the slider', async () => {
    const { page, errors } = await opened(finished.record, 1280);
    await expectRound(page, 1);
    expect(await page.locator('[data-testid=replay-previous]').isDisabled()).toBe(true);
    for (let round = 2; round <= rounds; round++) {
      await page.locator('[data-testid=replay-next]').click();
      await expectRound(page, round);
    }
    expect(await page.locator('[data-testid=replay-next]').isDisabled()).toBe(true);
    await page.screenshot({ path: `${SHOTS}/replay-1280.png`, fullPage: true });
    // The keyboard: Home, End, the arrows, from a control of the replay.
    await page.locator('[data-testid=replay-first]').focus();
    await page.keyboard.press('ArrowLeft');
    await expectRound(page, rounds - 1);
    await page.keyboard.press('Home');
    await expectRound(page, 1);
    await page.keyboard.press('ArrowRight');
    await expectRound(page, 2);
    await page.keyboard.press('End');
    await expectRound(page, rounds);
    // The slider, by the keyboard on it and by a value set.
    await page.locator('[data-testid=replay-slider]').focus();
    await page.keyboard.press('ArrowLeft');
    await expectRound(page, rounds - 1);
    await page.locator('[data-testid=replay-slider]').fill('7');
    await expectRound(page, 7);
    expect(await page.evaluate<string | null>("document.activeElement?.getAttribute('data-testid') ?? null")).toBe('replay-slider');
    // Dragged with the mouse, the slider goes on moving to where the drag ends (it is not drawn anew under the pointer).
    const box = (await page.locator('[data-testid=replay-slider]').boundingBox()) as { x: number; y: number; width: number; height: number };
    await page.mouse.move(box.x + 4, box.y + box.height / 2);
    await page.mouse.down();
    for (let k = 1; k <= 20; k++) await page.mouse.move(box.x + 4 + ((box.width - 8) * k) / 20, box.y + box.height / 2);
    await page.mouse.up();
    await expectRound(page, rounds);
    // Alt+Left is the browser's (back), not the replay's.
    await page.locator('[data-testid=replay-previous]').focus();
    await page.keyboard.press('Alt+ArrowLeft');
    await expectRound(page, rounds);
    expect(duplicates(await ids(page))).toEqual([]);
    expect(await seriousViolations(page, 'replay at 1280 px')).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('the link to a round opens that round in a fresh page, in French on a 360 px phone without sideways scrolling', async () => {
    const first = await opened(finished.record, 1280);
    for (let round = 1; round < 9; round++) await first.page.locator('[data-testid=replay-next]').click();
    await expectRound(first.page, 9);
    const href = await first.page.locator('[data-testid=replay-link]').getAttribute('href');
    expect(href).toMatch(/^#replay=[\w-]+&round=9$/);
    await first.page.close();
    const page = await site().browser.newPage({ viewport: { width: 360, height: 740 } });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(String(error)));
    await page.goto(`${site().base}?lang=fr${href}`);
    await page.locator('[data-testid=replay-heading]').waitFor();
    await expectRound(page, 9, 'fr');
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${SHOTS}/replay-360-fr.png`, fullPage: true });
    await page.screenshot({ path: `${SHOTS}/replay-360-fr-top.png` });
    await page.locator('[data-testid=replay-sheet-ann]').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/replay-360-fr-sheet.png` });
    expect(await seriousViolations(page, 'replay at 360 px, French')).toEqual([]);
    await page.locator('[data-testid=replay-previous]').click();
    await expectRound(page, 8, 'fr');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('your own game is played back from its last round, and Close gives the game back as it was', async () => {
    const { page, errors } = await openPage(site(), 'seed=replay-mine&bots=1', 1280);
    for (let turn = 0; (await roundsPlayed(page)) < 3; turn++) await step(page, turn);
    await page.locator('[data-testid=replay-open]').click();
    await expect.poll(() => page.locator('[data-testid=replay-heading]').textContent()).toContain('round 3 of 3');
    expect(await page.locator('#play').isHidden()).toBe(true);
    await page.locator('[data-testid=replay-previous]').click();
    await expect.poll(() => page.locator('[data-testid=replay-heading]').textContent()).toContain('round 2 of 3');
    // A new game from the setup leaves the replay, and its address with it.
    await page.locator('[data-testid=setup-summary]').click();
    await page.locator('[data-testid=start]').click();
    await page.locator('#sheet svg').waitFor();
    expect(page.url()).not.toContain('#replay');
    for (let turn = 0; (await roundsPlayed(page)) < 3; turn++) await step(page, turn);
    await page.locator('[data-testid=replay-open]').click();
    await page.locator('[data-testid=replay-close]').click();
    expect(await page.locator('#sheet svg').isVisible()).toBe(true);
    expect(await page.locator('[data-testid=replay]').isHidden()).toBe(true);
    expect(page.url()).not.toContain('#replay');
    expect(await roundsPlayed(page)).toBe(3);
    expect(errors).toEqual([]);
    await page.close();
  });
});
