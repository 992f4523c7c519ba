import { describeValue } from '../../internal/snapshot.js';
import { fail } from '../../errors/rule-error.js';
import type { CompactSheet } from '../../sheet/compact/compact.js';
import { compactOf } from '../../sheet/compact/json.js';
import type { Sheet } from '../../sheet/types.js';
import type { ChoiceContext } from './context.js';
import { offerSeenBy } from './pick.js';
import type { GameState, PlayerState } from '../state.js';
import type { GameSource, PlayerView } from '../view-types.js';
import { checkedView } from '../view-check.js';

/** The context a state gives for checking the choices of its player at `index`: the offer as that player sees it. */
export function contextOf(state: GameState, index: number): ChoiceContext {
  const pick = state.players[index]?.pick ?? null;
  return {
    rules: state.rules,
    variants: state.variants,
    offer: offerSeenBy(state.offer, state.variants.expert, pick),
    plans: state.plans,
    solo: state.solo,
    pick,
  };
}

/**
 * The index of `playerId`, or a `choice/unknown-player` error: a scan of the ids (a
 * table has a few players; at 100, a round's calls of every player cost a few thousand
 * string comparisons, well under the round's other work).
 */
export function playerIndex(state: GameState, playerId: string): number {
  if (typeof playerId === 'string') {
    const players = state.players;
    for (let i = 0; i < players.length; i++) if ((players[i] as PlayerState).id === playerId) return i;
  }
  return fail('choice/unknown-player', { player: describeValue(playerId), players: state.players.map((player) => player.id) });
}

/** The context a view gives for checking its player's choices: the same as its state's. */
export function contextOfView(view: PlayerView): ChoiceContext {
  return { rules: view.rules, variants: view.variants, offer: view.offer, plans: view.plans, solo: view.solo, pick: view.pick };
}

/**
 * The player's sheet (its compact form, read once per sheet object; a tampered one is
 * `RuleError` `sheet/malformed`), the sheet as given (`json`) and the choice context,
 * from a state or from that player's own view.
 */
export function sheetAndContext(source: GameSource, playerId: string): { sheet: CompactSheet; json: Sheet; ctx: ChoiceContext } {
  if (typeof source !== 'object' || source === null) return fail('argument/invalid', { name: 'source', expected: 'a game state or a player view', given: describeValue(source) });
  let isState: boolean;
  try {
    isState = 'cards' in source;
  } catch {
    // A proxy that refuses to be read: no state the engine made, nor a view.
    return fail('argument/invalid', { name: 'source', expected: 'a game state or a player view', given: 'an object whose fields cannot be read' });
  }
  if (isState) {
    const state = source as GameState;
    const index = playerIndex(state, playerId);
    const json = (state.players[index] as PlayerState).sheet;
    return { sheet: compactOf(json), json, ctx: contextOf(state, index) };
  }
  // A view the engine made is taken as it is; any other is checked (RuleError argument/invalid naming the field).
  const view = checkedView(source, 'source');
  if (view.player !== playerId) fail('choice/unknown-player', { player: describeValue(playerId), players: [view.player] });
  return { sheet: compactOf(view.sheet), json: view.sheet, ctx: contextOfView(view) };
}
