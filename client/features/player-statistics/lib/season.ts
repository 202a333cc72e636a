import type { FplEvent } from '@contracts/fpl/bootstrap';

/**
 * The live season's label, e.g. "2025-26", from the first gameweek's deadline year (gameweek 1 is in
 * August of the season's first year); null without events or with an unreadable date.
 */
export function seasonLabelFromEvents(
  events: ReadonlyArray<Pick<FplEvent, 'id' | 'deadline_time'>>,
): string | null {
  const first = [...events].sort((a, b) => a.id - b.id)[0];
  if (!first) return null;
  const year = new Date(first.deadline_time).getUTCFullYear();
  if (!Number.isFinite(year)) return null;
  return `${year}-${String((year + 1) % 100).padStart(2, '0')}`;
}

/** Past seasons to offer: the list without the live season (nor any later label), newest first. */
export function pastSeasons(seasons: readonly string[] | undefined, current: string | null): string[] {
  return (seasons ?? []).filter((s) => current === null || s < current).sort((a, b) => (a < b ? 1 : -1));
}
