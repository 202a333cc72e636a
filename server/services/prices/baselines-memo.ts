import type { PlayerBaseline, PriceCapturesRepository } from '../../db/repositories/price-captures';

export type BaselinesOf = (season: string) => Promise<Map<number, PlayerBaseline>>;

/**
 * The players' baselines of a season, kept until the captures change (a day marked complete or a
 * price change recorded): computing them scans every captured row of the season (half a second or
 * more for a full season in embedded PGlite, on every Price Tracker load), while the check is two
 * small aggregates. Concurrent requests share one computation.
 */
export function baselinesMemo(repo: PriceCapturesRepository): BaselinesOf {
  const kept = new Map<string, { stamp: string; value: Promise<Map<number, PlayerBaseline>> }>();
  return async (season) => {
    const stamp = await repo.stamp(season);
    const hit = kept.get(season);
    if (hit?.stamp === stamp) return hit.value;
    const value = repo.baselines(season);
    kept.set(season, { stamp, value });
    // A failed read is not kept: the next request tries again.
    value.catch(() => {
      if (kept.get(season)?.value === value) kept.delete(season);
    });
    return value;
  };
}
