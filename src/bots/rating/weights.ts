/**
 * The weights of the greedy evaluation ({@link evaluateSheet} documents each in words):
 * the points a unit of each feature is worth. Set by hand at first, then tuned by
 * self-play: a coordinate search, each step a weight moved up or down and kept when
 * 800 greedy 2-player collector games on fixed seeds scored more (`npm run
 * bench:tune`; the README's Bots section has the run and its check on other seeds).
 */
export const WEIGHTS = {
  /** Per crossed temp box, up to {@link WEIGHTS.tempCap} boxes: a share of the 7/4/1 award. */
  temp: 0.4,
  tempCap: 8,
  /** Per empty house that no number can fill any more. */
  deadHouse: -3,
  /**
   * Per empty house that some number can still fill, divided by (1 + slack)²: the
   * slack is how much more of the numbers to come fits its gap (each number weighed
   * by its share of the deck) than it has empty houses, so a tight gap, which few of
   * the cards to come can fill, costs up to 1 a house.
   */
  tightHouse: -1,
  /** Share of an unfinished estate's value, times the part of it already written. */
  openEstate: 1,
  /** Share of an unclaimed plan's value, times the part of its estates already complete. */
  planProgress: 0.3,
  /** What an unfinished estate of a size a plan still needs counts toward it, times the part of it already written. */
  plannedEstate: 0.5,
  /** Share of the points each street's parks would score as equal parts of the full track, beyond what they score now (set by hand on self-play seeds, not by `bench:tune`). */
  parkTrack: 0.8,
} as const;
