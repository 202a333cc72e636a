import type {
  PriceChange,
  PriceHistoryResponse,
  PriceMetricsResponse,
  PricePrediction,
  PricePredictionsResponse,
  RecentPriceChangesResponse,
} from '@contracts/api/prices';

const PLAYERS = {
  Salah: {
    player_id: 1,
    team_name: 'Liverpool',
    team_short_name: 'LIV',
    position: 'Midfielder',
    element_type: 3,
  },
  Haaland: {
    player_id: 2,
    team_name: 'Man City',
    team_short_name: 'MCI',
    position: 'Forward',
    element_type: 4,
  },
  Raya: {
    player_id: 3,
    team_name: 'Arsenal',
    team_short_name: 'ARS',
    position: 'Goalkeeper',
    element_type: 1,
  },
  Saka: {
    player_id: 4,
    team_name: 'Arsenal',
    team_short_name: 'ARS',
    position: 'Midfielder',
    element_type: 3,
  },
  Gabriel: {
    player_id: 5,
    team_name: 'Arsenal',
    team_short_name: 'ARS',
    position: 'Defender',
    element_type: 2,
  },
} as const;
export type Name = keyof typeof PLAYERS;

export function change(
  id: number,
  name: Name,
  direction: 'rise' | 'fall',
  over: Partial<PriceChange> = {},
): PriceChange {
  const step = direction === 'rise' ? 1 : -1;
  return {
    id,
    ...PLAYERS[name],
    player_name: name,
    change_date: '2025-11-17',
    direction,
    change_amount: step,
    old_price: 80,
    current_price: 80 + step,
    start_price: 78,
    total_change: 2 + step,
    gameweek_change: step,
    ownership: 12.34,
    transfers_in: 5000,
    transfers_out: 300,
    ...over,
  };
}

export function prediction(name: Name, over: Partial<PricePrediction> = {}): PricePrediction {
  return {
    ...PLAYERS[name],
    player_name: name,
    current_price: 80,
    predicted_change: 1,
    probability: 'High',
    confidence: 85,
    progress_percent: 85,
    chance: 0.3,
    reason: `Net +85,000 transfers since the last change: 85% of the 100,000 needed to rise`,
    locked_until: null,
    ownership_percentage: 20.5,
    transfers_in: 90_000,
    transfers_out: 5_000,
    ...over,
  };
}

export const recent = (
  changes: PriceChange[],
  over: Partial<RecentPriceChangesResponse> = {},
): RecentPriceChangesResponse => ({
  season: '2025-26',
  last_capture_date: '2025-11-17',
  rises_this_season: 692,
  falls_this_season: 737,
  changes,
  ...over,
});

export const predicted = (predictions: PricePrediction[]): PricePredictionsResponse => ({
  source: 'model',
  method: 'threshold-rule',
  as_of: '2025-11-17T10:00:00.000Z',
  predictions,
});

export const metrics = (over: Partial<PriceMetricsResponse> = {}): PriceMetricsResponse => ({
  prediction_source: 'model',
  prediction_method: 'threshold-rule',
  active_players: 587,
  captured_days: 95,
  backtest: null,
  ...over,
});

export const history = (points: Array<[string, number]>): PriceHistoryResponse => ({
  ...PLAYERS.Salah,
  player_name: 'Salah',
  season: '2025-26',
  start_price: points[0]?.[1] ?? 0,
  current_price: points.at(-1)?.[1] ?? 0,
  points: points.map(([date, price]) => ({ date, price, ownership: 30, transfers_in: 10, transfers_out: 5 })),
});
