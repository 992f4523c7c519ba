import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyChoice, createGame, emptySheet, greedyBot, greedyCandidates, isPick, legalChoices, outcomeOf, playerView, previewChoice, sheetFromText, validateChoice } from '../../src/index.js';
import { playedGame } from '../support/random-play.js';
import { canonical } from '../support/oracles.js';
import { claimRichArb } from '../support/claim-rich.js';

describe("the bot author's view and outcomeOf", () => {
  const games = [0, 1, 2, 3, 4, 5].map((seed) =>
    playedGame({
      ruleset: seed % 2 === 0 ? 'original' : 'collector',
      players: 2 + (seed % 3),
      seed,
      bot: seed,
      variants: { expert: false, advancedPlans: seed % 3 === 0, roundabouts: seed % 2 === 1 },
    }, 4 + seed * 2)
  ).concat([
    playedGame({ ruleset: 'original', players: 1, seed: 6, bot: 6 }, 9),
    playedGame({ ruleset: 'collector', players: 3, seed: 7, bot: 7, variants: { expert: true, advancedPlans: false, roundabouts: false } }, 7),
  ]);

  it('outcomeOf a whole choice (or a pick), from the view, is what previewChoice gives on the state', () => {
    for (const state of games.filter((s) => s.status === 'choosing')) {
      const id = state.players[0]?.id as string;
      const view = playerView(state, id);
      for (const choice of legalChoices(state, id).filter((_, i) => i % 17 === 0)) {
        const outcome = outcomeOf(view, choice);
        const preview = previewChoice(state, id, choice);
        expect(outcome.sheet).toEqual(preview.sheet);
        expect(outcome.claimed).toEqual(preview.claimed);
      }
    }
  });

  it("outcomeOf a legal pick: the view's sheet, nothing claimed, no claim set; an illegal pick throws what applyChoice throws", () => {
    const state = createGame({ players: 2, seed: 'pick', variants: { expert: true } });
    const view = playerView(state, 'p1');
    for (const pick of legalChoices(view, 'p1')) {
      const outcome = outcomeOf(view, pick);
      expect(outcome).toEqual({ sheet: view.sheet, claimed: [], claimSets: [] });
      expect(outcome.sheet).toBe(view.sheet);
    }
    const picked = applyChoice(state, 'p1', { type: 'pick', card: 2 });
    const again = { type: 'pick', card: 0 } as const;
    expect(() => outcomeOf(playerView(picked, 'p1'), again)).toThrow(expect.objectContaining({ code: 'choice/pick', message: expect.stringMatching(/cannot be changed/) }));
    expect(() => applyChoice(picked, 'p1', again)).toThrow(expect.objectContaining({ code: 'choice/pick', message: expect.stringMatching(/cannot be changed/) }));
  });

  it('a move without its claims is played alone, with the claim sets it may end with, even where claims are compulsory', () => {
    let seen = 0;
    // Sheets full of nearly complete estates under the original rules: claims are often compulsory.
    for (const state of fc.sample(claimRichArb('original'), { numRuns: 40, seed: 1 })) {
      const id = 'p1';
      const view = playerView(state, id);
      for (const choice of legalChoices(state, id).filter((step) => !isPick(step)).filter((c) => c.claims !== undefined)) {
        const { claims: _claims, ...move } = choice;
        const outcome = outcomeOf(view, move);
        expect(outcome.claimed).toEqual([]);
        expect(outcome.claimSets.map(canonical)).toContain(canonical(choice.claims));
        seen += 1;
      }
    }
    expect(seen).toBeGreaterThan(5);
  });

  it("the view holds the deck's composition, sorted, and every card seen on both sides (the flipped cards; solo and expert: the cards of earlier rounds), and nothing of the order to come", () => {
    for (const state of games) {
      const view = playerView(state, state.players[0]?.id as string);
      const sorted = [...state.cards.deck].map(canonical).sort();
      expect(view.deck.map(canonical).sort()).toEqual(sorted);
      expect(view.deck).toEqual([...view.deck].sort((a, b) => a.number - b.number || a.effect.localeCompare(b.effect)));
      const inPiles = state.cards.stacks.reduce((n, s) => n + s.length, 0) + state.cards.discards.reduce((n, d) => n + d.length, 0);
      expect(inPiles).toBe(state.cards.deck.length);
      const seen = view.discards.reduce((n, d) => n + d.length, 0);
      // Expert and solo: this round's three drawn cards (one on each pile, or three on the
      // solo pile) are the offer's; the standard game's flipped cards have shown both sides.
      const drawn = state.status === 'over' || (!state.solo && !state.variants.expert) ? 0 : 3;
      expect(seen + drawn + view.stacks.reduce((n, s) => n + s, 0)).toBe(view.deck.length);
    }
  });
});

describe("greedyCandidates: the greedy bot's shortlist, for authors to start from", () => {
  it('legal choices (or picks) best first, never empty while the game goes on', () => {
    for (const seed of [0, 1, 2, 3, 4, 5, 6, 7]) {
      const state = playedGame({
        ruleset: seed % 2 === 0 ? 'original' : 'collector',
        players: 2,
        seed,
        bot: seed,
        variants: { expert: seed % 4 === 0, advancedPlans: true, roundabouts: seed % 3 === 0 },
      }, seed * 2);
      if (state.status !== 'choosing') continue;
      const id = state.players[0]?.id as string;
      const list = greedyCandidates(playerView(state, id));
      expect(list.length).toBeGreaterThan(0);
      for (let i = 1; i < list.length; i++) expect((list[i - 1] as { value: number }).value).toBeGreaterThanOrEqual((list[i] as { value: number }).value);
      for (const { choice } of list) expect(validateChoice(state, id, choice)).toEqual({ ok: true });
    }
  });

  it('original: "a choice must claim every plan that the player\'s sheet fulfils after it": the greedy bot rates such a build with its claim, not as illegal before the claim is added', () => {
    // Writing the 1 in the fenced-off first house completes a one-house estate: a plan worth 10.
    const state = createGame({
      players: 2,
      seed: 1,
      ruleset: 'original',
      plans: [{ requirement: { type: 'estates', sizes: [1] }, first: 10, later: 5 }, 6, 14],
      position: { round: 3, sheets: [sheetFromText('top . | 5 6 . . . . . . .'), emptySheet()], offer: [{ number: 1, effect: 'pool' }, { number: 8, effect: 'bis' }, { number: 12, effect: 'fence' }] },
    });
    const view = playerView(state, 'p1');
    const best = greedyCandidates(view)[0]?.choice;
    expect(best).toEqual({ type: 'build', pair: 0, street: 0, house: 0, claims: [{ plan: 0, estates: [{ street: 0, start: 0, size: 1 }] }] });
    expect(greedyBot(view, 1)).toEqual(best);
  });
});
