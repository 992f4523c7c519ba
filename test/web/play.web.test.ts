import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { replay, validateChoice, type GameRecord } from '../../src/index.js';

// The page of `npm run docs` (docs/api/play), in Debian's Chromium driven by
// playwright-core: a whole seeded game played by clicks, the scores checked against the
// engine's for the same choices, an illegal click refused in the engine's words, and a
// screenshot of the finished sheet in test-results/ (not committed).
const root = new URL('../../docs/api/play/', import.meta.url).pathname;
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json' };

let server: Server;
let browser: Browser;
let base: string;

beforeAll(async () => {
  if (!existsSync(join(root, 'index.html'))) throw new Error('docs/api/play is missing: run `npm run build:web` (or `npm run docs`) first');
  if (!existsSync(chromiumPath)) throw new Error(`no Chromium at ${chromiumPath}: apt-get install -y chromium (or set CHROMIUM_PATH)`);
  server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
    const file = join(root, path.endsWith('/') ? `${path}index.html` : path);
    if (!file.startsWith(root) || !existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(readFileSync(file));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox'] });
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => server?.close(resolve));
});

const visible = async (page: Page, selector: string) => (await page.locator(selector).count()) > 0;
const recordOf = async (page: Page) => JSON.parse((await page.locator('[data-testid=record]').textContent()) ?? '') as GameRecord;

/** One click towards this round's choice, as a player would: a pick, a claim, a build, a house, a pair, or the refusal. */
async function step(page: Page): Promise<void> {
  for (const selector of ['[data-testid^=pick-]', '[data-testid=claim-0]', '[data-testid=build-0]', '[data-fits="1"]']) {
    if (await visible(page, selector)) return page.locator(selector).first().click();
  }
  const pairs = page.locator('[data-testid^=pair-]:not([disabled])');
  for (let i = 0; i < (await pairs.count()); i++) {
    await pairs.nth(i).click();
    if (await visible(page, '[data-fits="1"]')) return undefined;
  }
  if (await visible(page, '[data-testid=refuse]')) return page.locator('[data-testid=refuse]').click();
  // No number fits and no refusal: a roundabout makes room (rules §10.1).
  const roundabout = page.locator('[data-testid=roundabout]');
  if ((await roundabout.textContent()) === 'add a roundabout') await roundabout.click();
  return page.locator('[data-fits="1"]').first().click();
}

describe('the page to play against the bots, in Chromium', () => {
  it.each([
    ['collector, 2 greedy bots', 'seed=browser&bots=2&bot=greedy&ruleset=collector'],
    ['original with every variant, 1 random bot, ice cream sheet', 'seed=variants&bots=1&bot=random&ruleset=original&expert=1&roundabouts=1&advancedPlans=1&sheet=ice-cream'],
  ])('%s: a whole game by clicks, scored as the engine scores the same choices', async (name, query) => {
    const page = await browser.newPage({ viewport: { width: 1200, height: 1000 } });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(String(error)));
    await page.goto(`${base}?${query}`);
    await page.locator('[data-testid=sheet]').waitFor();
    let clicks = 0;
    while (!(await visible(page, '[data-testid=scores]')) && clicks < 2000) {
      await step(page);
      clicks += 1;
    }
    expect(errors).toEqual([]);
    expect(await visible(page, '[data-testid=scores]')).toBe(true);
    const record = await recordOf(page);
    const engine = replay(record);
    expect(engine.status).toBe('over');
    for (const player of engine.result?.players ?? []) {
      expect(Number(await page.locator(`[data-testid=total-${player.id}]`).textContent())).toBe(player.breakdown.total);
    }
    expect(await visible(page, '[data-testid=revealed]')).toBe(true);
    mkdirSync('test-results', { recursive: true });
    await page.screenshot({ path: `test-results/finished-${name.split(',')[0]}.png`, fullPage: true });
    await page.close();
  }, 300_000);

  it('an illegal click is refused with the engine\'s message', async () => {
    const page = await browser.newPage();
    await page.goto(`${base}?seed=illegal&bots=1`);
    // On an empty sheet every number fits anywhere: play a round first.
    while ((await recordOf(page)).rounds.length === 0) await step(page);
    await page.locator('[data-testid^=pair-]:not([disabled])').first().click();
    const pair = Number(((await page.locator('[data-testid^=pair-].selected').getAttribute('data-testid')) ?? '').split('-')[1]);
    const house = page.locator('[data-testid^=house-]:not([data-fits])').first();
    const id = (await house.getAttribute('data-testid')) ?? '';
    const [, street, number] = id.split('-').map(Number);
    await house.click();
    const message = (await page.locator('[data-testid=message]').textContent()) ?? '';
    const state = replay(await recordOf(page));
    const expected = validateChoice(state, 'you', { type: 'build', pair: pair as 0, street: street as 0, house: number as number });
    expect(expected.ok).toBe(false);
    expect(message).toBe(expected.ok ? '' : expected.message);
    await page.close();
  }, 60_000);
});
