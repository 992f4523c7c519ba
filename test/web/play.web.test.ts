import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  createGame,
  ERROR_MESSAGES_EN,
  ERROR_MESSAGES_FR,
  gameStatistics,
  greedyBot,
  playGame,
  playerMessage,
  randomBot,
  replay,
  validateChoice,
  type Choice,
  type SheetKind,
  type StreetIndex,
} from '../../src/index.js';
import {
  duplicates,
  horizontalOverflow,
  ids,
  inView,
  measure,
  openPage,
  openRecord,
  seriousViolations,
  SHOTS,
  siteForTests,
  recordOf,
  roundsPlayed,
  scoreRows,
  step,
  type Measures,
} from './page-driver.js';
import { placeScore, soloTable, type ScoreTables } from '../../web/placement.js';
import { placedEn, placedFr, pointsEn, pointsFr } from '../../web/rating-words.js';

// The page of `npm run docs` (docs/api/play), in Debian's Chromium driven by
// playwright-core, besides the whole games (play-games.web.test.ts, a file of their own so
// that the two run side by side): the page's width from the setup to a round in play,
// records loaded from disk, a finished solo game placed among the bots' scores, every
// word of the cards, in English and French, in games with bots, solo and expert; a fresh
// deal at each New game, Play again and Same deal again; solo's ruleset and its end; a
// round played with the keyboard alone; the errors in words, in English and French;
// axe-core's accessibility check. Screenshots go to test-results/ (not committed).
const site = siteForTests();
const open = (query: string, width: number) => openPage(site(), query, width);

/** A finished game's record loaded by the page's file field, at `width`: the page at its end screen. */
const loaded = (record: unknown, width: number) => openRecord(site(), record, width, '[data-testid=scores]');

describe('the page to play against the bots, in Chromium', () => {
  it.each([360, 1440])('fits %i px without horizontal scrolling, from the setup to a round in play', async (width) => {
    const { page, errors } = await open(`seed=width-${width}&bots=3&sheet=ice-cream&expert=1&roundabouts=1`, width);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    for (let k = 0; (await roundsPlayed(page)) < 3; k++) {
      await step(page, k);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    }
    // Each id once: the cards' drawing no longer takes the id of the box it is drawn in.
    expect(await page.evaluate<number>("document.querySelectorAll('[id=offer]').length")).toBe(1);
    expect(duplicates(await ids(page))).toEqual([]);
    await page.locator('#setup-box summary').click();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${SHOTS}/width-${width}.png`, fullPage: true });
    if (width < 700) {
      // The phone draws the narrow sheet; the button shows the printed one, whole, and says so, and back.
      const zoom = page.locator('[data-testid=zoom]');
      const arrangement = () => page.locator('#sheet').getAttribute('data-arrangement');
      const viewBoxWidth = () => page.evaluate<string>("document.querySelector('#sheet svg').getAttribute('viewBox').split(' ')[2]");
      expect(await arrangement()).toBe('narrow');
      expect(await viewBoxWidth()).toBe('434');
      expect(await zoom.textContent()).toBe('Show the sheet as printed');
      await zoom.click();
      expect(await arrangement()).toBe('printed');
      expect(await viewBoxWidth()).toBe('1024');
      expect(await zoom.textContent()).toBe('Show the sheet large');
      // What the measure sees of the printed sheet on a phone: words of 5 px, the reason for the narrow one.
      expect(Math.min(...(await measure(page)).words.map((word) => word.size))).toBeLessThan(6);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      for (let k = 0; (await roundsPlayed(page)) < 4; k++) await step(page, k);
      await page.screenshot({ path: `${SHOTS}/width-${width}-printed.png` });
      await page.locator('[data-testid=lang-fr]').click();
      expect(await zoom.textContent()).toBe('Voir la feuille en grand');
      await zoom.click();
      expect(await arrangement()).toBe('narrow');
      expect(await zoom.textContent()).toBe('Voir la feuille imprimée');
    } else expect(await page.locator('[data-testid=zoom]').isVisible()).toBe(false);
    expect(errors).toEqual([]);
    await page.close();
  }, 60_000);

  it.each(
    [
      ['classic', false, 1280],
      ['eggs', true, 360],
    ] as const,
  )('a finished %s game, roundabouts %s, loaded at %i px: the winner and the scores in view, the rows the game has', async (sheet: SheetKind, roundabouts, width) => {
    const { state } = playGame({ players: ['you', 'bot1'], seed: `rows-${sheet}`, sheet, variants: { roundabouts } }, [randomBot, randomBot]);
    const { page, errors } = await loaded(state.record, width);
    const rows = await scoreRows(page);
    expect(rows).toEqual(['plans', 'parks', 'pools', 'temps', 'estates', ...(sheet === 'classic' ? [] : ['season']), 'bis', 'refusals', ...(roundabouts ? ['roundabouts'] : []), 'total', 'rank']);
    expect(await inView(page, '[data-testid=winners]')).toBe(true);
    expect(await inView(page, '[data-testid=scores] table')).toBe(true);
    // Under the scores, what each player did (gameStatistics of the record), a column a player.
    const figures = gameStatistics(state.record);
    const statRows = await page.evaluate<string[][]>("[...document.querySelectorAll('[data-testid=statistics] tbody tr')].map((tr) => [...tr.children].map((cell) => cell.textContent ?? ''))");
    const row = (label: string) => statRows.find((cells) => cells[0] === label)?.slice(1);
    expect(row('numbers written')).toEqual(figures.players.map((p) => String(p.numbers)));
    expect(row('refusals')).toEqual(figures.players.map((p) => String(p.refusals)));
    // The complete estates spelled out ("4 of 1 house, 3 of 2 houses, 1 of 5"), read back as counts by size.
    const estates = row('complete estates') ?? [];
    for (const cell of estates) expect(cell).toMatch(/^(none|\d+ of [1-6] houses?(, \d+ of [1-6]( houses)?)*)$/);
    const bySize = (cell: string) => [1, 2, 3, 4, 5, 6].map((size) => Number(new RegExp(`(\\d+) of ${size}\\b`).exec(cell)?.[1] ?? 0));
    expect(estates.map(bySize)).toEqual(figures.players.map((p) => p.estates));
    expect(row('roundabouts') !== undefined).toBe(roundabouts);
    expect(row('eggs')).toEqual(sheet === 'eggs' ? figures.players.map((p) => (p.season.kind === 'eggs' ? String(p.season.eggs) : '')) : undefined);
    expect(statRows.filter((cells) => cells[0]?.startsWith('plan ')).length).toBe(3);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${SHOTS}/loaded-${sheet}-${width}.png` });
    await page.locator('[data-testid=lang-fr]').click();
    expect(await page.locator('[data-testid=statistics] summary').textContent()).toBe('Ce que chacun a construit');
    expect(await page.locator('[data-testid=scores] tbody th').allTextContents()).toContain(sheet === 'classic' ? 'refus' : 'saison');
    await page.screenshot({ path: `${SHOTS}/loaded-${sheet}-${width}-fr.png` });
    expect(errors).toEqual([]);
    await page.close();
  }, 60_000);

  it.each([360, 1280])("a finished solo game at %i px: the score placed among the bots' solo scores, in English and French, with their table; none after a game with bots", async (width) => {
    const table = soloTable(JSON.parse(readFileSync(new URL('../../web/score-tables.json', import.meta.url), 'utf8')) as ScoreTables);
    const { state } = playGame({ players: ['you'], ruleset: 'original', seed: `rating-${width}`, sheet: 'classic', variants: { expert: false, roundabouts: false, advancedPlans: false } }, [
      greedyBot,
    ]);
    const score = state.result.players[0]?.breakdown.total ?? Number.NaN;
    const placement = placeScore(score, table.levels);
    const { page, errors } = await loaded(state.record, width);
    const rating = page.locator('[data-testid=rating]');
    // Alone, "won by you" and "rank 1" say nothing: the end says the score and its place among the bots' scores.
    const winners = page.locator('[data-testid=winners]');
    expect(await winners.locator('[data-testid=placement]').textContent()).toBe(placedEn(score, placement));
    expect(await winners.textContent()).toMatch(/^(The deck ran out|You (completed every plan|crossed the last refusal box|filled every house))\. With \d+ points?, you /);
    expect(await winners.textContent()).not.toMatch(/Won by/);
    expect(await scoreRows(page)).not.toContain('rank');
    expect(await inView(page, '[data-testid=placement]')).toBe(true);
    expect(await rating.locator('[data-testid=placement]').count()).toBe(0);
    expect(await rating.locator('thead th').allTextContents()).toEqual(['bot', '25th', 'median', '75th', '90th', 'mean']);
    const cells = await page.evaluate<string[][]>("[...document.querySelectorAll('[data-testid=rating] tbody tr')].map((tr) => [...tr.children].map((cell) => cell.textContent ?? ''))");
    expect(cells).toEqual(table.levels.map((row) => [row.level, ...[row.p25, row.p50, row.p75, row.p90].map(String), row.mean.toFixed(1)]));
    // The level the sentence names stands out in the table.
    expect(await rating.locator('tr.yours').getAttribute('data-level')).toBe(placement.kind === 'below' ? null : placement.level);
    expect(await rating.textContent()).toContain(`the same ${Math.max(...table.levels.map((row) => row.games)).toLocaleString('en')} solo deals`);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page, `the solo end at ${width}`)).toEqual([]);
    await rating.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/rating-${width}.png` });
    await page.locator('[data-testid=lang-fr]').click();
    expect(await page.locator('[data-testid=placement]').textContent()).toBe(placedFr(score, placement));
    expect(await winners.textContent()).not.toMatch(/Gagnée par/);
    expect(await rating.locator('h2').textContent()).toBe('Votre score face aux robots');
    expect(await rating.locator('tbody th').allTextContents()).toEqual(['débutant', 'occasionnel', 'fort', 'expert']);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${SHOTS}/rating-${width}-fr.png` });
    await page.close();

    // A game with a bot: the scores, and no rating.
    const match = await loaded(playGame({ players: ['you', 'bot1'], ruleset: 'original', seed: `rating-${width}` }, [greedyBot, greedyBot]).state.record, width);
    expect(await match.page.locator('[data-testid=rating]').count()).toBe(0);
    // A solo game on another sheet: a word on why its score is not placed, and no table.
    const eggsRecord = playGame({ players: ['you'], ruleset: 'original', seed: `rating-${width}`, sheet: 'eggs' }, [greedyBot]).state.record;
    const eggs = { ...(await loaded(eggsRecord, width)), record: eggsRecord };
    expect(await eggs.page.locator('[data-testid=rating]').textContent()).toContain('classic sheet without variants');
    const eggsScore = replay(eggs.record).result?.players[0]?.breakdown.total;
    expect(await eggs.page.locator('[data-testid=winners] [data-testid=solo-score]').textContent()).toBe(`You scored ${pointsEn(eggsScore ?? Number.NaN)}.`);
    expect(await eggs.page.locator('[data-testid=scores] tbody tr[data-row=rank]').count()).toBe(0);
    await eggs.page.locator('[data-testid=lang-fr]').click();
    expect(await eggs.page.locator('[data-testid=solo-score]').textContent()).toBe(`Vous avez marqué ${pointsFr(eggsScore ?? Number.NaN)}.`);
    expect(await eggs.page.locator('[data-testid=rating] table').count()).toBe(0);
    expect([...errors, ...match.errors, ...eggs.errors]).toEqual([]);
    await match.page.close();
    await eggs.page.close();
  }, 60_000);

  it.each(
    [
      [1280, 'a two-player', 'bots=1', 3],
      [1280, 'a solo', 'bots=0', 6],
      [1280, 'an expert', 'bots=1&expert=1', 6],
      [360, 'a two-player', 'bots=1', 3],
      [360, 'a solo', 'bots=0', 6],
      [360, 'an expert', 'bots=1&expert=1', 6],
    ] as const,
  )('every word of the cards is at least 12 px at %i px in %s game (%s), over three rounds: %i cards', async (width, name, setup, cards) => {
    const { page, errors } = await open(`seed=cards-${width}&${setup}`, width);
    expect(await page.locator('#offer .wt-pair').count()).toBe(cards);
    const words: Measures['words'] = [];
    for (let k = 0; (await roundsPlayed(page)) < 3; k++) {
      words.push(...(await measure(page)).words.filter((w) => w.where === 'offer'));
      await step(page, k);
    }
    // The number, the effect's name, and in a solo or expert game which cards make the pair.
    expect(words.length).toBeGreaterThanOrEqual(3 * cards * 2);
    expect(words.some((w) => w.what.includes('wt-note'))).toBe(cards === 6);
    expect(words.filter((w) => w.size < 12).slice(0, 5), 'words of the cards under 12 px').toEqual([]);
    await page.screenshot({ path: `${SHOTS}/cards-${width}-${name.split(' ')[1]}.png` });
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    expect(errors).toEqual([]);
    await page.close();
  }, 60_000);

  it('deals a fresh seed at each New game, shown in the setup, unless a seed is typed: then that deal each time', async () => {
    const page = await site().browser.newPage({ viewport: { width: 1280, height: 800 } });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(String(error)));
    await page.goto(site().base);
    const seedField = page.locator('[data-testid=seed]');
    expect(await seedField.inputValue()).toBe('');
    expect(await seedField.getAttribute('placeholder')).toBe('random');
    /** Presses New game (the setup opened first when it is folded) and says the game's seed and first offer. */
    const newGame = async () => {
      if ((await page.locator('#setup-box[open]').count()) === 0) await page.locator('#setup-box summary').click();
      await page.locator('[data-testid=start]').click();
      await page.locator('#sheet svg').waitFor();
      const record = await recordOf(page);
      expect(record.rounds).toEqual([]);
      const offer = await page.evaluate<string[]>(
        "[...document.querySelectorAll('#offer .wt-pair')].map((card) => card.dataset.number + ' ' + card.querySelector('[data-effect]')?.getAttribute('data-effect'))",
      );
      // The seed the game was dealt with is shown, folded setup and all.
      expect(await page.locator('[data-testid=setup-seed]').textContent()).toBe(`seed ${String(record.options.seed)}`);
      expect(await page.locator('[data-testid=setup-summary]').isVisible()).toBe(true);
      return { seed: String(record.options.seed), offer: offer.join(', ') };
    };
    const first = await newGame();
    const second = await newGame();
    expect(first.seed).toMatch(/^[a-z2-9]{8}$/);
    expect(second.seed).toMatch(/^[a-z2-9]{8}$/);
    expect(second.seed).not.toBe(first.seed);
    expect(second.offer).not.toBe(first.offer);
    // The field stays blank: the next New game is a new deal again.
    expect(await seedField.inputValue()).toBe('');
    // A typed seed: its deal, each time.
    await page.locator('#setup-box summary').click();
    await seedField.fill('friday');
    const typed = await newGame();
    const again = await newGame();
    expect(typed.seed).toBe('friday');
    expect(again).toEqual(typed);
    // The seed shown is the one to type to play a deal again.
    await page.locator('#setup-box summary').click();
    await seedField.fill(second.seed);
    expect(await newGame()).toEqual(second);
    // Blank again: fresh deals.
    await page.locator('#setup-box summary').click();
    await seedField.fill('');
    expect((await newGame()).seed).not.toBe(second.seed);
    await page.locator('[data-testid=lang-fr]').click();
    expect(await seedField.getAttribute('placeholder')).toBe('au hasard');
    expect(await page.locator('[data-testid=setup-seed]').textContent()).toMatch(/^graine [a-z2-9]{8}$/);
    expect(errors).toEqual([]);
    await page.close();
  }, 60_000);

  it.each([1280, 360])('at the end, at %i px: Play again keeps the setup with a new seed, Same deal again keeps the seed too', async (width) => {
    const options = { players: ['you', 'bot1', 'bot2'], seed: `again-${width}`, ruleset: 'original', sheet: 'eggs', variants: { roundabouts: true, advancedPlans: true } } as const;
    const { state } = playGame(options, [randomBot, greedyBot, greedyBot]);
    const { page, errors } = await loaded(state.record, width);
    const playAgain = page.locator('[data-testid=play-again]');
    const sameDeal = page.locator('[data-testid=same-deal]');
    expect(await playAgain.textContent()).toBe('Play again');
    expect(await sameDeal.textContent()).toBe('Same deal again');
    expect(await page.locator('[data-testid=deal-seed]').textContent()).toBe(`This deal's seed: again-${width}.`);
    // Both in view with the scores, as the game ends.
    expect(await inView(page, '[data-testid=play-again]')).toBe(true);
    await page.screenshot({ path: `${SHOTS}/again-${width}.png` });
    const firstOffer = (seed: string) => createGame({ ...options, seed }).offer.map((pair) => `${pair.number} ${pair.effect}`);
    const shownOffer = () =>
      page.evaluate<string[]>("[...document.querySelectorAll('#offer .wt-pair')].map((card) => card.dataset.number + ' ' + card.querySelector('[data-effect]')?.getAttribute('data-effect'))");

    await sameDeal.click();
    await page.locator('[data-testid=scores]').waitFor({ state: 'detached' });
    const same = await recordOf(page);
    expect(same.options).toEqual(state.record.options);
    expect(same.rounds).toEqual([]);
    expect(await shownOffer()).toEqual(firstOffer(`again-${width}`));

    // Played to the end again, then Play again: the same players, rules, sheet and variants, a new seed.
    for (let k = 0; await step(page, k); k++);
    await page.locator('[data-testid=lang-fr]').click();
    expect(await playAgain.textContent()).toBe('Rejouer');
    expect(await sameDeal.textContent()).toBe('Rejouer la même donne');
    expect(await page.locator('[data-testid=deal-seed]').textContent()).toBe(`Graine de cette donne : again-${width}.`);
    await page.locator('[data-testid=lang-en]').click();
    await playAgain.click();
    const fresh = await recordOf(page);
    expect(fresh.rounds).toEqual([]);
    expect(String(fresh.options.seed)).toMatch(/^[a-z2-9]{8}$/);
    expect({ ...fresh.options, seed: 'any' }).toEqual({ ...state.record.options, seed: 'any' });
    expect(await shownOffer()).toEqual(firstOffer(String(fresh.options.seed)));
    expect(await page.locator('[data-testid=setup-seed]').textContent()).toBe(`seed ${String(fresh.options.seed)}`);
    expect(errors).toEqual([]);
    await page.close();
  }, 120_000);

  it('choosing solo shows the ruleset solo plays (the original rules), and leaving solo gives the choice back', async () => {
    const page = await site().browser.newPage({ viewport: { width: 360, height: 740 } });
    await page.goto(site().base);
    const bots = page.locator('select[name=bots]');
    const ruleset = page.locator('select[name=ruleset]');
    const note = page.locator('[data-testid=solo-rules]');
    expect(await ruleset.inputValue()).toBe('collector');
    expect(await note.isVisible()).toBe(false);
    await bots.selectOption('0');
    expect(await ruleset.inputValue()).toBe('original');
    expect(await ruleset.isDisabled()).toBe(true);
    expect(await note.textContent()).toBe('Solo is the solo game of the original rules.');
    expect(await note.isVisible()).toBe(true);
    expect(await seriousViolations(page, 'the setup, solo chosen')).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/solo-setup-360.png` });
    await page.locator('[data-testid=lang-fr]').click();
    expect(await note.textContent()).toBe('Le solo est la partie solo des règles « original ».');
    await page.locator('[data-testid=start]').click();
    const record = await recordOf(page);
    expect(record.options.players).toEqual(['you']);
    expect(record.options.ruleset).toBe('original');
    await page.locator('#setup-box summary').click();
    await bots.selectOption('2');
    expect(await ruleset.inputValue()).toBe('collector');
    expect(await ruleset.isDisabled()).toBe(false);
    expect(await note.isVisible()).toBe(false);
    // Set by a link too.
    await page.goto(`${site().base}?bots=0`);
    expect(await ruleset.inputValue()).toBe('original');
    expect(await note.isVisible()).toBe(true);
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
    for (const width of [1280, 375]) {
      const { page } = await open(`seed=axe-${width}&bots=2&roundabouts=1`, width);
      const check = async (when: string) => expect(await seriousViolations(page, `${when} at ${width}`)).toEqual([]);
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
