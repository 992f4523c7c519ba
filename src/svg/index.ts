/**
 * `welcome-to-engine/svg`: a sheet and an offer drawn as SVG text, as the printed sheet
 * and cards look, for pages, files and front-ends. Pure: no DOM, no dependency, the
 * same text for the same input, in Node and in browsers. It reaches the engine
 * through the main entry only.
 *
 * @module welcome-to-engine/svg
 */
export { sheetSvg } from './sheet-svg.js';
export { offerSvg } from './offer-svg.js';
export { SVG_CLASSES } from './classes.js';
export { SVG_STYLE } from './style.js';
export type { OfferSvgOptions, ScoreTrack, SheetSvgOptions, SheetTarget } from './types.js';
