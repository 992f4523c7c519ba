import type { Choice, EffectUse, PickChoice } from '../game/choice/choice.js';
import { parseChoice } from '../game/choice/parse-choice.js';
import { cardNumbers } from '../game/choice/pick.js';
import type { PlanState } from '../game/state.js';
import type { GameSource, ViewPair } from '../game/view-types.js';
import type { StreetIndex } from '../rules/layout.js';
import type { Sheet } from '../sheet/types.js';
import type { ChoiceWords } from './choice-words.js';
import { wordsFor, type WordOptions } from './word-options.js';

/** What a choice is worded against, each part where it is known: the offer, the plans, the player's sheet before the choice. */
export interface ChoiceFacts {
  readonly offer?: readonly ViewPair[] | undefined;
  readonly plans?: readonly PlanState[] | undefined;
  readonly sheet?: Sheet | undefined;
}

/**
 * A choice in words for a player, in order: the roundabout written first, the number
 * and the house, the effect, the truck's start, the plans claimed, the reshuffle; or
 * the refusal, or the pick. Houses, cards, pairs and plans are counted from 1, effects
 * named as on the cards ([rules](../../docs/rules.md), the vocabulary table).
 *
 * With a `source` (a state or a view, as the queries take) the words name what the
 * choice alone cannot: the number written (the pair's, changed by a temp), the number a
 * pick or a temp starts from, the plans by their labels (A, B, C or n°1, n°2, n°3), and
 * with a view the number a bis copies from the player's sheet. Without one, the pair
 * and the plan are named by their place: `pair 1`, `plan 1`.
 *
 * @param choice - A build, a refusal or a pick, as the queries list them or a player sends them.
 * @param source - The game, or the player's view, the choice is made in (optional).
 * @param options - The language (`locale: 'en' | 'fr'`, English by default) and phrases replacing its own.
 * @returns The choice as one line.
 * @throws `RuleError` `choice/malformed` for a value that is no choice; `argument/invalid` for bad options.
 *
 * @example
 * ```ts
 * import { createGame, describeChoice, type Choice } from 'welcome-to-engine';
 * const choice: Choice = { type: 'build', pair: 0, street: 0, house: 9, effect: { type: 'fence', street: 2, slot: 4 }, claims: [{ plan: 1 }] };
 * describeChoice(choice);
 * // 'pair 1 in the top street, the 10th house; fence between the 4th and 5th houses of the bottom street; claims plan 2'
 * const state = createGame({ players: 2, seed: 3, stacks: [[{ number: 8, effect: 'fence' }, { number: 3, effect: 'pool' }], [{ number: 4, effect: 'park' }, { number: 5, effect: 'fence' }], [{ number: 6, effect: 'temp' }, { number: 7, effect: 'bis' }]] });
 * describeChoice(choice, state);
 * // '3 in the top street, the 10th house; fence between the 4th and 5th houses of the bottom street; claims plan B'
 * describeChoice(choice, state, { locale: 'fr' });
 * // '3 dans la rue du haut, la 10e maison ; géomètre : clôture entre la 4e et la 5e maison de la rue du bas ; réalise le plan de ville B'
 * ```
 *
 * @group Words
 */
export function describeChoice(choice: Choice | PickChoice, source?: GameSource, options?: WordOptions): string {
  const parsed = parseChoice(choice);
  const words = wordsFor(options);
  const facts: ChoiceFacts = source === undefined ? {} : { offer: source.offer, plans: source.plans, sheet: 'cards' in source ? undefined : source.sheet };
  return choiceText(parsed, facts, words);
}

/** A checked choice in `words`, against what `facts` know. */
export function choiceText(choice: Choice | PickChoice, facts: ChoiceFacts, words: ChoiceWords): string {
  if (choice.type === 'pick') return words.join([words.pick(choice.card, facts.offer === undefined ? undefined : cardNumbers(facts.offer)[choice.card])]);
  const parts: string[] = [];
  if (choice.roundabout !== undefined) parts.push(words.roundabout(choice.roundabout.street, choice.roundabout.house));
  if (choice.type === 'refuse') parts.push(words.refusal(choice.card));
  else {
    const printed = facts.offer?.[choice.pair]?.number;
    const written = printed === undefined ? undefined : printed + (choice.effect?.type === 'temp' ? choice.effect.delta : 0);
    parts.push(words.build(written === undefined ? words.pair(choice.pair) : String(written), choice.street, choice.house));
    if (choice.effect !== undefined) parts.push(effectText(choice.effect, choice.street, choice.house, printed, written, facts.sheet, words));
    if (choice.truck !== undefined) parts.push(words.truck(choice.truck));
  }
  for (const claim of choice.claims ?? []) parts.push(words.claim(claim.plan, facts.plans?.[claim.plan]?.label));
  if (choice.reshuffle === true) parts.push(words.reshuffle());
  return words.join(parts);
}

/** The effect of a build at (`street`, `house`) writing `written` (the pair's `printed` number, changed by a temp). */
function effectText(effect: EffectUse, street: StreetIndex, house: number, printed: number | undefined, written: number | undefined, sheet: Sheet | undefined, words: ChoiceWords): string {
  switch (effect.type) {
    case 'fence':
      return words.fence(effect.street, effect.slot);
    case 'improvement':
      return words.improvement(effect.size);
    case 'park':
      return words.park(street);
    case 'pool':
      return words.pool();
    case 'temp':
      return words.temp(effect.delta, printed);
    case 'bis': {
      // The number copied: the one just written, when the copy sits beside it; else the sheet's.
      const from = effect.source === 'left' ? effect.house - 1 : effect.house + 1;
      const copied = effect.street === street && from === house ? written : (sheet?.streets[effect.street].houses[from]?.number ?? undefined);
      return words.bis(effect.street, effect.house, effect.source, copied);
    }
  }
}
