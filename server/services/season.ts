import type { FplEvent } from '@contracts/fpl/index';

type EventTimes = Pick<FplEvent, 'id' | 'deadline_time' | 'finished' | 'is_current'>;

/**
 * Season label such as "2025-26" from the first gameweek's deadline year (GW1 is always in
 * August of the season's first year); null when there are no events or the date is unreadable.
 */
export function seasonLabel(events: readonly EventTimes[]): string | null {
  const first = [...events].sort((a, b) => a.id - b.id)[0];
  if (!first) return null;
  const year = new Date(first.deadline_time).getUTCFullYear();
  if (!Number.isFinite(year)) return null;
  return `${year}-${String((year + 1) % 100).padStart(2, '0')}`;
}

/**
 * The gameweek in play: the one flagged is_current, else the first unfinished one once some
 * gameweek has finished; null before the season starts (nothing current, nothing finished).
 */
export function currentGameweek(events: readonly EventTimes[]): number | null {
  const current = events.find((e) => e.is_current);
  if (current) return current.id;
  if (!events.some((e) => e.finished)) return null;
  const sorted = [...events].sort((a, b) => a.id - b.id);
  return sorted.find((e) => !e.finished)?.id ?? null;
}
