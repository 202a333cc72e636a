/**
 * Ranks by total, highest first; level totals share a rank and the next rank skips (1, 2, 2, 4),
 * as the game's league tables show them. Rows keep their given order within a level total.
 */
export function rankByTotal<T extends { total: number }>(rows: readonly T[]): (T & { rank: number })[] {
  const sorted = rows.map((row, i) => ({ row, i })).sort((a, b) => b.row.total - a.row.total || a.i - b.i);
  let rank = 0;
  return sorted.map(({ row }, i) => {
    if (i === 0 || row.total !== sorted[i - 1]?.row.total) rank = i + 1;
    return { ...row, rank };
  });
}
