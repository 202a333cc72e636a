import type { FplEventLive } from '../element';

type FplLiveElement = FplEventLive['elements'][number];
type Explain = NonNullable<FplLiveElement['explain']>;

/** A player's row of `event/{gw}/live/` for tests: every counted stat 0 unless given. */
export function fplLiveElement(
  id: number,
  stats: Partial<FplLiveElement['stats']> = {},
  explain: Explain = [],
): FplLiveElement & { explain: Explain } {
  return {
    id,
    stats: {
      minutes: 0,
      goals_scored: 0,
      assists: 0,
      clean_sheets: 0,
      goals_conceded: 0,
      bonus: 0,
      bps: 0,
      total_points: 0,
      ...stats,
    },
    explain,
  };
}
