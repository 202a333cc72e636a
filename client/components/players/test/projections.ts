import type { OpenfplProjection } from '@contracts/api/openfpl';

/** The URL the cards read the points model from, for `stubFetch`. */
export const projectionsUrl = (horizon: number) => `/api/openfpl-projections?horizon=${horizon}&gameweek=all`;

/** One player's row of `/api/openfpl-projections?horizon=h`: his expected points in that gameweek. */
export function projection(
  playerId: number,
  horizon: number,
  gameweek: number | null,
  points: number,
): OpenfplProjection {
  return {
    player_id: playerId,
    player_name: `Player${playerId}`,
    team_name: 'Liverpool',
    position: 'MID',
    horizon,
    gameweek,
    predicted_points: points,
    predicted_goals: 0.3,
    predicted_assists: 0.2,
    predicted_minutes: 80,
    current_price: 8,
    ownership_percentage: 12.3,
    ensemble_confidence: null,
  };
}

/** A projections request that never answers: the cards stay in their loading state. */
export const never = () => new Promise<Response>(() => undefined) as unknown as Response;
