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
} from '@engine/projections';

/**
 * The rows of Match Projections and Results Projections. A finished match shows its actual score
 * and win/loss/draw beside the score predicted before kick-off; an upcoming one the predicted score.
 * The predicted score is the one every screen shows (engine/predictions/shown-scorelines.ts, passed
 * in by fixture id). Match Projections' projected_win/projected_loss/projected_draw follow it;
 * Results Projections keeps the model's probabilities and confidence.
 */

/** The predicted score of each match, by fixture id. */
export type PredictedScores = ReadonlyMap<number, { score: { home: number; away: number } }>;

/** The shown scoreline; the model's own where none was chosen (a match in no gameweek). */
const predicted = (m: SeasonMatch, shown: PredictedScores) =>
  shown.get(m.fixtureId)?.score ?? m.odds.predictedScore;

export interface RangeFilter {
  start: number;
  end: number;
  team: number | null;
}

function result(m: SeasonMatch, shown: PredictedScores, side: Side): MatchResult {
  const s = m.actual ?? predicted(m, shown);
  const diff = s[side] - s[other(side)];
  const plain = diff > 0 ? 'win' : diff < 0 ? 'loss' : 'draw';
  return m.actual ? plain : `projected_${plain}`;
}

function matchSide(m: SeasonMatch, shown: PredictedScores, side: Side): MatchSide {
  const club = m[side];
  const home = side === 'home';
  return {
    team_id: club.id,
    short_name: club.shortName,
    name: club.name,
    expected_goals: round2(home ? m.odds.homeGoals : m.odds.awayGoals),
    clean_sheet_percent: round1(100 * (home ? m.odds.homeCleanSheet : m.odds.awayCleanSheet)),
    result: result(m, shown, side),
    score: (m.actual ?? predicted(m, shown))[side],
  };
}

function matchProjection(m: ScheduledMatch, shown: PredictedScores): MatchProjection {
  const home = matchSide(m, shown, 'home');
  const away = matchSide(m, shown, 'away');
  const score = predicted(m, shown);
  return {
    id: m.fixtureId,
    gameweek: m.gameweek,
    kickoff_time: m.kickoffTime,
    finished: m.actual !== null,
    home,
    away,
    total_expected_goals: round2(m.odds.homeGoals + m.odds.awayGoals),
    total_goals: home.score + away.score,
    predicted_score: { home: score.home, away: score.away },
  };
}

/** Every gameweek of the range with its matches (possibly none), kick-off order within. */
export function matchProjectionGameweeks(
  matches: readonly SeasonMatch[],
  shown: PredictedScores,
  f: RangeFilter,
): ProjectedGoalsCsResponse['gameweeks'] {
  const inRange = matchesInRange(matches, f.start, f.end, f.team);
  return Array.from({ length: f.end - f.start + 1 }, (_, i) => f.start + i).map((gameweek) => ({
    gameweek,
    matches: inRange.filter((m) => m.gameweek === gameweek).map((m) => matchProjection(m, shown)),
  }));
}

export function resultProjections(
  matches: readonly SeasonMatch[],
  shown: PredictedScores,
  f: RangeFilter,
): ResultProjection[] {
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
    predicted_home_score: predicted(m, shown).home,
    predicted_away_score: predicted(m, shown).away,
    actual_home_score: m.actual?.home ?? null,
    actual_away_score: m.actual?.away ?? null,
    home_win_probability: round3(m.odds.homeWin),
    draw_probability: round3(m.odds.draw),
    away_win_probability: round3(m.odds.awayWin),
    total_goals_probability: { over_2_5: round3(m.odds.over2_5), under_2_5: round3(m.odds.under2_5) },
    confidence: m.odds.confidence,
  }));
}
