import {
  optionsInForce,
  type PredictedMatch,
  type PredictedScoresResponse,
} from '@contracts/api/predicted-scores';
import { defaultUpsetConfig } from '@contracts/api/upset-config';
import { envelope } from './data';

/** A finished Arsenal 2-1 Chelsea (1-1 shown before kick-off) and an upcoming Bournemouth v Arsenal. */
export const FINISHED: PredictedMatch = {
  id: 11,
  gameweek: 3,
  kickoff_time: '2025-08-30T14:00:00Z',
  finished: true,
  home: { team_id: 1, name: 'Arsenal', short_name: 'ARS', expected_goals: 1.45, result: 'win' },
  away: { team_id: 7, name: 'Chelsea', short_name: 'CHE', expected_goals: 0.98, result: 'loss' },
  predicted_score: { home: 1, away: 1 },
  model_score: { home: 1, away: 0 },
  actual_score: { home: 2, away: 1 },
  changed_by: ['rounding'],
  total_expected_goals: 2.43,
  total_predicted_goals: 2,
};

export const UPCOMING: PredictedMatch = {
  id: 12,
  gameweek: 4,
  // 23:30 UTC on 13 September is already the 14th in UK summer time.
  kickoff_time: '2025-09-13T23:30:00Z',
  finished: false,
  home: {
    team_id: 4,
    name: 'Bournemouth',
    short_name: 'BOU',
    expected_goals: 0.87,
    result: 'projected_loss',
  },
  away: { team_id: 1, name: 'Arsenal', short_name: 'ARS', expected_goals: 1.92, result: 'projected_win' },
  predicted_score: { home: 0, away: 2 },
  model_score: { home: 0, away: 1 },
  actual_score: null,
  changed_by: ['variance', 'rounding'],
  total_expected_goals: 2.79,
  total_predicted_goals: 2,
};

export function predicted(
  start: number,
  end: number,
  matches: PredictedMatch[],
  over: Partial<PredictedScoresResponse> = {},
): PredictedScoresResponse {
  return {
    ...envelope(start, end),
    status: 'all',
    matches,
    options: optionsInForce(defaultUpsetConfig([1, 7])),
    measured: {
      matches: 180,
      displayed: { exact_score_rate: 0.094, outcome_rate: 0.472 },
      model: { exact_score_rate: 0.117, outcome_rate: 0.539 },
    },
    ...over,
  };
}
