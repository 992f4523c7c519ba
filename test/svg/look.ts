// `npx tsx test/svg/look.ts [folder] [locale]`: the golden positions drawn in Debian's
// Chromium at a desktop and a phone width, one PNG each, to look at as a player would
// (the folder defaults to test/svg/.look/, which git ignores; the locale to `en`, `fr`
// to see the French words fit). Not a test: it asserts nothing. Needs /usr/bin/chromium.
import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright-core';
import type { Locale } from '../../src/index.js';
import { offerSvg, sheetSvg } from '../../src/svg/index.js';
import { OFFER_POSITIONS, SHEET_POSITIONS } from './positions.js';

const folder = process.argv[2] ?? new URL('.look/', import.meta.url).pathname;
const locale = (process.argv[3] ?? 'en') as Locale;
mkdirSync(folder, { recursive: true });

const drawings = [
  ...SHEET_POSITIONS.map((position) => ({ name: position.name, svg: sheetSvg(position.sheet, { ...position.options, locale }) })),
  ...OFFER_POSITIONS.map((position) => ({ name: position.name, svg: offerSvg(position.pairs, { light: position.light, dim: position.light !== undefined, locale }) })),
];

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
try {
  for (const [label, width] of [['desktop', 1280], ['phone', 375]] as const) {
    const page = await browser.newPage({ viewport: { width, height: 800 }, deviceScaleFactor: label === 'phone' ? 2 : 1 });
    for (const { name, svg } of drawings) {
      // The drawing in a page as a front-end puts it: inline, in a body with a margin.
      await page.setContent(`<!doctype html><html><body style="margin:8px;background:#eee">${svg}</body></html>`);
      await page.locator('svg').first().screenshot({ path: `${folder}/${name}-${label}.png` });
    }
    await page.close();
  }
} finally {
  await browser.close();
}
console.log(`${drawings.length * 2} drawings in ${folder}`);
