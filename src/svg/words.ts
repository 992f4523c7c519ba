// Every word the drawing writes, visible or in an accessible name (<title>), in each
// language it speaks: words-en.ts and words-fr.ts, which locale.ts picks from. A table
// is complete by type: a word the drawing adds fails to compile until each language has
// it. The chosen table rides with the marks (marks.ts), which every part of the drawing
// already takes.
import type { Effect, EstateCondition, House, PlanCondition, SheetKind, StreetBonus, StreetIndex } from '../index.js';
import type { ScoreTrack } from './types.js';

/** An ice cream cone's state, as the sheet keeps it (`null` is drawn as open). */
export type ConeState = 'open' | 'sold' | 'lost';

/** A box of the score row at the sheet's foot, by its `data-score`. */
export type ScorePart = 'plans' | 'parks' | 'pools' | 'temps' | 'estates' | 'seasonal' | 'bis' | 'refusals' | 'roundabouts' | 'total';

/**
 * The drawing's words. Indexes are the engine's, from 0 (street 0 is the top street,
 * house 0 the leftmost); the phrases count them from 1, as a player counts. Phrases
 * after a house's place (its cone, its eggs) start with their own separator.
 */
export interface SvgWords {
  // The sheet as a whole.
  /** The game's name, heading the sheet. */
  readonly heading: string;
  /** The kind of sheet, under the heading. */
  readonly kinds: Readonly<Record<SheetKind, string>>;
  /** The default accessible names of a sheet, of its streets alone and of an offer. */
  readonly sheet: string;
  readonly streets: string;
  readonly offer: string;
  /** "top street": a street's group, and the start of its parts' names. */
  street(street: StreetIndex): string;
  /** "top": a street's row in a seasonal box. */
  streetShort(street: StreetIndex): string;
  /** "1 house", "3 houses". */
  houses(count: number): string;

  // The streets.
  /** The "bis" written beside a copy, and on the bis card. */
  readonly bis: string;
  /** A house's name and what it holds: "top street, 3rd house: 7 bis, pool built", then `season`. */
  house(street: StreetIndex, index: number, house: House, season: string): string;
  /** A fence slot between house `slot - 1` and house `slot` of a street of `houses` houses, and whether it is fenced. */
  slot(street: StreetIndex, slot: number, houses: number, fenced: boolean): string;

  // Score tracks.
  /** A street's park track: "top street park track". */
  parkTrack(street: StreetIndex): string;
  /** The value track of the estates of `size` houses. */
  estateTrack(size: number): string;
  /** The other tracks' names, in titles. */
  readonly tracks: Readonly<Record<ScoreTrack, string>>;
  /** Their printed labels, with the sign of what they do to the score. */
  readonly trackLabels: Readonly<Record<ScoreTrack, string>>;
  /** Box `box` of track `track` (a name above), worth `value` once crossed (none on the temp track). */
  box(track: string, box: number, value: number | undefined, crossed: boolean): string;
  /** A whole track: how many of its boxes are crossed, and what it is worth. */
  track(track: string, crossed: number, boxes: number, value: number | undefined): string;

  // The estate values table.
  readonly estateValues: string;
  /** A column: each estate's value, and how many of its `boxes` improvements are crossed. */
  estate(size: number, value: number, crossed: number, boxes: number): string;
  /** A column's foot: `count` complete estates × `value` = `points`. */
  estateScore(size: number, count: number, value: number, points: number): string;

  // Plans.
  /** A plan box of the sheet, with the points written in it or `null`. */
  planBox(label: string, points: number | null): string;
  /** A plan card: what it needs (`need`), its values, whether approved, what this sheet claimed. */
  planCard(label: string, need: string, first: number, later: number, approved: boolean, claimed: number | null): string;
  /** A card's kind: on estates, or on a condition. */
  readonly estatesPlan: string;
  readonly conditionPlan: string;
  /** Over a card's two values. */
  readonly first: string;
  readonly later: string;
  /** On a card: not claimed, or claimed for `points`. */
  readonly notClaimed: string;
  claimed(points: number): string;
  /** What a plan on a condition needs. */
  readonly conditions: Readonly<Record<PlanCondition, string>>;
  /** What an estate plan asks of each estate, under its houses. */
  readonly each: Readonly<Record<EstateCondition, string>>;
  /** An estate plan in one line: its sizes, then `each` when it has one. */
  estatesOf(sizes: readonly number[], each: string): string;

  // The score row.
  /** Each box's printed label. */
  readonly scoreLabels: Readonly<Record<ScorePart, string>>;
  /** A box's name: `part`, subtracted or not, and its points or `undefined` while empty. */
  score(part: ScorePart, subtracted: boolean, points: number | undefined): string;

  // The offer.
  /** The effects as the cards name them. */
  readonly effects: Readonly<Record<Effect, string>>;
  /** Pair `pair` of an offer: its number and effect (`null` face down); `cards` the cards its number and effect come from when they differ. */
  pair(pair: number, number: number, effect: Effect | null, cards: readonly [number, number] | undefined): string;
  /** The note on such a pair. */
  cards(numberCard: number, effectCard: number): string;

  // The ice cream truck sheet.
  /** After a house's name: its cone of `scoops` and its state. */
  cone(scoops: number, state: ConeState): string;
  /** A street's truck: at a house, or at the end it starts from (`null` before it is chosen). */
  truck(street: StreetIndex, at: number | null, from: 'left' | 'right' | null): string;
  readonly iceCream: string;
  /** A street's bonus, worth a point a cone `sold` once won. */
  bonus(street: StreetIndex, bonus: StreetBonus, sold: number): string;
  /** Cones sold in a street; scoops sold on the sheet. */
  sold(count: number): string;
  scoops(count: number): string;

  // The Christmas lights sheet.
  /** A string's link between house `left` and the next. */
  link(street: StreetIndex, left: number): string;
  readonly lights: string;
  /** A street's longest string of `size` houses, worth `points`. */
  longest(street: StreetIndex, size: number, points: number): string;
  /** Beside a street's score when no string scores. */
  readonly noString: string;

  // The spring eggs sheet.
  /** After a house's name: its eggs drawn, and how many are collected. */
  eggs(spots: number, collected: number): string;
  readonly springEggs: string;
  /** The eggs collected, of those drawn, and their worth. */
  eggTotal(collected: number, drawn: number, points: number): string;
  readonly collected: string;
  /** Beside the eggs collected: "of 24". */
  ofEggs(drawn: number): string;
  /** A step of the egg values, and whether it is the one reached. */
  eggStep(eggs: number, points: number, reached: boolean): string;
  /** Over a step: "6 eggs". */
  eggCount(eggs: number): string;
}
