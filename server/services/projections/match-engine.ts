import { fitMatchModel, type MatchModel } from '@engine/match-model/fit';
import { forecastMatch, matchRates } from '@engine/match-model/forecast';
import type { MatchEngine } from './fitted-model';

/**
 * The match model with its backtested defaults (engine/match-model): fitted on the matches kicked
 * off before the instant, a pairing's odds from the fitted rates.
 */
export const matchEngine: MatchEngine<MatchModel> = {
  fit: (matches, asOfMs) => fitMatchModel(matches, { asOfMs }),
  odds: (model, homeClub, awayClub) => forecastMatch(matchRates(model, homeClub, awayClub), model.rho),
};
