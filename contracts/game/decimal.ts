/**
 * A number the game sends as a decimal string (form "5.4", ict_index, selected_by_percent,
 * points_per_game, influence, ...). An empty, missing or malformed one counts as 0, so one odd row
 * never turns a table's sums or sorts into NaN.
 */
export function decimal(text: string | null | undefined): number {
  const n = Number(text);
  return text && Number.isFinite(n) ? n : 0;
}
