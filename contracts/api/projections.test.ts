import { describe, expect, it } from 'vitest';
import { matchModelResponseSchema } from './match-model';
import {
  projectedGoalsCsResponseSchema,
  projectionsQuerySchema,
  resultsProjectionsResponseSchema,
} from './projections';
import { teamCsProjectionsResponseSchema, teamProjectionsCombinedResponseSchema } from './team-projections';

const parse = (query: Record<string, string>) => projectionsQuerySchema.safeParse(query);

describe('projection query', () => {
  it('reads gameweeks and a team, leaving missing ones to the default range', () => {
    expect(parse({ start_gw: '5', end_gw: '9', team: '14' }).data).toEqual({
      start_gw: 5,
      end_gw: 9,
      team: 14,
    });
    expect(parse({}).data).toEqual({});
    expect(parse({ start_gw: '1', end_gw: '38' }).success).toBe(true);
  });

  it.each([
    [{ start_gw: '0' }],
    [{ end_gw: '39' }],
    [{ start_gw: '3.5' }],
    [{ start_gw: '-1' }],
    [{ start_gw: 'abc' }],
    [{ team: '21' }],
    [{ team: '0' }],
    [{ start_gw: '9', end_gw: '8' }],
  ])('rejects %j', (query) => {
    expect(parse(query).success).toBe(false);
  });
});

const envelope = {
  season: '2025-26',
  start_gw: 12,
  end_gw: 12,
  default_start_gw: 12,
  default_end_gw: 12,
  team: null,
  teams: [{ id: 1, name: 'Arsenal', short_name: 'ARS' }],
};

const side = (over: object) => ({
  team_id: 1,
  short_name: 'ARS',
  name: 'Arsenal',
  expected_goals: 1.62,
  clean_sheet_percent: 38.4,
  result: 'projected_win',
  score: 2,
  ...over,
});

describe('projection responses', () => {
  it('parse a match with both sides, and refuse an unknown result or a percentage over 100', () => {
    const match = {
      id: 101,
      gameweek: 12,
      kickoff_time: '2025-11-22T15:00:00Z',
      finished: false,
      home: side({}),
      away: side({ team_id: 2, result: 'projected_loss', score: 0 }),
      total_expected_goals: 2.5,
      total_goals: 2,
      predicted_score: { home: 2, away: 0 },
    };
    const body = { ...envelope, gameweeks: [{ gameweek: 12, matches: [match] }] };
    expect(projectedGoalsCsResponseSchema.parse(body)).toEqual(body);
    const bad = (home: object) => ({ ...body, gameweeks: [{ gameweek: 12, matches: [{ ...match, home }] }] });
    expect(projectedGoalsCsResponseSchema.safeParse(bad(side({ result: 'won' }))).success).toBe(false);
    expect(projectedGoalsCsResponseSchema.safeParse(bad(side({ clean_sheet_percent: 101 }))).success).toBe(
      false,
    );
  });

  it('parse a results row with probabilities and the confidence class', () => {
    const row = {
      id: 101,
      gameweek: 12,
      kickoff_time: null,
      finished: true,
      home_team_id: 1,
      away_team_id: 2,
      home_team: 'Arsenal',
      away_team: 'Aston Villa',
      home_team_short: 'ARS',
      away_team_short: 'AVL',
      predicted_home_score: 1,
      predicted_away_score: 0,
      actual_home_score: 3,
      actual_away_score: 3,
      home_win_probability: 0.52,
      draw_probability: 0.25,
      away_win_probability: 0.23,
      total_goals_probability: { over_2_5: 0.51, under_2_5: 0.49 },
      confidence: 'Medium',
    };
    expect(resultsProjectionsResponseSchema.parse({ ...envelope, matches: [row] }).matches).toEqual([row]);
    expect(
      resultsProjectionsResponseSchema.safeParse({ ...envelope, matches: [{ ...row, confidence: 'Sure' }] })
        .success,
    ).toBe(false);
  });

  it('parse team tables with a blank and a double gameweek', () => {
    const cells = [
      { gameweek: 12, value: null, match_count: 0, matches: [] },
      {
        gameweek: 13,
        value: 3.1,
        match_count: 2,
        matches: [
          { fixture_id: 1, opponent_short: 'AVL', home: true, finished: false, value: 1.6 },
          { fixture_id: 2, opponent_short: 'BOU', home: false, finished: false, value: 1.5 },
        ],
      },
    ];
    const row = {
      team_id: 1,
      team_name: 'Arsenal',
      team_short: 'ARS',
      gameweeks: cells,
      period_matches: 2,
      season_matches: 38,
      period_total: 3.1,
      season_total: 70.2,
      period_per_game: 1.55,
      season_per_game: 1.85,
    };
    const totals = { gameweeks: cells, period_total: 3.1, season_total: 70.2 };
    const combined = {
      ...envelope,
      goals_scored: [row],
      goals_against: [row],
      goals_scored_totals: totals,
      goals_against_totals: totals,
      total_goals_scored: 3.1,
      total_goals_against: 3.1,
      perfect_balance: true,
    };
    expect(teamProjectionsCombinedResponseSchema.parse(combined)).toEqual(combined);
    const csRow = {
      ...row,
      period_cs_per_game: 40,
      season_cs_per_game: 35.5,
      period_clean_sheets: 0.8,
      season_clean_sheets: 13.5,
    };
    expect(teamCsProjectionsResponseSchema.parse({ ...envelope, rows: [csRow] }).rows).toHaveLength(1);
    expect(
      teamCsProjectionsResponseSchema.safeParse({
        ...envelope,
        rows: [{ ...csRow, period_cs_per_game: 140 }],
      }).success,
    ).toBe(false);
  });

  it('parse the model card without a stored backtest (not measured yet)', () => {
    const body = {
      fit: { matches: 1400, seasons: ['2022-23', '2023-24', '2024-25', '2025-26'], last_kickoff_time: null },
      tiers: { source: 'none', description: 'Fitted rates, not adjusted' },
      backtest: null,
      provisional_reason: null,
    };
    expect(matchModelResponseSchema.parse(body)).toEqual(body);
  });
});
