import { describe, expect, it } from 'vitest';
import { applyChoice, createGame, legalChoices, resolveRound, validateState, type GameState } from '../../src/index.js';
import { heldGame } from '../../src/game/compact/held.js';
import { compactOf } from '../../src/sheet/compact/json.js';
import { NUMBER } from '../../src/sheet/compact/layout.js';

/** The state once every player has made their first legal choice of the round. */
function allChosen(state: GameState): GameState {
  let next = state;
  for (const player of state.players) next = applyChoice(next, player.id, legalChoices(next, player.id)[0] as never);
  return next;
}

const json = (state: GameState): GameState => JSON.parse(JSON.stringify(state)) as GameState;

describe('a state holds the compact game it was written from (docs/architecture.md, "The path of a choice")', () => {
  it('createGame, applyChoice and resolveRound each leave their game on the state they return', () => {
    const start = createGame({ players: 3, seed: 'held' });
    expect(heldGame(start)).toBeDefined();
    const chosen = allChosen(start);
    expect(heldGame(chosen)).toBeDefined();
    expect(heldGame(resolveRound(chosen))).toBeDefined();
  });

  it('no copy of a state carries it: JSON, a spread, structuredClone', () => {
    const state = allChosen(createGame({ players: 2, seed: 'copies' }));
    for (const copy of [json(state), { ...state }, structuredClone(state)]) expect(heldGame(copy)).toBeUndefined();
    expect(Object.keys(state)).toEqual(Object.keys(json(state)));
  });

  it('"resolveRound trusts a state this engine returned": from its game, to the state its JSON copy resolves to', () => {
    let state = createGame({ players: 4, seed: 'same', variants: { advancedPlans: true } });
    for (let round = 0; round < 12 && state.status === 'choosing'; round++) {
      const chosen = allChosen(state);
      const fromHeld = resolveRound(chosen);
      expect(json(fromHeld)).toEqual(json(resolveRound(json(chosen))));
      state = fromHeld;
    }
  });

  it('a player replaced in place (a new pending choice object) is not read from the game: the state resolves as its JSON copy', () => {
    const start = createGame({ players: 2, seed: 'edited' });
    const chosen = allChosen(start);
    const other = legalChoices(start, 'p1').find((choice) => JSON.stringify(choice) !== JSON.stringify(chosen.players[0]?.pending)) as NonNullable<GameState['players'][number]['pending']>;
    const players = chosen.players as GameState['players'][number][];
    players[0] = { ...(players[0] as GameState['players'][number]), pending: other };
    expect(heldGame(chosen)).toBeUndefined();
    expect(json(resolveRound(chosen))).toEqual(json(resolveRound(json(chosen))));
    expect(json(resolveRound(chosen)).record.rounds[0]?.[0]).toEqual(other);
  });

  it('"a state from storage or from a client is checked first with validateState": validateState takes the game off a state edited in place', () => {
    const chosen = allChosen(createGame({ players: 2, seed: 'gate' }));
    // An edit deep inside the state, which the checks of the held game do not see: the offer's first pair.
    const offer = chosen.offer as GameState['offer'][number][];
    offer.reverse();
    validateState(chosen);
    expect(heldGame(chosen)).toBeUndefined();
  });

  it('a sheet the engine wrote holds its compact form; edited in place and shown to validateState, it is read again', () => {
    const state = resolveRound(allChosen(createGame({ players: 2, seed: 'sheets' })));
    const sheet = state.players[0]?.sheet as GameState['players'][number]['sheet'];
    const written = compactOf(sheet);
    expect(compactOf(sheet)).toBe(written);
    expect(compactOf(json(state).players[0]?.sheet as typeof sheet)).toEqual(written);
    // An edit in place: the first empty house of the top street gets a 17.
    const houses = sheet.streets[0].houses as unknown as { number: number | null }[];
    const at = houses.findIndex((house) => house.number === null);
    (houses[at] as { number: number | null }).number = 17;
    validateState(state);
    expect(compactOf(sheet)[NUMBER + at]).toBe(17);
  });
});
