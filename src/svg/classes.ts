/**
 * Every CSS class the drawings use: the names a page can style and a front-end can
 * select, kept from one version to the next ([the drawing guide](../../docs/drawing.md#classes)
 * says what each marks). Targets (what a player may choose) carry `wt-target`, with
 * `wt-lit` or `wt-dim` as the options ask; marks a preview adds carry `wt-preview`.
 *
 * @example
 * ```ts
 * import { SVG_CLASSES } from 'welcome-to-engine/svg';
 * SVG_CLASSES.includes('wt-house'); // true: a house, with data-street and data-house
 * ```
 *
 * @group Drawing
 */
export const SVG_CLASSES: readonly string[] = Object.freeze([
  // The drawings and their state.
  'wt-sheet',
  'wt-offer',
  'wt-dimmed',
  'wt-paper',
  'wt-target',
  'wt-lit',
  'wt-dim',
  'wt-preview',
  'wt-hit',
  // Streets.
  'wt-street',
  'wt-house',
  'wt-empty',
  'wt-roof',
  'wt-body',
  'wt-number',
  'wt-bis',
  'wt-pool',
  'wt-wave',
  'wt-built',
  'wt-built-water',
  'wt-roundabout',
  'wt-used',
  'wt-slot',
  'wt-end',
  'wt-fence',
  'wt-guide',
  // Tracks.
  'wt-track',
  'wt-box',
  'wt-crossed',
  'wt-cell',
  'wt-tree',
  'wt-value',
  'wt-start',
  'wt-passed',
  'wt-cross',
  'wt-current',
  'wt-estates',
  'wt-estate',
  'wt-estate-head',
  'wt-tracks',
  // Plans.
  'wt-plans',
  'wt-plan',
  'wt-claimed',
  'wt-plan-cards',
  'wt-plan-card',
  'wt-approved',
  'wt-card',
  'wt-badge',
  'wt-badge-label',
  'wt-mini-house',
  'wt-strike',
  'wt-claim',
  // Score.
  'wt-scores',
  'wt-score',
  'wt-total',
  'wt-written',
  'wt-sign',
  // Seasonal sheets.
  'wt-season',
  'wt-cone',
  'wt-wafer',
  'wt-scoop',
  'wt-ring',
  'wt-road',
  'wt-truck',
  'wt-unset',
  'wt-truck-body',
  'wt-truck-cab',
  'wt-wheel',
  'wt-bonus',
  'wt-light',
  'wt-longest',
  'wt-wire',
  'wt-bulb',
  'wt-string-score',
  'wt-egg',
  'wt-collected',
  'wt-egg-total',
  'wt-egg-step',
  'wt-reached',
  // Offer.
  'wt-pair',
  'wt-hidden',
  'wt-card-number',
  'wt-back',
  'wt-back-label',
  'wt-effect',
  'wt-icon',
  'wt-icon-fill',
  'wt-effect-name',
  // Words.
  'wt-heading',
  'wt-label',
  'wt-note',
]);
