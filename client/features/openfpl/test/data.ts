import type { OpenfplMetrics, OpenfplProjection } from '@contracts/api/openfpl';
import type { PlayerRow } from '../lib/merge';

/** A row's player fields, with the figures the stubbed answers are made from. */
interface Player extends Omit<PlayerRow, 'byGameweek'> {
  /** Points at horizons 1 to 5; goals, assists and confidence the same at every horizon. */
  points: number[];
  goals: number;
  assists: number;
  confidence: number | null;
}

export const PLAYERS: Player[] = [
  {
    id: 1,
    name: 'Salah',
    team: 'Liverpool',
    position: 'MID',
    price: 14.5,
    ownership: 60.1,
    points: [6.5, 4.2, 3, 5, 2],
    goals: 0.45,
    assists: 0.31,
    confidence: 70,
  },
  {
    id: 2,
    name: 'Haaland',
    team: 'Man City',
    position: 'FWD',
    price: 14,
    ownership: 70.5,
    points: [5, 7.1, 4, 3, 3],
    goals: 0.62,
    assists: 0.12,
    confidence: 70,
  },
  {
    id: 3,
    name: 'Gabriel',
    team: 'Arsenal',
    position: 'DEF',
    price: 6,
    ownership: 35.2,
    points: [4, 3, 3, 3, 3],
    goals: 0.08,
    assists: 0.05,
    confidence: 50,
  },
  {
    id: 4,
    name: 'Raya',
    team: 'Arsenal',
    position: 'GKP',
    price: 5.5,
    ownership: 20,
    points: [3.5, 3.5, 3.5, 3.5, 3.5],
    goals: 0,
    assists: 0.01,
    confidence: 50,
  },
  {
    id: 5,
    name: 'Mbeumo',
    team: 'Man Utd',
    position: 'MID',
    price: 8,
    ownership: 8.5,
    points: [4.5, 2, 5, 4, 4],
    goals: 0.3,
    assists: 0.2,
    confidence: 50,
  },
];

/** The next gameweek is 12; the season ends after GW16, so horizon 6 projects no gameweek. */
export const FIRST_GW = 12;
export const LAST_GW = 16;

/** The answer of `/api/openfpl-projections?horizon=h` for the players given. */
export function answer(horizon: number, players: Player[] = PLAYERS, confidence?: null): OpenfplProjection[] {
  const gameweek = FIRST_GW + horizon - 1 <= LAST_GW ? FIRST_GW + horizon - 1 : null;
  return players.map((p) => ({
    player_id: p.id,
    player_name: p.name,
    team_name: p.team,
    position: p.position,
    horizon,
    gameweek,
    predicted_points: gameweek === null ? 0 : (p.points[horizon - 1] ?? 0),
    predicted_goals: gameweek === null ? 0 : p.goals,
    predicted_assists: gameweek === null ? 0 : p.assists,
    predicted_minutes: gameweek === null ? 0 : 80,
    current_price: p.price,
    ownership_percentage: p.ownership,
    ensemble_confidence: confidence === null ? null : p.confidence,
  }));
}

export const projectionsUrl = (horizon: number) => `/api/openfpl-projections?horizon=${horizon}&gameweek=all`;

/** Every horizon's answer keyed by URL, for `stubFetch`. */
export function allHorizons(make: (horizon: number) => unknown = (h) => answer(h)): Record<string, unknown> {
  return Object.fromEntries([1, 2, 3, 4, 5, 6].map((h) => [projectionsUrl(h), make(h)]));
}

export const NO_BACKTEST: OpenfplMetrics = {
  rmse_overall: null,
  rmse_haulers: null,
  rmse_tickers: null,
  rmse_blanks: null,
  accuracy_rate: null,
  last_updated: null,
  seasons: [],
  rows: 0,
  xp: { rmse_overall: null, rmse_haulers: null, rmse_tickers: null, rmse_blanks: null },
  xp_before: { rmse_overall: null, rmse_haulers: null, rmse_tickers: null, rmse_blanks: null },
  definitions: 'Root mean squared error of one-gameweek-ahead projected points per player-gameweek.',
  message: 'No backtest of the points model is stored yet.',
};

export const MEASURED: OpenfplMetrics = {
  rmse_overall: 1.9876,
  rmse_haulers: 4.5,
  rmse_tickers: 1.25,
  rmse_blanks: 1.1,
  accuracy_rate: 0.6234,
  last_updated: '2026-11-20T09:30:00.000Z',
  seasons: ['2023-24', '2024-25'],
  rows: 123456,
  xp: { rmse_overall: 2.1, rmse_haulers: 5.25, rmse_tickers: 1.5, rmse_blanks: 1.05 },
  xp_before: { rmse_overall: 2.2, rmse_haulers: 5.5, rmse_tickers: 1.75, rmse_blanks: 1.15 },
  definitions: 'Root mean squared error of one-gameweek-ahead projected points per player-gameweek.',
  message: null,
};
