/**
 * Every CSS class the drawings use, with what it marks: the names a page can style and
 * a front-end can select, kept from one version to the next. Targets (what a player
 * may choose) carry `wt-target`, with `wt-lit` or `wt-dim` as the options ask; marks a
 * preview adds carry `wt-preview`.
 *
 * @example
 * ```ts
 * import { SVG_CLASSES } from 'welcome-to-engine/svg';
 * SVG_CLASSES['wt-house']; // 'a house: data-street, data-house'
 * ```
 *
 * @group Drawing
 */
export const SVG_CLASSES: Readonly<Record<string, string>> = Object.freeze({
  // The drawings and their state.
  'wt-sheet': 'the root of a sheet drawing',
  'wt-offer': 'the root of an offer drawing',
  'wt-dimmed': 'the root, when the drawing dims what is not lit',
  'wt-paper': 'the background',
  'wt-target': 'something a player may choose: a house, fence slot, estate column, track box, plan or pair',
  'wt-lit': 'a target lit by the options',
  'wt-dim': 'a target not lit, when the drawing dims the others',
  'wt-preview': 'a mark the previewed choice adds',
  'wt-hit': "a target's transparent area, over it, that takes the pointer and shows the light",
  // Streets.
  'wt-street': 'a street: data-street (0 top, 1 middle, 2 bottom)',
  'wt-house': 'a house: data-street, data-house',
  'wt-empty': 'a house with nothing written in it',
  'wt-roof': "a house's roof",
  'wt-body': "a house's body",
  'wt-number': 'the number written in a house',
  'wt-bis': 'the "bis" beside a bis copy',
  'wt-pool': 'a printed pool',
  'wt-wave': "a pool's wave",
  'wt-built': 'a built pool: filled and circled',
  'wt-built-water': "a built pool's water",
  'wt-roundabout': 'a roundabout drawn in a house',
  'wt-used': 'the shaded roof of a house a plan used: data-used (estate or house)',
  'wt-slot': 'a fence slot: data-street, data-slot (0 and the house count are the ends)',
  'wt-end': "a street's end: its slot and its printed fence",
  'wt-fence': 'a fence drawn in a slot',
  'wt-guide': 'the dotted line of an empty fence slot (and of a card between number and effect)',
  // Tracks.
  'wt-track': 'a score track: data-track (park, estate, pool, temp, bis, refusal, roundabout), with data-street for parks and data-estate for estates',
  'wt-box': "a track's box: data-track, data-box (from 0), as its track",
  'wt-crossed': 'a crossed box',
  'wt-cell': 'the outline of a box',
  'wt-tree': 'the outline of a park box',
  'wt-value': 'a printed value',
  'wt-start': "a track's start value, before its first box",
  'wt-passed': 'a start value the crossed boxes have left behind',
  'wt-cross': "a pen's cross over a box, a cone or a bonus",
  'wt-current': 'the ring around the value a track is worth, or the plan value in force',
  'wt-estates': 'the estate values table',
  'wt-estate': 'a column of the estate values table: data-estate (the size, 1–6)',
  'wt-estate-head': "the little house heading an estate column",
  'wt-tracks': 'the pool, temp, bis, refusal and roundabout tracks',
  // Plans.
  'wt-plans': 'the three plan boxes',
  'wt-plan': 'a plan box: data-plan (0, 1, 2 for decks 1, 2, 3)',
  'wt-claimed': 'a plan box or card this sheet claimed',
  'wt-plan-cards': "the game's plan cards",
  'wt-plan-card': 'a plan card: data-plan',
  'wt-approved': 'an approved plan card: its later value is in force',
  'wt-card': 'the outline of a card',
  'wt-badge': "a plan card's label disc",
  'wt-badge-label': "a plan card's label",
  'wt-mini-house': 'a little house of an estate plan',
  'wt-strike': 'the line over a plan value no longer in force',
  'wt-claim': 'the claim written on a plan card',
  // Score.
  'wt-scores': 'the score boxes at the foot of the sheet',
  'wt-score': 'a score box: data-score (plans, parks, pools, temps, estates, estates-1 … estates-6, seasonal, bis, refusals, roundabouts, total)',
  'wt-total': 'the total score box',
  'wt-written': 'a value the player writes: points in a box',
  'wt-sign': 'a plus, minus or equals sign between score boxes',
  // Seasonal sheets.
  'wt-season': "a seasonal sheet's box in the score area: data-season",
  'wt-cone': 'an ice cream cone on a house: data-cone (open, sold, lost), data-scoops',
  'wt-wafer': "a cone's wafer",
  'wt-scoop': "a cone's scoop",
  'wt-ring': 'a ring drawn round what is sold, won, built or reached',
  'wt-road': "a street's road, where its ice cream truck drives",
  'wt-truck': "a street's ice cream truck: data-street, data-at (a house index, or the end it waits at)",
  'wt-unset': "the bottom street's truck before its end is chosen",
  'wt-truck-body': "a truck's body",
  'wt-truck-cab': "a truck's cab, on the side it drives to",
  'wt-wheel': "a truck's wheel",
  'wt-bonus': 'a street bonus: data-street, data-bonus (open, won, lost)',
  'wt-light': 'a string of lights between two linked houses: data-street, data-link (the left house)',
  'wt-longest': "the links of a street's longest string of lights",
  'wt-wire': "a string's wire",
  'wt-bulb': "a string's bulb",
  'wt-string-score': "a street's longest string and its points: data-street, data-points",
  'wt-egg': 'an egg drawn above a house',
  'wt-collected': 'a collected egg',
  'wt-egg-total': 'the eggs collected: data-eggs, data-points',
  'wt-egg-step': 'a step of the egg values: data-eggs',
  'wt-reached': 'the egg step reached',
  // Offer.
  'wt-pair': 'a pair of the offer: data-pair, data-number, data-number-card, data-effect-card',
  'wt-hidden': 'a pair whose effect is face down',
  'wt-card-number': "a card's house number",
  'wt-back': 'the back of a card, face down',
  'wt-back-label': 'the mark on a card back',
  'wt-effect': 'an effect symbol: data-effect',
  'wt-icon': 'the strokes of an effect symbol',
  'wt-icon-fill': 'the filled parts of an effect symbol',
  'wt-effect-name': "an effect's name",
  // Words.
  'wt-heading': "the sheet's heading",
  'wt-label': 'a printed label',
  'wt-note': 'a smaller printed note',
});
