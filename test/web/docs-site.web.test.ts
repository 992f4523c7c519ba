import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The API site of `npm run docs` (docs/api), as a reader meets it: the package named as
// it is installed, the title once on the landing page, every page of the reference
// leading to a guide, and the search finding the guides. In Debian's Chromium for the
// search, which runs in the page.
const root = new URL('../../docs/api/', import.meta.url).pathname;
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml' };
const REFERENCE_FOLDERS = ['classes', 'functions', 'interfaces', 'types', 'variables'];

let server: Server;
let browser: Browser;
let base: string;

beforeAll(async () => {
  if (!existsSync(join(root, 'index.html'))) throw new Error('docs/api is missing: run `npm run docs` first');
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
  browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => server?.close(resolve));
});

const pages = REFERENCE_FOLDERS.flatMap((folder) => (existsSync(join(root, folder)) ? readdirSync(join(root, folder)).map((name) => `${folder}/${name}`) : []));

describe('the API site', () => {
  it('names the main module welcome-to-engine, as it is imported, not index', () => {
    expect(pages.length).toBeGreaterThan(150);
    expect(pages).toContain('functions/welcome-to-engine.createGame.html');
    expect(pages.filter((page) => page.includes('/index.'))).toEqual([]);
    expect(readFileSync(join(root, 'functions/welcome-to-engine.createGame.html'), 'utf8')).not.toMatch(/>index\.createGame</);
  });

  it('shows the title once on the landing page', () => {
    const landing = readFileSync(join(root, 'index.html'), 'utf8');
    expect(landing.match(/<h1[\s>]/g)).toHaveLength(1);
  });

  it('every page of the reference links to a guide: the bots to "Writing a bot", the notation to "Notation", the positions to "Positions"', () => {
    const guidesOf = (page: string) =>
      [...(/data-guides[^>]*>([\s\S]*?)<\/aside>/.exec(readFileSync(join(root, page), 'utf8'))?.[1] ?? '').matchAll(/<a href="([^"]+)">([^<]+)<\/a>/g)].map((match) => match[2]);
    expect(pages.filter((page) => guidesOf(page).length === 0)).toEqual([]);
    for (const name of ['Bot', 'searchBot', 'greedyBot', 'sampleState', 'outcomeOf', 'simulate']) {
      const page = pages.find((candidate) => candidate.endsWith(`/welcome-to-engine.${name}.html`)) as string;
      expect(guidesOf(page), name).toContain('Writing a bot');
    }
    expect(guidesOf('functions/welcome-to-engine.choiceToText.html')).toContain('Notation');
    expect(guidesOf('functions/welcome-to-engine.validateState.html')).toContain('Positions');
    expect(guidesOf('functions/boardgame.io.welcomeToGame.html')).toContain('boardgame.io');
  });

  it('the guide links of a page lead to the guides', () => {
    const html = readFileSync(join(root, 'functions/welcome-to-engine.searchBot.html'), 'utf8');
    const href = /data-guides[^>]*>[\s\S]*?<a href="([^"]+)">Writing a bot<\/a>/.exec(html)?.[1] as string;
    expect(existsSync(join(root, 'functions', href))).toBe(true);
  });

  it('searching "write a bot" finds the guide Writing a bot', async () => {
    const page = await browser.newPage();
    await page.goto(base);
    await page.locator('#tsd-search-trigger').click();
    await page.locator('#tsd-search-input').fill('write a bot');
    const results = page.locator('#tsd-search-results li');
    await results.first().waitFor();
    expect(await results.allTextContents()).toContainEqual(expect.stringContaining('Writing a bot'));
    await page.close();
  });
});
