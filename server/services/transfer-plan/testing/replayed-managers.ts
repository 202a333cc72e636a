import type { FplEntryHistory } from '@contracts/fpl/index';
import type { FplSource } from '../../../fpl/source';

/**
 * The recorded 2025-26 league entries (picks for gameweeks 1-33, but entry and history fetched at
 * gameweek 1 only) as the game would have answered after gameweek k: the entry's current event is
 * k, and its history rows and chips are rebuilt from the picks' own `entry_history` and
 * `active_chip`, so free transfers can be counted. Other reads pass through.
 */
export function replayedManagers(source: FplSource, k: number): FplSource {
  return {
    ...source,
    entry: async (id) => {
      const fetched = await source.entry(id);
      return { ...fetched, data: { ...fetched.data, current_event: k } };
    },
    entryHistory: async (id) => {
      const fetched = await source.entryHistory(id);
      const weeks = await Promise.all(Array.from({ length: k }, (_, i) => source.entryPicks(id, i + 1)));
      const current = weeks.map((w) => w.data.entry_history) as FplEntryHistory['current'];
      const chips = weeks.flatMap((w, i) =>
        w.data.active_chip ? [{ name: w.data.active_chip, event: i + 1, time: '' }] : [],
      ) as FplEntryHistory['chips'];
      return { ...fetched, data: { ...fetched.data, current, chips } };
    },
  };
}
