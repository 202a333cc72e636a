import type { FplEventLive } from '@contracts/fpl/element';
import type { FplFixture } from '@contracts/fpl/fixtures';

/**
 * A gameweek as it stood before the game awarded bonus: each fixture's `bonus` stat empty, and
 * each player's bonus taken out of his live points (and his explained points).
 */
export function withoutBonus(live: FplEventLive, fixtures: readonly FplFixture[]) {
  return {
    live: {
      ...live,
      elements: live.elements.map((e) => ({
        ...e,
        stats: { ...e.stats, bonus: 0, total_points: e.stats.total_points - e.stats.bonus },
        explain: e.explain?.map((x) => ({
          ...x,
          stats: x.stats.filter((s) => s.identifier !== 'bonus'),
        })),
      })),
    },
    fixtures: fixtures.map((f) => ({
      ...f,
      finished: false,
      stats: f.stats?.map((s) => (s.identifier === 'bonus' ? { ...s, h: [], a: [] } : s)),
    })),
  };
}
