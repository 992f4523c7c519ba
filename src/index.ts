/**
 * welcome-to-engine: the rules of the flip-and-write game *Welcome To…* as a pure,
 * typed, functional engine.
 *
 * @module welcome-to-engine
 * @document ../docs/rules.md
 * @document ../docs/playing-a-round.md
 * @document ../docs/sheet-and-scoring.md
 * @document ../docs/notation.md
 * @document ../docs/positions.md
 * @document ../docs/writing-a-bot.md
 * @document ../docs/words.md
 * @document ../docs/boardgame-io.md
 * @document ../docs/drawing.md
 * @document ../docs/performance.md
 * @document ../docs/architecture.md
 * @document ../docs/learning.md
 * @document ../docs/servers.md
 */

export { isRuleError, RuleError, type AnyRuleError } from './errors/rule-error.js';
export type { RuleErrorCode } from './errors/messages.js';
export type { EnvironmentCall, PositionDetails, RuleErrorDetails, RuleErrorDetailsByCode } from './errors/details.js';

export { EFFECTS, MAX_HOUSE_NUMBER, MIN_HOUSE_NUMBER, type Card, type Effect } from './rules/cards.js';
export { DECKS, type DeckName } from './rules/decks.js';
export { HOUSE_COUNT, isStreetIndex, SHEET_LAYOUT, STREET_INDEXES, type StreetIndex, type StreetLayout } from './rules/layout.js';
export { PLANS, type EstateCondition, type PlanCondition, type PlanDeck, type PlanDefinition, type PlanId, type PlanRequirement } from './rules/plans.js';
export { DEFAULT_RULESET, isRulesetName, RULESETS, type RuleOptions, type RulesetName, type TieBreak } from './rules/rulesets.js';
export { CONES, EGG_SPOTS, EGG_VALUES, EGGS_PER_NUMBER, isSheetKind, SHEET_KINDS, TRUCK_STARTS, type EggValue, type SeasonName, type SheetKind } from './rules/seasons.js';
export { MAX_ESTATE_SIZE, TEMP_BOXES, TRACKS, type EstateSize } from './rules/tracks.js';

export { bisTargets, canCopy, type BisTarget } from './sheet/bis.js';
export { emptySheet } from './sheet/empty.js';
export { estatesOf } from './sheet/estates.js';
export { canFence, fenceSlots, type FenceSlot } from './sheet/fences.js';
export { canWrite, fitsAt, housesFor, isSheetFull, numberRange, type NumberRange } from './sheet/placement.js';
export { scoreSheet, type EstateScore, type ScoreBreakdown, type ScoreContext } from './sheet/score.js';
export { lightStrings, type LightString } from './sheet/seasons/lights.js';
export type { SeasonScore } from './sheet/score-types.js';
export type { Cone, Season, StreetBonus, Truck } from './sheet/seasons/types.js';
export { compareStandings, rankStandings, type Standing } from './sheet/standings.js';
export { tempAwards } from './sheet/temp-awards.js';
export { roundaboutSpots } from './sheet/roundabouts.js';
export type { Estate, EstateRef, House, HouseRef, HouseUse, Sheet, Street } from './sheet/types.js';

export { isPick, type BuildChoice, type Choice, type EffectUse, type PickChoice, type PlanClaim, type RefuseChoice } from './game/choice/choice.js';
export { applyChoice, withdrawChoice } from './game/choice/apply-choice.js';
export { previewChoice, validateChoice, type Validation } from './game/choice/validate-choice.js';
export type { GameSource } from './game/view-types.js';
export type { CardIndex, PairIndex, PlanIndex } from './game/indexes.js';
export { createGame } from './game/create.js';
export { parseChoice } from './game/choice/parse-choice.js';
export { canRefuse, eachLegalChoice, legalBuilds, legalChoices, legalClaims, legalPairs, legalRoundabouts, placements } from './game/legal/queries.js';
export type { Placement } from './game/legal/placements.js';
export { targetsAt, type BuildTargets, type TargetOptions } from './game/legal/targets.js';
export { replay, stateAtRound } from './game/replay.js';
export { resolveRound } from './game/round/resolve.js';
export { scoreGame, type Scorable } from './game/score-game.js';
export { gameStatistics } from './game/statistics/game-statistics.js';
export type { EffectCounts, GameStatistics, PlanStatistics, PlayerStatistics, SeasonStatistics, SheetCounts } from './game/statistics/types.js';
export { playerView } from './game/view.js';
export { type FinishedPlayerView, type PlayerSummary, type PlayerView, type PlayerViewFields, type PlayerViewInProgress } from './game/view-types.js';
export type { CardState, FinishedGame, GameInProgress, GameRecord, GameState, GameStateFields, Pair, PlanState, PlayerState } from './game/state.js';
export type { ChoiceOutcome, EndCondition, GameScore, PlayerScore } from './game/outcomes.js';
export type { GameOptions } from './game/options.js';
export type { VariantFlags, Variants } from './rules/variants.js';
export type { ViewPair } from './game/view-types.js';

export { CHOICE_SYNTAX, choiceFromText, choiceToText } from './notation/choice-text.js';
export { renderSheet, SHEET_LEGEND } from './notation/render-sheet.js';
export { sheetFromText, sheetToText } from './notation/sheet-text.js';

export type { PositionProblem } from './sheet/check/findings.js';
export type { PlanLike } from './sheet/check/sheet-rules.js';
export { validateSheet, type SheetCheckOptions } from './sheet/check/validate-sheet.js';
export { validateState } from './positions/validate-state.js';
export { choicesBetween } from './positions/between.js';
export type { Position } from './game/options.js';
export type { CustomPlan } from './game/plans/custom.js';

export type { Bot } from './bots/bot.js';
export { evaluateSheet, type EvaluationContext } from './bots/rating/evaluate.js';
export { outcomeOf, type Outcome } from './bots/outcome.js';
export { sampleState, type SampleOptions } from './bots/sample-state.js';
export { searchBot, type SearchOptions } from './bots/search.js';
export { GREEDY_TEMPERATURE, greedyBot, greedyCandidates, type RatedChoice } from './bots/greedy.js';
export { greedyBotWith, type GreedyOptions } from './bots/greedy-with.js';
export { BOT_RATINGS, type BotRating } from './bots/rating/ratings.js';
export { BOT_LEVELS, botFor, isBotLevel, type BotLevel } from './bots/levels.js';
export { playGame, type PlayedGame } from './bots/play-game.js';
export { decisionSeed } from './bots/decision-seed.js';
export { randomBot } from './bots/random.js';
export { simulate, type BotResult, type MeanBreakdown, type Seat, type SimulationOptions, type SimulationReport } from './bots/simulate.js';
export { mergeReports } from './bots/merge.js';
export type { SeatTally, SimulationSetup, SimulationShard, SimulationTally } from './bots/tally.js';
export type { SeasonCounts, StatisticsSums } from './bots/figures.js';
export type { MeanPlanStatistics, MeanSeasonStatistics, MeanStatistics } from './bots/mean-statistics.js';

export { observationShape, observe, type ObservationSection, type ObservationShape } from './learning/observe.js';

export { CHOICE_WORDS_EN } from './words/choice-words-en.js';
export { CHOICE_WORDS_FR } from './words/choice-words-fr.js';
export type { ChoiceWords, Locale } from './words/choice-words.js';
export { LOCALES, type WordOptions } from './words/word-options.js';
export { describeChoice } from './words/describe-choice.js';
export { describeRound, type RoundDescription } from './words/describe-round.js';
export { ERROR_MESSAGES_EN, ERROR_MESSAGES_FR, playerMessage, type ErrorMessages } from './words/error-messages.js';
export { EFFECT_WORDS_EN, EFFECT_WORDS_FR, type EffectWords } from './words/effect-words.js';
export { PLAN_WORDS_EN, PLAN_WORDS_FR, type PlanWords } from './words/plan-words.js';

export { actionSpace, type ActionRange, type ActionSpace } from './learning/action-space.js';
export { choiceActions, encodeChoice } from './learning/encode.js';
export { decodeAction, decodeActions } from './learning/decode.js';
export { legalActionMask } from './learning/mask.js';
export { legalActions, sampleAction } from './learning/legal-actions.js';
export { createEnvironment, type Environment, type EnvironmentSettings, type EnvironmentStep } from './learning/environment.js';
export { createVectorEnvironment, MAX_VECTOR_GAMES, type VectorEnvironment, type VectorStep } from './learning/vector-environment.js';
