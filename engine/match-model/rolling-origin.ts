import { fitMatchModel, type FitOptions } from './fit';
import { forecastMatch, matchRates, type MatchForecast, type ScoreRates } from './forecast';
import type { PlayedMatch } from './played-match';
import { measurePromotedPrior } from './promoted-prior';
import { seasonStartYear } from './season';

export interface BacktestPrediction {
  match: PlayedMatch;
  forecast: MatchForecast;
  /** Home/draw/away and clean-sheet frequencies of the matches the model was fitted on: the baseline. */
  baseRates: { home: number; draw: number; away: number; cleanSheet: number };
}

export interface RollingOriginOptions {
  /** Seasons whose matches are predicted. */
  seasons: readonly string[];
  fit: Omit<FitOptions, 'asOfMs'>;
  /**
   * The rates as the screens show them, from the fitted ones (the admin goal-scored settings through
   * engine/match-context's adjustRates); the fitted rates when absent.
   */
  adjust?: (rates: ScoreRates, match: PlayedMatch) => ScoreRates;
}

function baseRates(matches: readonly PlayedMatch[], asOfMs: number, priorSeasons: number, season: string) {
  const firstYear = seasonStartYear(season) - priorSeasons;
  let n = 0;
  let home = 0;
  let draw = 0;
  let cleanSheets = 0;
  for (const m of matches) {
    if (m.kickoffMs >= asOfMs || seasonStartYear(m.season) < firstYear) continue;
    n++;
    if (m.homeGoals > m.awayGoals) home++;
    else if (m.homeGoals === m.awayGoals) draw++;
    cleanSheets += (m.homeGoals === 0 ? 1 : 0) + (m.awayGoals === 0 ? 1 : 0);
  }
  if (n === 0) return { home: 1 / 3, draw: 1 / 3, away: 1 / 3, cleanSheet: 0.3 };
  return { home: home / n, draw: draw / n, away: (n - home - draw) / n, cleanSheet: cleanSheets / (2 * n) };
}

/**
 * Rolling origin: for each gameweek of the seasons, the model is fitted only on matches kicked off
 * before that gameweek's first kick-off, then predicts every match of the gameweek.
 */
export function rollingOrigin(
  matches: readonly PlayedMatch[],
  options: RollingOriginOptions,
): BacktestPrediction[] {
  const wanted = new Set(options.seasons);
  const rounds = new Map<string, PlayedMatch[]>();
  for (const m of matches) {
    if (!wanted.has(m.season)) continue;
    const key = `${m.season}#${String(m.gameweek).padStart(3, '0')}`;
    const list = rounds.get(key);
    if (list) list.push(m);
    else rounds.set(key, [m]);
  }
  // Unless given, each season's promoted prior is measured on the seasons before it only.
  const priors = new Map(
    options.seasons.map((season) => [
      season,
      options.fit.promotedPrior ?? measurePromotedPrior(matches, season),
    ]),
  );
  const clubsOf = new Map<string, number[]>();
  for (const season of options.seasons) {
    const clubs = new Set(
      matches.filter((m) => m.season === season).flatMap((m) => [m.homeClub, m.awayClub]),
    );
    clubsOf.set(season, [...clubs]);
  }
  const predictions: BacktestPrediction[] = [];
  for (const key of [...rounds.keys()].sort()) {
    const round = rounds.get(key)!.sort((a, b) => a.kickoffMs - b.kickoffMs || a.fixtureId - b.fixtureId);
    const asOfMs = round[0]!.kickoffMs;
    const prior = priors.get(round[0]!.season)!;
    const promotedPrior = { attack: prior.attack, defence: prior.defence };
    // The season's clubs are known from its fixture list before its first match.
    const seasonClubs = clubsOf.get(round[0]!.season)!;
    const model = fitMatchModel(matches, { ...options.fit, promotedPrior, asOfMs, seasonClubs });
    const base = baseRates(matches, asOfMs, options.fit.priorSeasons ?? 3, round[0]!.season);
    for (const match of round) {
      const fitted = matchRates(model, match.homeClub, match.awayClub);
      const forecast = forecastMatch(options.adjust?.(fitted, match) ?? fitted, model.rho);
      predictions.push({ match, forecast, baseRates: base });
    }
  }
  return predictions;
}
