import { describe, expect, it } from 'vitest';
import {
  applyChoice,
  CHOICE_WORDS_EN,
  CHOICE_WORDS_FR,
  createGame,
  describeChoice,
  describeRound,
  playerView,
  playGame,
  randomBot,
  resolveRound,
  type Card,
  type Choice,
  type GameOptions,
} from '../../src/index.js';

/** The first offer: 3 with a fence, 5 with a park, 7 with a temp agency (each stack's second card shows its number). */
const STACKS: [Card[], Card[], Card[]] = [
  [{ number: 8, effect: 'fence' }, { number: 3, effect: 'pool' }],
  [{ number: 4, effect: 'park' }, { number: 5, effect: 'fence' }],
  [{ number: 6, effect: 'temp' }, { number: 7, effect: 'bis' }],
];
const state = createGame({ players: 2, seed: 3, stacks: STACKS });

describe('describeChoice: a choice in words, houses counted from 1, effects named as on the cards', () => {
  it.each<[string, Choice, string, string]>([
    ['the number alone', { type: 'build', pair: 0, street: 0, house: 9 }, '3 in the top street, the 10th house', '3 dans la rue du haut, la 10e maison'],
    [
      '"fence: draw a fence in any empty fence slot of any street": slot s lies between houses s and s + 1 counted from 1',
      { type: 'build', pair: 0, street: 0, house: 0, effect: { type: 'fence', street: 2, slot: 4 } },
      '3 in the top street, the 1st house; fence between the 4th and 5th houses of the bottom street',
      '3 dans la rue du haut, la 1re maison ; géomètre : clôture entre la 4e et la 5e maison de la rue du bas',
    ],
    [
      '"park: cross the next park box of the street where the number was just written"',
      { type: 'build', pair: 1, street: 1, house: 2, effect: { type: 'park' } },
      '5 in the middle street, the 3rd house; park in the middle street',
      '5 dans la rue du milieu, la 3e maison ; paysagiste : parc dans la rue du milieu',
    ],
    [
      '"temp: the number written is the pair\'s number changed by −2 … +2": the written number, and the change',
      { type: 'build', pair: 2, street: 2, house: 11, effect: { type: 'temp', delta: -2 } },
      '5 in the bottom street, the 12th house; temp agency: 7 − 2',
      "5 dans la rue du bas, la 12e maison ; agence d'intérim : 7 − 2",
    ],
    [
      '"temp … changed by −2 … +2", a change of 0 taken for the temp count alone: the number reads as unchanged, not "± 0"',
      { type: 'build', pair: 2, street: 2, house: 11, effect: { type: 'temp', delta: 0 } },
      '7 in the bottom street, the 12th house; temp agency: 7 unchanged',
      "7 dans la rue du bas, la 12e maison ; agence d'intérim : 7 inchangé",
    ],
    [
      'a roundabout first, then the build, the claims by their labels',
      { type: 'build', pair: 0, street: 0, house: 0, roundabout: { street: 1, house: 2 }, claims: [{ plan: 0 }, { plan: 2 }] },
      'roundabout in the middle street, the 3rd house; 3 in the top street, the 1st house; claims plan A; claims plan C',
      'rond-point dans la rue du milieu, la 3e maison ; 3 dans la rue du haut, la 1re maison ; réalise le plan de ville A ; réalise le plan de ville C',
    ],
    ['the refusal', { type: 'refuse', reshuffle: true }, 'refusal; asks for a reshuffle', 'refus de permis de construire ; demande de remélanger les cartes'],
  ])('%s', (_rule, choice, en, fr) => {
    expect(describeChoice(choice, state)).toBe(en);
    expect(describeChoice(choice, state, { locale: 'fr' })).toBe(fr);
  });

  it('without a source, the pair and the plan are named by their place, counted from 1', () => {
    const choice: Choice = { type: 'build', pair: 2, street: 0, house: 3, effect: { type: 'temp', delta: 1 }, claims: [{ plan: 1 }] };
    expect(describeChoice(choice)).toBe('pair 3 in the top street, the 4th house; temp agency + 1; claims plan 2');
    expect(describeChoice({ type: 'pick', card: 0 })).toBe('picks card 1');
    expect(describeChoice({ type: 'build', pair: 2, street: 0, house: 3, effect: { type: 'temp', delta: 0 } })).toBe('pair 3 in the top street, the 4th house; temp agency, the number unchanged');
    expect(describeChoice({ type: 'build', pair: 2, street: 0, house: 3, effect: { type: 'temp', delta: 0 } }, undefined, { locale: 'fr' })).toBe(
      "paire 3 dans la rue du haut, la 4e maison ; agence d'intérim, numéro inchangé",
    );
  });

  it("plans are named by the ruleset's labels: n°1, n°2, n°3 in the original game", () => {
    const original = createGame({ players: 2, seed: 3, ruleset: 'original' });
    expect(describeChoice({ type: 'refuse', claims: [{ plan: 1 }] }, original)).toBe('refusal; claims plan n°2');
  });

  it('"improvement: choose an estate size 1–6": the size, in each language', () => {
    expect(CHOICE_WORDS_EN.improvement(1)).toBe('real estate agent: 1-house estates');
    expect(CHOICE_WORDS_FR.improvement(1)).toBe('agent immobilier : lotissements de 1 maison');
    expect(CHOICE_WORDS_FR.improvement(4)).toBe('agent immobilier : lotissements de 4 maisons');
    expect([CHOICE_WORDS_EN.pool(), CHOICE_WORDS_FR.pool()]).toEqual(['pool built', 'piscine construite']);
  });

  it('"bis: copy any written number … into an empty house directly left or right": the number copied, from the view\'s sheet or the number just written', () => {
    // Round 2 offers 10 with a bis; in round 1, p1 wrote 3 in the 5th house of the top street.
    const stacks: [Card[], Card[], Card[]] = [STACKS[0].concat({ number: 10, effect: 'pool' }), STACKS[1].concat({ number: 6, effect: 'park' }), STACKS[2].concat({ number: 9, effect: 'fence' })];
    const first = createGame({ players: 2, seed: 3, stacks });
    const second = resolveRound(applyChoice(applyChoice(first, 'p1', { type: 'build', pair: 0, street: 0, house: 4 }), 'p2', { type: 'build', pair: 0, street: 0, house: 0 }));
    const view = playerView(second, 'p1');
    const fromSheet: Choice = { type: 'build', pair: 0, street: 0, house: 8, effect: { type: 'bis', street: 0, house: 5, source: 'left' } };
    expect(describeChoice(fromSheet, view)).toBe('10 in the top street, the 9th house; bis: copy of the 5th house (3) into the 6th house of the top street');
    const fromBuild: Choice = { type: 'build', pair: 0, street: 0, house: 7, effect: { type: 'bis', street: 0, house: 8, source: 'left' } };
    expect(describeChoice(fromBuild, second, { locale: 'fr' })).toBe('10 dans la rue du haut, la 8e maison ; bis : copie de la 8e maison (10) dans la 9e maison de la rue du haut');
    // A state holds every sheet and names no player: only the number just written is known.
    expect(describeChoice(fromSheet, second)).toBe('10 in the top street, the 9th house; bis: copy of the 5th house into the 6th house of the top street');
  });

  it("the ice cream truck's direction and an expert refusal's card", () => {
    expect(describeChoice({ type: 'build', pair: 0, street: 2, house: 0, truck: 'right' })).toBe('pair 1 in the bottom street, the 1st house; ice cream truck from the right');
    expect(describeChoice({ type: 'refuse', card: 2 }, undefined, { locale: 'fr' })).toBe('refus de permis de construire, carte 3 choisie');
  });

  it('an expert pick names the number on the card picked', () => {
    const expert = createGame({ players: 2, seed: 3, variants: { expert: true } });
    const number = expert.offer.find((pair) => pair.numberCard === 1)?.number;
    expect(describeChoice({ type: 'pick', card: 1 }, playerView(expert, 'p1'))).toBe(`picks card 2 (${number})`);
  });

  it('a phrase replaced changes every phrase that uses it, as the tables call their phrases as methods', () => {
    const words = { street: (street: 0 | 1 | 2) => ['Elm Street', 'Oak Avenue', 'Pine Road'][street] as string };
    expect(describeChoice({ type: 'build', pair: 0, street: 0, house: 0, effect: { type: 'fence', street: 1, slot: 1 } }, state, { words })).toBe(
      '3 in Elm Street, the 1st house; fence between the 1st and 2nd houses of Oak Avenue',
    );
  });

  it('a value that is no choice, or options of the wrong kind, are refused', () => {
    expect(() => describeChoice({ type: 'build' } as never)).toThrow(expect.objectContaining({ code: 'choice/malformed' }));
    expect(() => describeChoice({ type: 'refuse' }, undefined, { locale: 'de' as never })).toThrow(expect.objectContaining({ code: 'argument/invalid' }));
    expect(() => describeChoice({ type: 'refuse' }, undefined, { words: { refusal: 'no' as never } })).toThrow(expect.objectContaining({ code: 'argument/invalid' }));
    expect(() => describeChoice({ type: 'refuse' }, undefined, { words: { shout: () => '!' } as never })).toThrow(expect.objectContaining({ code: 'argument/invalid' }));
  });
});

describe('describeRound: a resolved round for a round log', () => {
  const played = resolveRound(
    applyChoice(applyChoice(state, 'p1', { type: 'build', pair: 2, street: 1, house: 4, effect: { type: 'temp', delta: 2 } }), 'p2', {
      type: 'build',
      pair: 1,
      street: 0,
      house: 0,
      effect: { type: 'park' },
    }),
  );

  it('the offer, then each player with their choice, as the round found them', () => {
    expect(describeRound(played)).toEqual({
      round: 1,
      offer: ['3 (fence)', '5 (park)', '7 (temp agency)'],
      choices: [
        { player: 'p1', choice: played.record.rounds[0]?.[0], text: '9 in the middle street, the 5th house; temp agency: 7 + 2' },
        { player: 'p2', choice: played.record.rounds[0]?.[1], text: '5 in the top street, the 1st house; park in the top street' },
      ],
    });
    expect(describeRound(played, 1, { locale: 'fr' }).offer).toEqual(['3 (géomètre)', '5 (paysagiste)', "7 (agence d'intérim)"]);
  });

  it('a round that has not resolved is refused', () => {
    expect(() => describeRound(state)).toThrow(expect.objectContaining({ code: 'argument/invalid' }));
    expect(() => describeRound(played, 2)).toThrow(expect.objectContaining({ code: 'argument/invalid' }));
    expect(() => describeRound(played, 0)).toThrow(expect.objectContaining({ code: 'argument/invalid' }));
  });

  it.each<[string, Omit<GameOptions, 'players'>]>([
    ['collector', { seed: 'words' }],
    ['original, every variant, ice cream', { seed: 'words', ruleset: 'original', variants: { expert: true, roundabouts: true, advancedPlans: true }, sheet: 'ice-cream' }],
  ])('every round of a whole %s game reads in both languages, with nothing left unsaid', (_name, options) => {
    const { state: over } = playGame({ ...options, players: 3 }, [randomBot, randomBot, randomBot]);
    for (let round = 1; round <= over.record.rounds.length; round++) {
      for (const locale of ['en', 'fr'] as const) {
        const { choices, offer } = describeRound(over, round, { locale });
        expect(choices).toHaveLength(3);
        for (const text of [...offer, ...choices.map((choice) => choice.text)]) expect(text).not.toMatch(/undefined|NaN|null|\[object/);
      }
    }
  });
});
