import type { RuleErrorDetails } from '../../errors/details.js';
import type { RuleErrorCode } from '../../errors/messages.js';

/** The codes a player meets while playing: their choices, their claims, the round and the end of the game. */
export type PlayCode = Extract<RuleErrorCode, `choice/${string}` | `claim/${string}` | `round/${string}` | 'game/over'>;

/** The codes of setting a game up and of data handed to the engine: options, sheets, records, states, arguments, notation. */
export type SetupCode = Exclude<RuleErrorCode, PlayCode>;

/** A message for each of `C`, from its details. */
export type MessagesFor<C extends RuleErrorCode> = { readonly [K in C]: (details: RuleErrorDetails<K>) => string };

/** The table with every message starting with a capital, as a sentence does: the phrases it is made of start in lower case. */
export function sentences<C extends RuleErrorCode>(table: MessagesFor<C>): MessagesFor<C> {
  const out: Partial<Record<C, (details: never) => string>> = {};
  for (const code of Object.keys(table) as C[]) {
    const message = table[code] as (details: never) => string;
    out[code] = (details: never) => {
      const text = message(details);
      return text.charAt(0).toUpperCase() + text.slice(1);
    };
  }
  return out as MessagesFor<C>;
}
