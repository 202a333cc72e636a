import {
  optionsInForce,
  type PredictedScoresQuery,
  type PredictedScoresResponse,
} from '@contracts/api/predicted-scores';
import { MATCH_LIST_EXTRA_GAMEWEEKS } from '@contracts/game/default-range';
import { measuredHitRates, predictedRows } from '@engine/predictions';
import { rangeFilter, type Season } from '../projections/service';
import type { ShownScores } from './shown-scores';

export interface PredictedScoresDeps {
  /** The season with the current fit's odds (the projections service's). */
  season: () => Promise<Season>;
  /** The scorelines every screen shows (the projections service's). */
  shown: (s: Season) => Promise<ShownScores>;
}

/**
 * Predicted Scores: the season's matches with their shown scorelines (engine/predictions), the
 * finished ones from the odds they had before kick-off, and how often those scorelines were right.
 * Nothing here reads the clock or a random source: equal data and configuration give equal answers.
 */
export function createPredictedScoresService(deps: PredictedScoresDeps) {
  return {
    async predictedScores(query: PredictedScoresQuery): Promise<PredictedScoresResponse> {
      const s = await deps.season();
      const { range, envelope } = rangeFilter(s, query, MATCH_LIST_EXTRA_GAMEWEEKS);
      const { season, config, scores } = await deps.shown(s);
      const status = query.status ?? 'all';
      return {
        ...envelope,
        status,
        matches: predictedRows(season, scores, range, status),
        options: optionsInForce(config),
        measured: measuredHitRates(season, scores),
      };
    },
  };
}
export type PredictedScoresService = ReturnType<typeof createPredictedScoresService>;
