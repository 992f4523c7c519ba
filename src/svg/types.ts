import type { EstateSize, Locale, PairIndex, PlanIndex, PlanState, ScoreBreakdown, Sheet, StreetIndex } from '../index.js';

/**
 * A score track of the sheet besides the parks of each street (those are
 * `{ kind: 'park' }` targets) and the estate values (`{ kind: 'estate' }`): its name
 * in `data-track`.
 *
 * @example
 * ```ts
 * import type { ScoreTrack } from 'welcome-to-engine/svg';
 * const track: ScoreTrack = 'pool';
 * ```
 *
 * @group Drawing
 */
export type ScoreTrack = 'pool' | 'temp' | 'bis' | 'refusal' | 'roundabout';

/**
 * Something on the sheet a front-end may light ({@link SheetSvgOptions.light}): what a
 * choice can touch. Indexes are the engine's, from 0.
 *
 * - `house`: a house (where a number, a bis copy or a roundabout may go).
 * - `slot`: a fence slot, between house `slot - 1` and house `slot` (where the fence
 *   effect may draw).
 * - `estate`: the value column of estates of `size` houses (the improvement effect).
 * - `park`: a box of a street's park track, `box` counted from 0 (the box crossed next
 *   is `street.parks`); without `box`, every box of it.
 * - `track`: a box of another score track, the same way.
 * - `plan`: a plan, by its deck (0 is deck 1): its box on the sheet and its card.
 *
 * @example
 * ```ts
 * import type { SheetTarget } from 'welcome-to-engine/svg';
 * const targets: SheetTarget[] = [
 *   { kind: 'house', street: 0, house: 2 },
 *   { kind: 'slot', street: 1, slot: 4 },
 *   { kind: 'park', street: 0 },
 *   { kind: 'track', track: 'pool', box: 3 },
 *   { kind: 'estate', size: 3 },
 *   { kind: 'plan', plan: 0 },
 * ];
 * ```
 *
 * @group Drawing
 */
export type SheetTarget =
  | {
    /** A house. */
    readonly kind: 'house';
    /** Its street. */
    readonly street: StreetIndex;
    /** Its index in the street. */
    readonly house: number;
  }
  | {
    /** A fence slot. */
    readonly kind: 'slot';
    /** Its street. */
    readonly street: StreetIndex;
    /** The slot: 0 and the street's house count are its ends. */
    readonly slot: number;
  }
  | {
    /** An estate value column. */
    readonly kind: 'estate';
    /** The estate size, 1–6. */
    readonly size: EstateSize;
  }
  | {
    /** A street's park track. */
    readonly kind: 'park';
    /** Its street. */
    readonly street: StreetIndex;
    /** One box, from 0; every box when left out. */
    readonly box?: number | undefined;
  }
  | {
    /** Another score track. */
    readonly kind: 'track';
    /** Which. */
    readonly track: ScoreTrack;
    /** One box, from 0; every box when left out. */
    readonly box?: number | undefined;
  }
  | {
    /** A plan. */
    readonly kind: 'plan';
    /** Its index among the game's plans: deck 1, 2, 3 are 0, 1, 2. */
    readonly plan: PlanIndex;
  };

/**
 * How {@link sheetSvg} draws a sheet. Every field is optional.
 *
 * @example
 * ```ts
 * import { createGame, scoreSheet } from 'welcome-to-engine';
 * import type { SheetSvgOptions } from 'welcome-to-engine/svg';
 * const state = createGame({ players: 2, seed: 1, variants: { roundabouts: true } });
 * const sheet = state.players[0]!.sheet;
 * const options: SheetSvgOptions = {
 *   plans: state.plans,
 *   score: scoreSheet(sheet),
 *   roundabouts: state.variants.roundabouts,
 *   light: [{ kind: 'house', street: 0, house: 0 }],
 *   dim: true,
 *   idPrefix: 'ann',
 *   width: 375,
 *   locale: 'fr',
 * };
 * ```
 *
 * @group Drawing
 */
export interface SheetSvgOptions {
  /**
   * The game's three plans (`state.plans` or a view's `plans`): each is drawn as its
   * card above the sheet, with its label, what it needs, its two values (the one in
   * force marked) and whether this sheet claimed it. Left out, no cards are drawn.
   */
  readonly plans?: readonly PlanState[] | undefined;
  /**
   * The plan boxes' labels when `plans` is left out (with `plans`, theirs): `A`, `B`,
   * `C` by default, as in the `collector` ruleset (`RULESETS.original.planLabels` are
   * `n°1`, `n°2`, `n°3`).
   */
  readonly planLabels?: readonly string[] | undefined;
  /**
   * The sheet's score (`scoreSheet`, or a player's `breakdown` from `scoreGame` or a
   * finished game's result), written in the score boxes at the foot of the sheet. Left
   * out, the boxes are empty, as printed.
   */
  readonly score?: ScoreBreakdown | undefined;
  /**
   * The roundabouts variant is on (`state.variants.roundabouts`): the roundabout track
   * is drawn. It is drawn anyway when the sheet has a roundabout or a crossed box there.
   */
  readonly roundabouts?: boolean | undefined;
  /** Targets to light (class `wt-lit`): where a choice may go. */
  readonly light?: readonly SheetTarget[] | undefined;
  /**
   * Dim every target not lit (class `wt-dim`), so that the lit ones stand out; with a
   * `preview`, those it changes stay undimmed.
   */
  readonly dim?: boolean | undefined;
  /**
   * The sheet after a choice (`previewChoice(state, id, choice).sheet`, or `outcomeOf`'s
   * for a view): it is drawn instead of `sheet`, and every mark it adds to `sheet`
   * (a number, a fence, a crossed box, a built pool…) carries class `wt-preview`.
   */
  readonly preview?: Sheet | undefined;
  /**
   * The start of every `id` in the drawing (letters, digits, `-` and `_`, starting
   * with a letter; `wt` by default): give each drawing on one page its own.
   */
  readonly idPrefix?: string | undefined;
  /**
   * The width in pixels; the height follows. Left out, the drawing's own size (one
   * pixel a unit). Either way it shrinks to its container (`max-width: 100%`).
   */
  readonly width?: number | undefined;
  /** The drawing's accessible name; `Welcome To… sheet` by default (`Feuille de Welcome To…` in French). */
  readonly title?: string | undefined;
  /**
   * What of the sheet to draw: `'sheet'` (the default) the whole printed sheet;
   * `'streets'` the three streets alone, with their fences, parks and seasonal marks
   * (for a narrow page that shows the score elsewhere, or a picture of a position).
   */
  readonly part?: 'sheet' | 'streets' | undefined;
  /**
   * How the sheet is laid out: `'printed'` (the default), as the paper sheet, 1,024
   * units wide; `'narrow'`, for a phone held upright, 434 units wide: each street
   * wrapped onto two rows (its first 5 or 6 houses, then the rest) with its park track
   * under its end, and below the streets, one under the other, the plan boxes and
   * cards, the estate values, the score tracks, the season's box and the score. At
   * 336 px wide (a 360 px screen) its houses are 46 px wide, every target is at least
   * 26 px across and no word is smaller than 12 px, where the printed sheet's are 5 px.
   * Every target, class, data attribute and name is the same as the printed sheet's.
   *
   * @example
   * ```ts
   * import { createGame } from 'welcome-to-engine';
   * import { sheetSvg } from 'welcome-to-engine/svg';
   * const state = createGame({ players: 2, seed: 1 });
   * const phone = sheetSvg(state.players[0]!.sheet, { plans: state.plans, arrangement: 'narrow' });
   * phone.includes('viewBox="0 0 434 '); // true
   * ```
   */
  readonly arrangement?: 'printed' | 'narrow' | undefined;
  /**
   * A picture, not a control: the drawing keeps its own accessible name but leaves out
   * what a front-end uses to find and click its parts (each target's name, data
   * attributes and hit area), about a third of its size. For documents and logs.
   */
  readonly decorative?: boolean | undefined;
  /**
   * The language of every word drawn, visible and in the targets' accessible names:
   * `'en'` (the default) or `'fr'`, in the French edition's words ("rue du haut, 3e
   * maison : 7 bis, piscine construite"; géomètre, paysagiste, agent immobilier…), as
   * `describeChoice` and `ERROR_MESSAGES_FR` word them. The default `title` follows it.
   */
  readonly locale?: Locale | undefined;
  /**
   * How the drawing carries its colours, strokes and fonts. `'stylesheet'` (the
   * default): an embedded `<style>` ({@link SVG_STYLE}) that reads the classes, its
   * colours custom properties (`--wt-pen`…) a page may set. `'attributes'`: the same
   * look written on each element as plain presentation attributes (`fill="#fbf8ef"`),
   * with no stylesheet, no custom property and no class (ImageMagick's renderer takes a
   * class for one of its own styles and stops drawing). For renderers outside browsers,
   * which read no custom property and draw the default look black: rsvg (`rsvg-convert`,
   * for a PNG), ImageMagick, e-mail clients. The elements, data attributes and names are
   * the same, and a browser draws both alike; a page that styles or clicks the drawing
   * wants the default. `welcome-to render` writes its files so.
   *
   * @example
   * ```ts
   * import { writeFileSync } from 'node:fs';
   * import { tmpdir } from 'node:os';
   * import { join } from 'node:path';
   * import { createGame } from 'welcome-to-engine';
   * import { sheetSvg } from 'welcome-to-engine/svg';
   * const state = createGame({ players: 2, seed: 1 });
   * const svg = sheetSvg(state.players[0]!.sheet, { plans: state.plans, styling: 'attributes' });
   * svg.includes('<style>'); // false
   * svg.includes('fill="#fbf8ef"'); // true: the paper's colour, written out
   * writeFileSync(join(tmpdir(), 'sheet.svg'), svg); // then: rsvg-convert -o sheet.png sheet.svg
   * ```
   */
  readonly styling?: 'stylesheet' | 'attributes' | undefined;
}

/**
 * How {@link offerSvg} draws an offer. Every field is optional.
 *
 * @example
 * ```ts
 * import type { OfferSvgOptions } from 'welcome-to-engine/svg';
 * const options: OfferSvgOptions = { light: [0, 2], dim: true, idPrefix: 'offer', width: 360, locale: 'fr' };
 * ```
 *
 * @group Drawing
 */
export interface OfferSvgOptions {
  /** Pairs to light (class `wt-lit`), by index: those the player may pick. */
  readonly light?: readonly PairIndex[] | undefined;
  /** Dim every pair not lit (class `wt-dim`). */
  readonly dim?: boolean | undefined;
  /** The start of every `id` in the drawing, as for {@link SheetSvgOptions.idPrefix}. */
  readonly idPrefix?: string | undefined;
  /** The width in pixels; the height follows. Left out, the drawing's own size. */
  readonly width?: number | undefined;
  /** The drawing's accessible name; `The offer` by default (`L'offre` in French). */
  readonly title?: string | undefined;
  /**
   * The language of the effects' names and the pairs' accessible names: `'en'` (the
   * default) or `'fr'` (géomètre, agent immobilier, paysagiste, piscine, agence
   * d'intérim, bis), as for {@link SheetSvgOptions.locale}.
   */
  readonly locale?: Locale | undefined;
  /**
   * How the cards are laid out: `'printed'` (the default), side by side;
   * `'narrow'`, for a phone held upright: a column a number card, its pairs one under
   * the other (an expert offer's six pairs in three columns of two instead of a row of
   * six), and no word smaller than 16 units, a long effect's name on two lines. Three
   * columns are 416 units wide: at 336 px (a 360 px screen) a card is 97 px wide and
   * its words at least 12 px, as {@link SheetSvgOptions.arrangement}'s sheet.
   *
   * @example
   * ```ts
   * import { createGame, playerView } from 'welcome-to-engine';
   * import { offerSvg } from 'welcome-to-engine/svg';
   * const expert = createGame({ players: 2, seed: 1, variants: { expert: true } });
   * const phone = offerSvg(playerView(expert, 'p1').offer, { arrangement: 'narrow' });
   * phone.includes('viewBox="0 0 416 '); // true: three columns of two
   * ```
   */
  readonly arrangement?: 'printed' | 'narrow' | undefined;
  /**
   * How the drawing carries its look: the stylesheet (the default), or `'attributes'`,
   * plain presentation attributes for renderers outside browsers, as for
   * {@link SheetSvgOptions.styling}.
   *
   * @example
   * ```ts
   * import { createGame } from 'welcome-to-engine';
   * import { offerSvg } from 'welcome-to-engine/svg';
   * const plain = offerSvg(createGame({ players: 2, seed: 1 }).offer, { styling: 'attributes' });
   * plain.includes('var(--'); // false
   * ```
   */
  readonly styling?: 'stylesheet' | 'attributes' | undefined;
}
