import type {
  PredictedMatch,
  PredictedMeasured,
  PredictedStatus,
  Scoreline,
  UpsetOptionInForce,
} from '@contracts/api/predicted-scores';
import { UPSET_NUMBER_FIELDS, UPSET_SWITCHES, type UpsetConfig } from '@contracts/api/upset-config';
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
import { displayedScore } from './upset-options';

/**
 * Predicted Scores rows: each match's displayed scoreline (upset-options.ts) from the odds it had
 * before kick-off. An upcoming match's odds are the current fit's; a finished match's are those of a
 * fit on the matches played before its gameweek began, so it shows what was predicted, beside what
 * happened.
 */

export interface PredictedSeason {
  /** Season label: part of every random stream's key. */
  season: string;
  /** The season's matches with the current fit's odds and, once finished, the actual score. */
  matches: readonly SeasonMatch[];
  /** Odds before kick-off of the finished matches, by fixture id. */
  beforeKickoff: ReadonlyMap<number, MatchOdds>;
  /** The two clubs of a match are local rivals. */
  derby: (m: SeasonMatch) => boolean;
}

const scoreline = (s: Scoreline): Scoreline => ({ home: s.home, away: s.away });

/** The odds a match is shown with: before kick-off once finished (the current ones if that fit is missing). */
const oddsShown = (s: PredictedSeason, m: SeasonMatch): MatchOdds =>
  (m.actual && s.beforeKickoff.get(m.fixtureId)) || m.odds;

function displayed(s: PredictedSeason, m: SeasonMatch, config: UpsetConfig) {
  const odds = oddsShown(s, m);
  const upset = {
    season: s.season,
    fixtureId: m.fixtureId,
    homeTeamId: m.home.id,
    awayTeamId: m.away.id,
    rates: { home: odds.homeGoals, away: odds.awayGoals },
    rho: odds.rho,
    derby: s.derby(m),
  };
  return { odds, ...displayedScore(upset, config) };
}

function results(score: Scoreline, finished: boolean): [MatchResult, MatchResult] {
  const sign = Math.sign(score.home - score.away);
  type Played = 'win' | 'loss' | 'draw';
  const plain: [Played, Played] = sign > 0 ? ['win', 'loss'] : sign < 0 ? ['loss', 'win'] : ['draw', 'draw'];
  return finished ? plain : [`projected_${plain[0]}`, `projected_${plain[1]}`];
}

function row(s: PredictedSeason, m: ScheduledMatch, config: UpsetConfig): PredictedMatch {
  const { odds, score, changedBy } = displayed(s, m, config);
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
  config: UpsetConfig,
  range: { start: number; end: number; team: number | null },
  status: PredictedStatus,
): PredictedMatch[] {
  return matchesInRange(s.matches, range.start, range.end, range.team)
    .filter(STATUS_KEEPS[status])
    .map((m) => row(s, m, config));
}

/** Displayed and plain model scorelines against the final scores, over every finished match of the season. */
export function measuredHitRates(s: PredictedSeason, config: UpsetConfig): PredictedMeasured {
  const finished = s.matches.flatMap((m) => (m.actual ? [{ m, actual: m.actual }] : []));
  const rates = (r: { exact: number; outcome: number }) => ({
    exact_score_rate: round3(r.exact),
    outcome_rate: round3(r.outcome),
  });
  return {
    matches: finished.length,
    displayed: rates(
      hitRates(finished.map(({ m, actual }) => ({ shown: displayed(s, m, config).score, actual }))),
    ),
    model: rates(
      hitRates(finished.map(({ m, actual }) => ({ shown: oddsShown(s, m).predictedScore, actual }))),
    ),
  };
}

/** Each option as in force, with its values (for the screen's About card). */
export function optionsInForce(config: UpsetConfig): UpsetOptionInForce[] {
  return UPSET_SWITCHES.map((option) => ({
    option: option.tab,
    label: option.label,
    enabled: config[option.key],
    values: UPSET_NUMBER_FIELDS.filter((f) => f.tab === option.tab).map((f) => ({
      field: f.key,
      label: f.label,
      value: config[f.key],
    })),
    ...(option.tab === 'context' ? { top_team_ids: [...config.topTeamIds] } : {}),
  }));
}
