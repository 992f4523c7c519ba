import { describe, expect, it } from 'vitest';
import { editDistance, nearest } from '../../src/cli/suggest.js';

describe('did you mean: the nearest known word', () => {
  it.each([
    ['play', 'play', 0],
    ['plya', 'play', 1], // two neighbouring letters swapped count once
    ['gamez', 'games', 1],
    ['simulat', 'simulate', 1],
    ['rpelay', 'replay', 1],
    ['dance', 'demo', 4],
    ['', 'demo', 4],
  ])('%j is %j edits from %j', (a, b, distance) => {
    expect(editDistance(a, b)).toBe(distance);
    expect(editDistance(b, a)).toBe(distance);
  });

  it('suggests a word at most two edits away, the first of the nearest', () => {
    expect(nearest('plya', ['play', 'simulate', 'replay', 'demo', 'help'])).toBe('play');
    expect(nearest('gamez', ['games', 'players', 'bots', 'seed', 'json'])).toBe('games');
    expect(nearest('bot', ['players', 'seed', 'bots', 'save'])).toBe('bots');
    expect(nearest('dance', ['play', 'simulate', 'replay', 'demo'])).toBeUndefined();
  });

  it('suggests nothing for a word shorter than its distance: "x" is no typo of "demo"', () => {
    expect(nearest('x', ['demo', 'help'])).toBeUndefined();
    expect(nearest('js', ['json'])).toBeUndefined();
  });
});
