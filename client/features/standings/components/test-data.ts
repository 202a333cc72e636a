import type { ProjectedStandingsResponse, StandingRow } from '@contracts/api/projected-standings';

const NAMES = [
  ['Arsenal', 'ARS'],
  ['Aston Villa', 'AVL'],
  ['Bournemouth', 'BOU'],
  ['Brentford', 'BRE'],
  ['Brighton', 'BHA'],
  ['Burnley', 'BUR'],
  ['Chelsea', 'CHE'],
  ['Crystal Palace', 'CRY'],
  ['Everton', 'EVE'],
  ['Fulham', 'FUL'],
  ['Leeds', 'LEE'],
  ['Liverpool', 'LIV'],
  ['Man City', 'MCI'],
  ['Man Utd', 'MUN'],
  ['Newcastle', 'NEW'],
  ["Nott'm Forest", 'NFO'],
  ['Sunderland', 'SUN'],
  ['Spurs', 'TOT'],
  ['West Ham', 'WHU'],
  ['Wolves', 'WOL'],
] as const;

/** Twenty clubs in name order as positions 1-20, points falling by two a place, 10 games played. */
export function standingRows(): StandingRow[] {
  return NAMES.map(([name, short], i) => {
    const place = i + 1;
    const probabilities = Array.from({ length: 20 }, (_, k) =>
      k === i ? 0.6 : k === (i + 1) % 20 ? 0.4 : 0,
    );
    return {
      id: place,
      position: place,
      name,
      short_name: short,
      played: 38,
      wins: 24.44 - i,
      draws: 8,
      losses: 5.56 + i,
      goals_for: 80 - 3 * i,
      goals_against: 30 + 2 * i,
      goal_difference: 50 - 5 * i,
      points: 80.4 - 2 * i,
      actual_games: 10,
      projected_games: 28,
      actual: { wins: 7, draws: 2, losses: 1, goals_for: 20, goals_against: 8, points: 23 },
      title_probability: place === 1 ? 0.6 : place === 2 ? 0.4 : 0,
      top4_probability: place <= 4 ? 0.9 : place === 5 ? 0.004 : 0,
      top7_probability: place <= 7 ? 0.998 : 0.1,
      relegation_probability: place >= 18 ? 0.75 : 0,
      position_probabilities: probabilities,
    };
  });
}

export function standings(over: Partial<ProjectedStandingsResponse> = {}): ProjectedStandingsResponse {
  return {
    season: '2025-26',
    current_gameweek: 11,
    simulation: { runs: 10_000, seed: 123_456, data_version: 'abc' },
    rows: standingRows(),
    backtest: null,
    ...over,
  };
}
