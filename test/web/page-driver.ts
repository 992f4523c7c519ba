// Shared by the page's browser tests: a static server for docs/api/play, Chromium, and
// one click towards the round's choice, chosen the way a player would make it (on the
// drawn sheet and cards, not through notation).
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import type { GameRecord } from '../../src/index.js';

export const root = new URL('../../docs/api/play/', import.meta.url).pathname;
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json' };

export interface Site {
  readonly base: string;
  readonly browser: Browser;
  close(): Promise<void>;
}

export async function openSite(): Promise<Site> {
  if (!existsSync(join(root, 'index.html'))) throw new Error('docs/api/play is missing: run `npm run build:web` (or `npm run docs`) first');
  if (!existsSync(chromiumPath)) throw new Error(`no Chromium at ${chromiumPath}: apt-get install -y chromium (or set CHROMIUM_PATH)`);
  const server: Server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
    const file = join(root, path.endsWith('/') ? `${path}index.html` : path);
    if (!file.startsWith(root) || !existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(readFileSync(file));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    browser,
    async close() {
      await browser.close();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

export const recordOf = async (page: Page) => JSON.parse((await page.locator('[data-testid=record]').textContent()) ?? '') as GameRecord;
export const roundsPlayed = async (page: Page) => (await recordOf(page)).rounds.length;

/**
 * Marks what a player would click next with data-next and says what it is: the
 * confirm button, a lit target on the sheet or a button beside it (chosen among them by
 * `turn`, so that games use every kind of effect), a lit card, the refusal, the
 * roundabout; null once the game is over.
 */
export function markNext(page: Page, turn: number): Promise<string | null> {
  // A string, not a function: what the test runner's transform adds to functions does not reach the page.
  return page.evaluate(`(${MARK_NEXT})(${turn})`);
}

const MARK_NEXT = `function (turn) {
  document.querySelector('[data-next]')?.removeAttribute('data-next');
  if (document.querySelector('[data-testid=scores]') !== null) return null;
  const all = (selector) => [...document.querySelectorAll(selector)];
  const groups = [
    all('[data-testid=confirm]'),
    [...all('#sheet .wt-target[tabindex]'), ...all('[data-testid^=temp-], [data-testid=none], [data-testid=park], [data-testid=pool]')],
    all('[data-testid^=truck-]'),
    all('#offer .wt-target[tabindex]'),
    all('[data-testid=refuse]'),
    all('[data-testid=roundabout]'),
  ];
  const group = groups.find((candidates) => candidates.length > 0);
  if (group === undefined) return 'stuck';
  // A spread of indexes (a multiplicative hash of the turn), so that every candidate comes up in time.
  const chosen = group[(Math.imul(turn + 1, 2654435761) >>> 0) % group.length];
  chosen.setAttribute('data-next', '1');
  return chosen.getAttribute('data-testid') ?? chosen.getAttribute('class') ?? chosen.tagName;
}`;

/** One click towards the round's choice; false once the game is over. */
export async function step(page: Page, turn: number): Promise<boolean> {
  const what = await markNext(page, turn);
  if (what === null) return false;
  if (what === 'stuck') throw new Error('nothing to click');
  await page.locator('[data-next]').click();
  return true;
}

/**
 * A control of the page and its size in CSS px (`drawn` for a lit target of a drawing,
 * not an element of the page's own), or a word of the drawings, where it is (your sheet
 * or the cards), and its size.
 */
export interface Measures {
  readonly controls: { readonly what: string; readonly width: number; readonly height: number; readonly drawn: boolean }[];
  readonly words: { readonly what: string; readonly where: 'sheet' | 'offer'; readonly size: number }[];
}

/**
 * Every control shown (a button, link, summary, field, a label around a box, a lit
 * target of the drawings) with its box, and every word of your sheet and the cards
 * with its drawn size: its font size times the drawing's scale where it stands.
 */
export function measure(page: Page): Promise<Measures> {
  return page.evaluate(`(${MEASURE})()`);
}

const MEASURE = `function () {
  const shown = (node) => { const box = node.getBoundingClientRect(); return box.width > 0 && box.height > 0 && getComputedStyle(node).visibility !== 'hidden'; };
  const name = (node) => (node.dataset?.testid ?? node.querySelector(':scope > title')?.textContent ?? node.textContent ?? node.tagName).trim().slice(0, 60);
  const controls = [...document.querySelectorAll('button, a[href], summary, select, input, label, [role=button]')]
    // A box inside its label is hit through the label: the label is measured.
    .filter((node) => !(node.matches('input[type=checkbox], input[type=radio]') && node.closest('label') !== null))
    .filter((node) => node.tagName !== 'LABEL' || node.querySelector('input') !== null)
    .filter(shown)
    .map((node) => { const box = node.getBoundingClientRect(); return { what: name(node), width: box.width, height: box.height, drawn: node.closest('svg') !== null }; });
  const words = [...document.querySelectorAll('#sheet svg text, #offer svg text')]
    .filter(shown)
    .map((node) => ({ what: node.textContent + ' (' + (node.getAttribute('class') ?? '') + ')', where: node.closest('#offer') !== null ? 'offer' : 'sheet', size: parseFloat(getComputedStyle(node).fontSize) * node.getScreenCTM().a }));
  return { controls, words };
}`;

/** A new page of `site` at `width` (a phone's height below 600 px), its errors collected. */
async function newPage(site: Site, width: number): Promise<{ page: Page; errors: string[] }> {
  const page = await site.browser.newPage({ viewport: { width, height: width < 600 ? 740 : 800 } });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  return { page, errors };
}

/** A new page of `site` at `width`, its address's query `query`, once its sheet is drawn; its errors collected. */
export async function openPage(site: Site, query: string, width: number): Promise<{ page: Page; errors: string[] }> {
  const opened = await newPage(site, width);
  await opened.page.goto(`${site.base}?${query}`);
  await opened.page.locator('#sheet svg').waitFor();
  return opened;
}

/** A new page of `site` at `width` with `record` loaded by the page's file field, once `shown` (a selector) is on it; its errors collected. */
export async function openRecord(site: Site, record: unknown, width: number, shown: string): Promise<{ page: Page; errors: string[] }> {
  const opened = await newPage(site, width);
  await opened.page.goto(site.base);
  await opened.page.locator('[data-testid=load]').setInputFiles({ name: 'game.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(record)) });
  await opened.page.locator(shown).waitFor();
  return opened;
}

/** How far the page scrolls sideways (0 or less: not at all). */
export const horizontalOverflow = (page: Page) => page.evaluate<number>('document.scrollingElement.scrollWidth - window.innerWidth');

/** The ids on the page. */
export const ids = (page: Page) => page.evaluate<string[]>("[...document.querySelectorAll('[id]')].map((node) => node.id)");
/** The ids given twice. */
export const duplicates = (list: readonly string[]) => list.filter((id, i) => list.indexOf(id) !== i);
/** Whether all of the element is in the window. */
export const inView = (page: Page, selector: string) =>
  page.evaluate<boolean>(`(() => { const box = document.querySelector(${JSON.stringify(selector)}).getBoundingClientRect(); return box.top >= 0 && box.bottom <= window.innerHeight; })()`);

/** The rows of the end screen's score table, by name. */
export const scoreRows = (page: Page) => page.evaluate<string[]>("[...document.querySelectorAll('[data-testid=scores] tbody tr')].map((tr) => tr.dataset.row)");

/** Where the page's tests put their screenshots (test-results/ is not committed). */
export const SHOTS = 'test-results/web';

/**
 * The site of a test file's page tests, opened (a server and Chromium) before its tests
 * and closed after them: the function gives it, inside a test.
 */
export function siteForTests(): () => Site {
  let site: Site | undefined;
  beforeAll(async () => {
    site = await openSite();
    mkdirSync(SHOTS, { recursive: true });
  }, 60_000);
  afterAll(async () => {
    await site?.close();
  });
  return () => {
    if (site === undefined) throw new Error('the site is opened before the tests, by beforeAll');
    return site;
  };
}

/** axe-core's serious and critical violations on the page as it is, each in words. */
export async function seriousViolations(page: Page, when: string): Promise<string[]> {
  if (!(await page.evaluate<boolean>("typeof axe !== 'undefined'"))) {
    await page.addScriptTag({ content: readFileSync(process.env.AXE_PATH ?? createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8') });
  }
  const result = (await page.evaluate('axe.run(document, { resultTypes: ["violations"] })')) as { violations: { id: string; impact: string; help: string; nodes: { target: string[] }[] }[] };
  const bad = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  return bad.map((v) => `${when}: ${v.id} (${v.impact}) ${v.help}: ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')}`);
}
