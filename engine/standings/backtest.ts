import { fitMatchModel, type FitOptions } from '../match-model/fit';
import { forecastMatch, matchRates } from '../match-model/forecast';
import type { PlayedMatch } from '../match-model/played-match';
import { measurePromotedPrior } from '../match-model/promoted-prior';
import { seedFromKey } from '../random/stream';
import { projectStandings, RELEGATION_PLACES } from './simulate';
import { actualTotals, byTableOrder, type StandingsMatch } from './table';

/**
 * The standings projection scored on finished seasons: from the table as of a gameweek (the matches
 * of that gameweek and earlier played, the model fitted only on the matches played by then), each
 * club's expected final points against its real final points, beside extrapolating its points per
 * game; and the top-four and relegation probabilities against what happened (Brier score).
 */

export interface StandingsBacktestOptions {
  seasons: readonly string[];
  /** Checkpoints: the table after these gameweeks. */
  gameweeks: readonly number[];
  runs: number;
  fit?: Omit<FitOptions, 'asOfMs'>;
}

export interface CheckpointFigures {
  gameweek: number;
  clubs: number;
  pointsMae: number;
  baselinePointsMae: number;
  top4Brier: number;
  relegationBrier: number;
}

export interface StandingsBacktestResult {
  /** Seasons scored: those among the asked whose every club played every other twice. */
  seasons: string[];
  checkpoints: CheckpointFigures[];
}

const TOP_FOUR = 4;

/** A season is complete when each of its n clubs played 2(n - 1) matches. */
function isComplete(matches: readonly PlayedMatch[]): boolean {
  const clubs = new Set(matches.flatMap((m) => [m.homeClub, m.awayClub]));
  return clubs.size > 1 && matches.length === clubs.size * (clubs.size - 1);
}

interface ClubError {
  points: number;
  baseline: number;
  top4: number;
  relegation: number;
}

/** Each club's errors in one season from the table after `gameweek`. */
function scoreCheckpoint(
  all: readonly PlayedMatch[],
  season: readonly PlayedMatch[],
  gameweek: number,
  options: StandingsBacktestOptions & { prior: { attack: number; defence: number } },
): ClubError[] {
  const label = season[0]!.season;
  const known = season.filter((m) => m.gameweek <= gameweek);
  const asOfMs = Math.max(...known.map((m) => m.kickoffMs)) + 1;
  // Only what was known: earlier seasons and this season's matches up to the checkpoint.
  const training = all.filter((m) => (m.season === label ? m.gameweek <= gameweek : m.kickoffMs < asOfMs));
  const model = fitMatchModel(training, { ...options.fit, promotedPrior: options.prior, asOfMs });
  const codes = [...new Set(season.flatMap((m) => [m.homeClub, m.awayClub]))].sort((a, b) => a - b);
  const clubs = codes.map((code) => ({ id: code, name: String(code), shortName: String(code) }));
  const matches: StandingsMatch[] = season.map((m) => {
    const played = m.gameweek <= gameweek;
    return {
      fixtureId: m.fixtureId,
      home: m.homeClub,
      away: m.awayClub,
      actual: played ? { home: m.homeGoals, away: m.awayGoals } : null,
      scores: played ? [] : forecastMatch(matchRates(model, m.homeClub, m.awayClub), model.rho).scores,
    };
  });
  const seed = seedFromKey(`standings-backtest ${label} ${gameweek}`);
  const projected = projectStandings(clubs, matches, { runs: options.runs, seed });
  const final = actualTotals(
    clubs,
    season.map((m) => ({
      ...m,
      home: m.homeClub,
      away: m.awayClub,
      actual: { home: m.homeGoals, away: m.awayGoals },
      scores: [],
    })),
  );
  const finalOrder = clubs
    .map((c) => ({ ...final.get(c.id)!, name: c.name, id: c.id }))
    .sort(byTableOrder)
    .map((c) => c.id);
  return projected.map((p) => {
    const place = finalOrder.indexOf(p.club.id) + 1;
    const finalPoints = final.get(p.club.id)!.points;
    const games = p.actual.played + p.projectedGames;
    const perGame = p.actual.played > 0 ? p.actual.points / p.actual.played : 0;
    const inTop4 = place <= TOP_FOUR ? 1 : 0;
    const relegated = place > clubs.length - RELEGATION_PLACES ? 1 : 0;
    return {
      points: Math.abs(p.expected.points - finalPoints),
      baseline: Math.abs(perGame * games - finalPoints),
      top4: (p.top4 - inTop4) ** 2,
      relegation: (p.relegation - relegated) ** 2,
    };
  });
}

const mean = (xs: readonly number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;

export function standingsBacktest(
  matches: readonly PlayedMatch[],
  options: StandingsBacktestOptions,
): StandingsBacktestResult {
  const seasons = options.seasons.filter((s) => isComplete(matches.filter((m) => m.season === s)));
  const errors = new Map<number, ClubError[]>(options.gameweeks.map((g) => [g, []]));
  for (const label of seasons) {
    const season = matches.filter((m) => m.season === label);
    // Measured on the seasons before this one only, as the rolling-origin backtest does.
    const measured = options.fit?.promotedPrior ?? measurePromotedPrior(matches, label);
    const prior = { attack: measured.attack, defence: measured.defence };
    for (const gameweek of options.gameweeks)
      errors.get(gameweek)!.push(...scoreCheckpoint(matches, season, gameweek, { ...options, prior }));
  }
  const checkpoints = options.gameweeks.map((gameweek) => {
    const scored = errors.get(gameweek)!;
    return {
      gameweek,
      clubs: scored.length,
      pointsMae: mean(scored.map((e) => e.points)),
      baselinePointsMae: mean(scored.map((e) => e.baseline)),
      top4Brier: mean(scored.map((e) => e.top4)),
      relegationBrier: mean(scored.map((e) => e.relegation)),
    };
  });
  return { seasons, checkpoints };
}
