import type {
  PredictedMatch,
  PredictedMeasured,
  PredictedStatus,
  Scoreline,
} from '@contracts/api/predicted-scores';
import type { UpsetConfig } from '@contracts/api/upset-config';
import type { MatchResult } from '@contracts/api/projections';
import {
  matchesInRange,
  round2,
  round3,
  type MatchOdds,
  type ScheduledMatch,
  type SeasonMatch,
} from '../projections/season-matches';
import { hitRates } from './hit-rates';
import { shownScorelines, type ShownMatch, type ShownScore } from './shown-scorelines';

/**
 * Predicted Scores rows: each match's shown scoreline (shown-scorelines.ts) beside its expected goals
 * before kick-off. An upcoming match's odds are the current fit's; a finished match's are those of a
 * fit on the matches played before its gameweek began, so it shows what was predicted, beside what
 * happened. A gameweek's scorelines are chosen from the odds at its first kick-off once a match of
 * it is played, so the scorelines shown before kick-off stay as they were.
 */
export interface PredictedSeason {
  /** Season label: part of every random stream's key. */
  season: string;
  /** The season's matches with the current fit's odds and, once finished, the actual score. */
  matches: readonly SeasonMatch[];
  /** Odds at the first kick-off of each gameweek under way or played, by fixture id. */
  beforeKickoff: ReadonlyMap<number, MatchOdds>;
  /** The two clubs of a match are local rivals. */
  derby: (m: SeasonMatch) => boolean;
}

/** The odds a match's expected goals show: before kick-off once finished (the current ones if that fit is missing). */
const oddsShown = (s: PredictedSeason, m: SeasonMatch): MatchOdds =>
  (m.actual && s.beforeKickoff.get(m.fixtureId)) || m.odds;

/** Every match as the scoreline choice reads it (plain data: a worker thread can be given it). */
export function scorelineMatches(s: PredictedSeason): ShownMatch[] {
  return s.matches.map((m) => {
    const odds = s.beforeKickoff.get(m.fixtureId) ?? m.odds;
    return {
      season: s.season,
      fixtureId: m.fixtureId,
      gameweek: m.gameweek,
      homeTeamId: m.home.id,
      awayTeamId: m.away.id,
      rates: { home: odds.homeGoals, away: odds.awayGoals },
      rho: odds.rho,
      derby: s.derby(m),
    };
  });
}

/** Every match's shown scoreline and the options that changed it, by fixture id. */
export function seasonScorelines(s: PredictedSeason, config: UpsetConfig): Map<number, ShownScore> {
  return shownScorelines(scorelineMatches(s), config);
}

const scoreline = (s: Scoreline): Scoreline => ({ home: s.home, away: s.away });

function results(score: Scoreline, finished: boolean): [MatchResult, MatchResult] {
  const sign = Math.sign(score.home - score.away);
  type Played = 'win' | 'loss' | 'draw';
  const plain: [Played, Played] = sign > 0 ? ['win', 'loss'] : sign < 0 ? ['loss', 'win'] : ['draw', 'draw'];
  return finished ? plain : [`projected_${plain[0]}`, `projected_${plain[1]}`];
}

type Shown = ReadonlyMap<number, ShownScore>;

/** The match's shown scoreline; the model's own where none was chosen (never for a listed match). */
const shownOf = (shown: Shown, s: PredictedSeason, m: SeasonMatch): ShownScore =>
  shown.get(m.fixtureId) ?? { score: scoreline(oddsShown(s, m).predictedScore), changedBy: [] };

function row(s: PredictedSeason, m: ScheduledMatch, shown: Shown): PredictedMatch {
  const odds = oddsShown(s, m);
  const { score, changedBy } = shownOf(shown, s, m);
  const [homeResult, awayResult] = results(m.actual ?? score, m.actual !== null);
  const side = (club: SeasonMatch['home'], goals: number, result: MatchResult) => ({
    team_id: club.id,
    name: club.name,
    short_name: club.shortName,
    expected_goals: round2(goals),
    result,
  });
  return {
    id: m.fixtureId,
    gameweek: m.gameweek,
    kickoff_time: m.kickoffTime,
    finished: m.actual !== null,
    home: side(m.home, odds.homeGoals, homeResult),
    away: side(m.away, odds.awayGoals, awayResult),
    predicted_score: score,
    model_score: scoreline(odds.predictedScore),
    actual_score: m.actual && scoreline(m.actual),
    changed_by: changedBy,
    total_expected_goals: round2(odds.homeGoals + odds.awayGoals),
    total_predicted_goals: score.home + score.away,
  };
}

const STATUS_KEEPS: Record<PredictedStatus, (m: SeasonMatch) => boolean> = {
  all: () => true,
  finished: (m) => m.actual !== null,
  upcoming: (m) => m.actual === null,
};

/** The range's matches of the status asked for, in gameweek then kick-off order. */
export function predictedRows(
  s: PredictedSeason,
  shown: Shown,
  range: { start: number; end: number; team: number | null },
  status: PredictedStatus,
): PredictedMatch[] {
  return matchesInRange(s.matches, range.start, range.end, range.team)
    .filter(STATUS_KEEPS[status])
    .map((m) => row(s, m, shown));
}

/** Shown and plain model scorelines against the final scores, over every finished match of the season. */
export function measuredHitRates(s: PredictedSeason, shown: Shown): PredictedMeasured {
  const finished = s.matches.flatMap((m) => (m.actual ? [{ m, actual: m.actual }] : []));
  const rates = (r: { exact: number; outcome: number }) => ({
    exact_score_rate: round3(r.exact),
    outcome_rate: round3(r.outcome),
  });
  return {
    matches: finished.length,
    displayed: rates(
      hitRates(finished.map(({ m, actual }) => ({ shown: shownOf(shown, s, m).score, actual }))),
    ),
    model: rates(
      hitRates(finished.map(({ m, actual }) => ({ shown: oddsShown(s, m).predictedScore, actual }))),
    ),
  };
}
