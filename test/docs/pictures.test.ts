import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PICTURES } from '../../scripts/pictures.js';

// The guides' pictures are drawn from positions by scripts/pictures.ts (`npm run
// pictures`): a picture that is not what the script draws now is stale.
const docs = new URL('../../docs/', import.meta.url);

describe('the pictures of the guides', () => {
  it('every picture in docs/pictures is drawn by the script, and none is stale', () => {
    expect(readdirSync(new URL('pictures/', docs)).sort()).toEqual(PICTURES.map((picture) => picture.file).sort());
    for (const picture of PICTURES) expect(readFileSync(new URL(`pictures/${picture.file}`, docs), 'utf8'), `${picture.file} is stale: run npm run pictures`).toBe(picture.draw());
  });

  it('each picture is shown by its guide, with words for a reader who cannot see it', () => {
    for (const picture of PICTURES) expect(readFileSync(new URL(picture.guide, docs), 'utf8')).toMatch(new RegExp(`!\\[[^\\]]{20,}\\]\\(pictures/${picture.file.replace('.', '\\.')}\\)`));
  });

  it('shows each seasonal sheet, a scored sheet and a position', () => {
    expect(PICTURES.map((picture) => picture.file)).toEqual(expect.arrayContaining(['ice-cream.svg', 'christmas.svg', 'eggs.svg', 'scoring.svg', 'position.svg']));
  });
});
