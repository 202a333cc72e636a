import type { MatchModelResponse } from '@contracts/api/match-model';
import type {
  MatchProjection,
  MatchSide,
  ProjectedGoalsCsResponse,
  ProjectionTeam,
  ResultProjection,
  ResultsProjectionsResponse,
} from '@contracts/api/projections';
import type {
  AllTeamsTotals,
  GameweekCell,
  TeamAssistProjectionsResponse,
  TeamCsProjectionsResponse,
  TeamCsRow,
  TeamProjectionsCombinedResponse,
  TeamTotalsRow,
} from '@contracts/api/team-projections';

export const TEAMS: ProjectionTeam[] = [
  { id: 1, name: 'Arsenal', short_name: 'ARS' },
  { id: 4, name: 'Bournemouth', short_name: 'BOU' },
  { id: 7, name: 'Chelsea', short_name: 'CHE' },
];

/** The envelope of a response answering `start`-`end` (the server's default when no range was asked). */
export const envelope = (start: number, end: number, team: number | null = null) => ({
  season: '2025-26',
  start_gw: start,
  end_gw: end,
  default_start_gw: start,
  default_end_gw: end,
  team,
  teams: TEAMS,
});

const OPPONENT = { 1: 'CHE', 4: 'ARS', 7: 'BOU' } as Record<number, string>;

/** Cells from values: a number is one match, an array a double gameweek, null a blank. */
function cells(teamId: number, values: Record<number, number | number[] | null>): GameweekCell[] {
  return Object.entries(values).map(([gw, v]) => {
    const list = v === null ? [] : typeof v === 'number' ? [v] : v;
    return {
      gameweek: Number(gw),
      value: v === null ? null : list.reduce((a, b) => a + b, 0),
      match_count: list.length,
      matches: list.map((value, i) => ({
        fixture_id: Number(gw) * 100 + teamId * 2 + i,
        opponent_short: OPPONENT[teamId] ?? 'OPP',
        home: i === 0,
        finished: false,
        value,
      })),
    };
  });
}

/** The club's names and its gameweek cells, the start of every team table's row. */
function teamCells(teamId: number, values: Record<number, number | number[] | null>) {
  const team = TEAMS.find((t) => t.id === teamId)!;
  return {
    team_id: teamId,
    team_name: team.name,
    team_short: team.short_name,
    gameweeks: cells(teamId, values),
  };
}

export function totalsRow(
  teamId: number,
  values: Record<number, number | number[] | null>,
  totals: { period: number; season: number; perGame: number | null },
): TeamTotalsRow {
  return {
    ...teamCells(teamId, values),
    period_matches: 0,
    season_matches: 38,
    period_total: totals.period,
    season_total: totals.season,
    period_per_game: totals.perGame,
    season_per_game: totals.season / 38,
  };
}

export function leagueTotals(values: Record<number, number>, period: number, season: number): AllTeamsTotals {
  return {
    gameweeks: Object.entries(values).map(([gw, value]) => ({
      gameweek: Number(gw),
      value,
      match_count: 3,
      matches: [],
    })),
    period_total: period,
    season_total: season,
  };
}

/**
 * GW3-4: ARS plays a double in GW4, BOU has a blank in GW4. Goals scored: ARS 1.5 / 1.2+0.8,
 * BOU 0.9 / -, CHE 2.6 / 1.1. Goals against: ARS 0.9 / 2.1, BOU 2.6 / -, CHE 1.5 / 1.0.
 */
export function combined(start = 3, end = 4, balance = true): TeamProjectionsCombinedResponse {
  return {
    ...envelope(start, end),
    goals_scored: [
      totalsRow(4, { 3: 0.9, 4: null }, { period: 0.9, season: 45, perGame: 0.9 }),
      totalsRow(7, { 3: 2.6, 4: 1.1 }, { period: 3.7, season: 58, perGame: 1.85 }),
      totalsRow(1, { 3: 1.5, 4: [1.2, 0.8] }, { period: 3.5, season: 60, perGame: 1.17 }),
    ],
    goals_against: [
      totalsRow(4, { 3: 2.6, 4: null }, { period: 2.6, season: 55, perGame: 2.6 }),
      totalsRow(7, { 3: 1.5, 4: 1.0 }, { period: 2.5, season: 50, perGame: 1.25 }),
      totalsRow(1, { 3: 0.9, 4: [1.1, 1.0] }, { period: 3.0, season: 58, perGame: 1 }),
    ],
    goals_scored_totals: leagueTotals({ 3: 5, 4: 3.1 }, 8.1, 163),
    goals_against_totals: leagueTotals({ 3: 5, 4: 3.1 }, 8.1, 163),
    total_goals_scored: 8.1,
    total_goals_against: balance ? 8.1 : 7.6,
    perfect_balance: balance,
  };
}

export function assists(rows = true): TeamAssistProjectionsResponse {
  return {
    ...envelope(3, 4),
    assists_per_goal: { value: 0.86, source: 'measured on the 2016-17 to 2024-25 seasons' },
    rows: rows
      ? [
          totalsRow(1, { 3: 1.3, 4: [1.0, 0.7] }, { period: 3.0, season: 52, perGame: 1 }),
          totalsRow(7, { 3: 2.2, 4: 1.0 }, { period: 3.2, season: 50, perGame: 1.6 }),
        ]
      : [],
    totals: leagueTotals({ 3: 3.5, 4: 2.7 }, 6.2, 102),
  };
}

function csRow(teamId: number, values: Record<number, number | null>, period: number | null): TeamCsRow {
  return {
    ...teamCells(teamId, values),
    period_matches: 2,
    season_matches: 38,
    period_cs_per_game: period,
    season_cs_per_game: 30,
    period_clean_sheets: 0.6,
    season_clean_sheets: 11.4,
  };
}

export function cleanSheets(): TeamCsProjectionsResponse {
  return {
    ...envelope(3, 4),
    rows: [
      csRow(1, { 3: 48.2, 4: 31.0 }, 39.6),
      csRow(4, { 3: 12.5, 4: null }, 12.5),
      csRow(7, { 3: 22.0, 4: 36.0 }, 29.25),
    ],
  };
}

const side = (over: Partial<MatchSide> & Pick<MatchSide, 'team_id' | 'short_name' | 'name'>): MatchSide => ({
  expected_goals: 1.2,
  clean_sheet_percent: 30,
  result: 'projected_draw',
  score: 1,
  ...over,
});

export const finishedMatch: MatchProjection = {
  id: 21,
  gameweek: 3,
  kickoff_time: '2025-08-30T14:00:00Z',
  finished: true,
  home: side({
    team_id: 1,
    short_name: 'ARS',
    name: 'Arsenal',
    expected_goals: 2.15,
    clean_sheet_percent: 41.3,
    result: 'win',
    score: 3,
  }),
  away: side({
    team_id: 7,
    short_name: 'CHE',
    name: 'Chelsea',
    expected_goals: 0.88,
    clean_sheet_percent: 11.6,
    result: 'loss',
    score: 0,
  }),
  total_expected_goals: 3.03,
  total_goals: 3,
  predicted_score: { home: 2, away: 0 },
};

export const upcomingMatch: MatchProjection = {
  id: 35,
  gameweek: 4,
  kickoff_time: null,
  finished: false,
  home: side({
    team_id: 4,
    short_name: 'BOU',
    name: 'Bournemouth',
    expected_goals: 1.05,
    clean_sheet_percent: 24.9,
    result: 'projected_loss',
    score: 0,
  }),
  away: side({
    team_id: 1,
    short_name: 'ARS',
    name: 'Arsenal',
    expected_goals: 1.62,
    clean_sheet_percent: 35,
    result: 'projected_win',
    score: 1,
  }),
  total_expected_goals: 2.67,
  total_goals: 1,
  predicted_score: { home: 0, away: 1 },
};

export function matches(start: number, end: number, team: number | null = null): ProjectedGoalsCsResponse {
  const all = [finishedMatch, upcomingMatch];
  return {
    ...envelope(start, end, team),
    gameweeks: Array.from({ length: end - start + 1 }, (_, i) => start + i).map((gameweek) => ({
      gameweek,
      matches: all.filter(
        (m) =>
          m.gameweek === gameweek && (team === null || m.home.team_id === team || m.away.team_id === team),
      ),
    })),
  };
}

export const resultRow = (over: Partial<ResultProjection> = {}): ResultProjection => ({
  id: 35,
  gameweek: 4,
  kickoff_time: '2025-09-13T16:30:00Z',
  finished: false,
  home_team_id: 4,
  away_team_id: 1,
  home_team: 'Bournemouth',
  away_team: 'Arsenal',
  home_team_short: 'BOU',
  away_team_short: 'ARS',
  predicted_home_score: 0,
  predicted_away_score: 1,
  actual_home_score: null,
  actual_away_score: null,
  home_win_probability: 0.243,
  draw_probability: 0.261,
  away_win_probability: 0.496,
  total_goals_probability: { over_2_5: 0.514, under_2_5: 0.486 },
  confidence: 'Medium',
  ...over,
});

export const results = (
  start: number,
  end: number,
  rows: ResultProjection[],
): ResultsProjectionsResponse => ({
  ...envelope(start, end),
  matches: rows,
});

export function matchModel(measured: boolean): MatchModelResponse {
  return {
    fit: {
      matches: 1402,
      seasons: ['2022-23', '2023-24', '2024-25', '2025-26'],
      last_kickoff_time: '2025-11-09T16:30:00Z',
    },
    tiers: {
      source: 'data',
      description: "Tiers come from the clubs' fitted strengths at the start of the season.",
    },
    provisional_reason: null,
    backtest: measured
      ? {
          measured_at: '2026-11-20T10:00:00Z',
          seasons: ['2021-22', '2022-23', '2023-24', '2024-25', '2025-26'],
          matches: 1900,
          fit_target: 'goals',
          rps: 0.2008,
          rps_base_rates: 0.2326,
          calibration_error: { home: 0.025, draw: 0.015, away: 0.021, clean_sheet: 0.02 },
          clean_sheet_brier: 0.1773,
          clean_sheet_brier_constant: 0.1872,
          predicted_outcomes: { home: 0.52, draw: 0.002, away: 0.478 },
          actual_outcomes: { home: 0.45, draw: 0.24, away: 0.31 },
          confidence_classes: [
            { confidence: 'High', matches: 500, hit_rate: 0.71 },
            { confidence: 'Low', matches: 700, hit_rate: 0.43 },
          ],
        }
      : null,
  };
}
