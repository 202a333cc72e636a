import type {
  MatchProjection,
  MatchResult,
  MatchSide,
  ProjectedGoalsCsResponse,
  ResultProjection,
} from '@contracts/api/projections';
import {
  matchesInRange,
  other,
  round1,
  round2,
  round3,
  type ScheduledMatch,
  type SeasonMatch,
  type Side,
} from './season-matches';

/**
 * The rows of Match Projections and Results Projections. A finished match shows its actual score
 * and win/loss/draw; an upcoming one the predicted score (the most likely score within the most
 * likely outcome) and projected_win/projected_loss/projected_draw from the most likely outcome.
 */

export interface RangeFilter {
  start: number;
  end: number;
  team: number | null;
}

function result(m: SeasonMatch, side: Side): MatchResult {
  if (m.actual) {
    const diff = m.actual[side] - m.actual[other(side)];
    return diff > 0 ? 'win' : diff < 0 ? 'loss' : 'draw';
  }
  if (m.odds.outcome === 'draw') return 'projected_draw';
  return m.odds.outcome === side ? 'projected_win' : 'projected_loss';
}

const score = (m: SeasonMatch, side: Side): number => (m.actual ?? m.odds.predictedScore)[side];

function matchSide(m: SeasonMatch, side: Side): MatchSide {
  const club = m[side];
  const home = side === 'home';
  return {
    team_id: club.id,
    short_name: club.shortName,
    name: club.name,
    expected_goals: round2(home ? m.odds.homeGoals : m.odds.awayGoals),
    clean_sheet_percent: round1(100 * (home ? m.odds.homeCleanSheet : m.odds.awayCleanSheet)),
    result: result(m, side),
    score: score(m, side),
  };
}

function matchProjection(m: ScheduledMatch): MatchProjection {
  const home = matchSide(m, 'home');
  const away = matchSide(m, 'away');
  return {
    id: m.fixtureId,
    gameweek: m.gameweek,
    kickoff_time: m.kickoffTime,
    finished: m.actual !== null,
    home,
    away,
    total_expected_goals: round2(m.odds.homeGoals + m.odds.awayGoals),
    total_goals: home.score + away.score,
  };
}

/** Every gameweek of the range with its matches (possibly none), kick-off order within. */
export function matchProjectionGameweeks(
  matches: readonly SeasonMatch[],
  f: RangeFilter,
): ProjectedGoalsCsResponse['gameweeks'] {
  const shown = matchesInRange(matches, f.start, f.end, f.team);
  return Array.from({ length: f.end - f.start + 1 }, (_, i) => f.start + i).map((gameweek) => ({
    gameweek,
    matches: shown.filter((m) => m.gameweek === gameweek).map(matchProjection),
  }));
}

export function resultProjections(matches: readonly SeasonMatch[], f: RangeFilter): ResultProjection[] {
  return matchesInRange(matches, f.start, f.end, f.team).map((m) => ({
    id: m.fixtureId,
    gameweek: m.gameweek,
    kickoff_time: m.kickoffTime,
    finished: m.actual !== null,
    home_team_id: m.home.id,
    away_team_id: m.away.id,
    home_team: m.home.name,
    away_team: m.away.name,
    home_team_short: m.home.shortName,
    away_team_short: m.away.shortName,
    predicted_home_score: m.odds.predictedScore.home,
    predicted_away_score: m.odds.predictedScore.away,
    actual_home_score: m.actual?.home ?? null,
    actual_away_score: m.actual?.away ?? null,
    home_win_probability: round3(m.odds.homeWin),
    draw_probability: round3(m.odds.draw),
    away_win_probability: round3(m.odds.awayWin),
    total_goals_probability: { over_2_5: round3(m.odds.over2_5), under_2_5: round3(m.odds.under2_5) },
    confidence: m.odds.confidence,
  }));
}
