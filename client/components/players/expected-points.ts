import { useQueries } from '@tanstack/react-query';
import type { OpenfplProjection } from '@contracts/api/openfpl';
import { openfplProjectionsQuery } from '@/api/openfpl-projections';

/** One gameweek's expected points for a player, from the points model. */
export interface ExpectedRow {
  gameweek: number;
  points: number;
}

/** A card's expected points: still loading, unavailable (failed, or no row for him), or his rows. */
export type ExpectedPoints =
  { status: 'loading' } | { status: 'unavailable' } | { status: 'ready'; rows: ExpectedRow[] };

const LOADING: ExpectedPoints = { status: 'loading' };
const UNAVAILABLE: ExpectedPoints = { status: 'unavailable' };

function byPlayer(answer: readonly OpenfplProjection[]): Map<number, OpenfplProjection> {
  return new Map(answer.map((row) => [row.player_id, row]));
}

interface Combined {
  failed: boolean;
  pending: boolean;
  maps: (Map<number, OpenfplProjection> | undefined)[];
}

// Module-level, so TanStack Query re-runs it only when an answer changes, not on every render.
function combine(results: { data?: OpenfplProjection[]; isError: boolean; isPending: boolean }[]): Combined {
  return {
    failed: results.some((r) => r.isError),
    pending: results.some((r) => r.isPending),
    maps: results.map((r) => (r.data === undefined ? undefined : byPlayer(r.data))),
  };
}

/**
 * The points model's projections for horizons 1 to `horizons`, read once per screen and looked up
 * per card. The cards do not wait for them: the model's first (cold) request is slow. A player's rows
 * stop at the first horizon with no gameweek (the season's end); no row at horizon 1 is unavailable.
 * Any failed horizon makes every card's figure unavailable (the query's normal retry, no more).
 */
export function useExpectedPoints(horizons: number): (playerId: number) => ExpectedPoints {
  const { failed, pending, maps } = useQueries({
    queries: Array.from({ length: horizons }, (_, i) => openfplProjectionsQuery(i + 1)),
    combine,
  });
  return (playerId) => {
    if (failed) return UNAVAILABLE;
    if (pending) return LOADING;
    const rows: ExpectedRow[] = [];
    for (const map of maps) {
      const row = map?.get(playerId);
      if (row === undefined || row.gameweek === null) break;
      rows.push({ gameweek: row.gameweek, points: row.predicted_points });
    }
    return rows.length === 0 ? UNAVAILABLE : { status: 'ready', rows };
  };
}
