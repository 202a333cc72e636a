/** Past seasons to offer: the list without the live season (nor any later label), newest first. */
export function pastSeasons(seasons: readonly string[] | undefined, current: string | null): string[] {
  return (seasons ?? []).filter((s) => current === null || s < current).sort((a, b) => (a < b ? 1 : -1));
}
