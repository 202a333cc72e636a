import { z } from 'zod';
import { AVAILABILITIES } from '../game/availability';

/**
 * Transfer Planner (`GET /api/transfer-planner`) and Captain Selector (`GET /api/captain-candidates`).
 * The server computes the scores (the client cannot import the
 * engine) and filters, so each answer holds only the cards shown: at most 24 and 20.
 */

export { CAPTAIN_CARD_LIMIT, PRICE_RANGES, TRANSFER_CARD_LIMIT } from './player-scores-values';

/** Query values arrive as strings; a value outside the list is a 400. */
export const TRANSFER_TYPES = ['in', 'out', 'all'] as const;
export const transferTypeSchema = z.enum(TRANSFER_TYPES);
export type TransferType = z.infer<typeof transferTypeSchema>;

/** 'all' or an element type 1 (goalkeeper) .. 4 (forward). */
export const POSITION_FILTERS = ['all', '1', '2', '3', '4'] as const;
export const positionFilterSchema = z.enum(POSITION_FILTERS);
export type PositionFilter = z.infer<typeof positionFilterSchema>;

export const priceFilterSchema = z.enum(['all', '0-5', '5-7', '7-10', '10-15', '15-20']);
export type PriceFilter = z.infer<typeof priceFilterSchema>;

export const CAPTAIN_STRATEGIES = ['safe', 'differential', 'all'] as const;
export const captainStrategySchema = z.enum(CAPTAIN_STRATEGIES);
export type CaptainStrategy = z.infer<typeof captainStrategySchema>;

export const transferPlannerQuerySchema = z.object({
  type: transferTypeSchema.default('in'),
  position: positionFilterSchema.default('all'),
  price: priceFilterSchema.default('all'),
});
export type TransferPlannerQuery = z.infer<typeof transferPlannerQuerySchema>;

export const captainQuerySchema = z.object({
  strategy: captainStrategySchema.default('safe'),
  position: positionFilterSchema.default('all'),
});
export type CaptainQuery = z.infer<typeof captainQuerySchema>;

/** A position for the filter select, named by the game (plural, e.g. 'Midfielders'). */
export const positionOptionSchema = z.object({
  id: z.number().int(),
  pluralName: z.string(),
  shortName: z.string(),
});

/** What a part means and weighs, sent once per answer for the score breakdown. */
export const scorePartInfoSchema = z.object({
  key: z.string(),
  label: z.string(),
  weight: z.number(),
  /** How the part's 0..10 value is computed, in plain words. */
  how: z.string(),
});
export type ScorePartInfo = z.infer<typeof scorePartInfoSchema>;

/** One part of one player's score: its 0..10 value and value x weight. */
export const scorePartSchema = z.object({ key: z.string(), value: z.number(), contribution: z.number() });
export type ScorePart = z.infer<typeof scorePartSchema>;

/** The historical multiplier and its inputs, for the tooltip. */
export const historicalSchema = z.object({
  multiplier: z.number(),
  /** Points per 90 over the seasons used; null without minutes. */
  per90: z.number().nullable(),
  /** The position's average points per 90 over the same seasons; 0 when unknown. */
  positionPer90: z.number(),
  minutes: z.number().int(),
  /** Labels of the seasons used, oldest first (empty without history). */
  seasons: z.array(z.string()),
});
export type Historical = z.infer<typeof historicalSchema>;

export const cardFixtureSchema = z.object({
  gameweek: z.number().int(),
  opponentShort: z.string(),
  home: z.boolean(),
  /** Official difficulty for the player's team, 1 easiest .. 5 hardest. */
  difficulty: z.number().int(),
});
export type CardFixture = z.infer<typeof cardFixtureSchema>;

const playerFields = {
  id: z.number().int(),
  webName: z.string(),
  fullName: z.string(),
  teamShort: z.string(),
  teamName: z.string(),
  elementType: z.number().int(),
  /** Singular position name, e.g. 'Midfielder'. */
  position: z.string(),
  nowCost: z.number().int(),
  form: z.number(),
  totalPoints: z.number().int(),
  selectedByPercent: z.number(),
  /** One definition for every screen: contracts/game/availability. */
  availability: z.enum(AVAILABILITIES),
  chanceOfPlaying: z.number().int().nullable(),
  news: z.string(),
};

export const transferCardSchema = z.object({
  ...playerFields,
  score: z.number(),
  recommendation: z.enum(['strong_in', 'in', 'neutral', 'out', 'strong_out']),
  /** Strong Buy, Buy, Hold, Sell, Strong Sell. */
  label: z.string(),
  trend: z.enum(['rising', 'falling', 'stable']),
  /** Net transfers this gameweek, the trend's input. */
  netTransfersEvent: z.number().int(),
  parts: z.array(scorePartSchema),
  /** The sum of the parts' contributions, before the rescale, the penalty and the multiplier. */
  weightedSum: z.number(),
  /** The position's reference sum (95th percentile of its regular starters, 2023-24 and 2024-25). */
  positionReference: z.number(),
  /** The weighted sum after the rescale: above 6 stretched so a reference below 8 reaches 8. */
  rescaledSum: z.number(),
  injuryPenalty: z.number(),
  historical: historicalSchema,
  /** The fixtures the score counted (up to 6). */
  fixtures: z.array(cardFixtureSchema),
});
export type TransferCard = z.infer<typeof transferCardSchema>;

export const transferPlannerResponseSchema = z.object({
  /** Fixtures are counted from this gameweek (the first unfinished). */
  fromGameweek: z.number().int(),
  finishedGameweeks: z.number().int(),
  /** Players matching the filters; at most 24 of them are in `players`. */
  total: z.number().int(),
  players: z.array(transferCardSchema),
  /** How the list is ordered: by overall score, or (transfers out) by ownership. */
  orderedBy: z.enum(['score', 'ownership']),
  parts: z.array(scorePartInfoSchema),
  positions: z.array(positionOptionSchema),
  /** The past seasons the historical multipliers use, oldest first; empty without history. */
  historySeasons: z.array(z.string()),
});
export type TransferPlannerResponse = z.infer<typeof transferPlannerResponseSchema>;

export const captainCardSchema = z.object({
  ...playerFields,
  score: z.number(),
  recommendation: z.enum(['essential', 'strong', 'good', 'risky', 'avoid']),
  /** Essential, Strong Pick, Good Option, Risky, Avoid. */
  label: z.string(),
  isPopularPick: z.boolean(),
  isDifferential: z.boolean(),
  /**
   * The points model's expected points for the captaincy gameweek, the score's input (score = this
   * x 8.5 / expectedPointsReference); null when the answer is scored from the parts.
   */
  expectedPoints: z.number().nullable(),
  parts: z.array(scorePartSchema),
  /** The sum of the parts' contributions, before the position scale and factor and the multiplier. */
  weightedSum: z.number(),
  /** The position's reference sum (95th percentile of its regular starters, 2023-24 and 2024-25). */
  positionReference: z.number(),
  /** 8.5 ÷ (position factor × reference): the reference scores 8.5, "Essential". */
  positionScale: z.number(),
  positionFactor: z.number(),
  historical: historicalSchema,
  /** The fixtures of the captaincy gameweek: none in a blank, two in a double. */
  fixtures: z.array(cardFixtureSchema),
});
export type CaptainCard = z.infer<typeof captainCardSchema>;

export const captainCandidatesResponseSchema = z.object({
  /** The gameweek whose deadline is still open (the game's next gameweek); null after the last. */
  gameweek: z.number().int().nullable(),
  /**
   * What the scores are built on: the points model's expected points (the parts are the reasons),
   * or the spec's parts alone when the points model could not answer.
   */
  scoreBasis: z.enum(['expected_points', 'parts']),
  /** The expected points that score 8.5 ("Essential"). */
  expectedPointsReference: z.number(),
  total: z.number().int(),
  candidates: z.array(captainCardSchema),
  parts: z.array(scorePartInfoSchema),
  positions: z.array(positionOptionSchema),
  /** The past seasons the historical multipliers use, oldest first; empty without history. */
  historySeasons: z.array(z.string()),
});
export type CaptainCandidatesResponse = z.infer<typeof captainCandidatesResponseSchema>;
