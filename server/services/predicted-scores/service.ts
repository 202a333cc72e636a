import type { PredictedScoresQuery, PredictedScoresResponse } from '@contracts/api/predicted-scores';
import type { UpsetConfig } from '@contracts/api/upset-config';
import { MATCH_LIST_EXTRA_GAMEWEEKS } from '@contracts/game/default-range';
import { isDerby } from '@engine/match-context/facts';
import type { SeasonMatch } from '@engine/projections/season-matches';
import { measuredHitRates, optionsInForce, predictedRows } from '@engine/predictions/predicted-rows';
import type { FplSource } from '../../fpl/source';
import { rangeFilter, type Season } from '../projections/service';
import { createPreKickoffOdds, type PreKickoffDeps } from './pre-kickoff';

export interface PredictedScoresDeps<Model> extends PreKickoffDeps<Model> {
  fpl: FplSource;
  /** The season with the current fit's odds (the projections service's). */
  season: () => Promise<Season>;
  /** The upset configuration in force, read at every request so a saved change shows at once. */
  upsetConfig: () => Promise<UpsetConfig>;
}

/**
 * Predicted Scores: the season's matches with their displayed scorelines (engine/predictions), the
 * finished ones from the odds they had before kick-off, and how often those scorelines were right.
 * Nothing here reads the clock or a random source: equal data and configuration give equal answers.
 */
export function createPredictedScoresService<Model>(deps: PredictedScoresDeps<Model>) {
  const preKickoff = createPreKickoffOdds(deps);

  return {
    async predictedScores(query: PredictedScoresQuery): Promise<PredictedScoresResponse> {
      const [s, fixtures, config] = await Promise.all([
        deps.season(),
        deps.fpl.fixtures(),
        deps.upsetConfig(),
      ]);
      const { range, envelope } = rangeFilter(s, query, MATCH_LIST_EXTRA_GAMEWEEKS);
      const code = new Map(s.bootstrap.teams.map((t) => [t.id, t.code]));
      const season = {
        season: envelope.season ?? '',
        matches: s.matches,
        beforeKickoff: await preKickoff(s.bootstrap, fixtures.data),
        derby: (m: SeasonMatch) => isDerby(code.get(m.home.id) ?? 0, code.get(m.away.id) ?? 0),
      };
      const status = query.status ?? 'all';
      return {
        ...envelope,
        status,
        matches: predictedRows(season, config, range, status),
        options: optionsInForce(config),
        measured: measuredHitRates(season, config),
      };
    },
  };
}
export type PredictedScoresService = ReturnType<typeof createPredictedScoresService>;
