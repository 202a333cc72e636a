/** 20 rows a page, five page buttons plus the last page. */
export const PAGE_SIZE = 20;
const BUTTONS = 5;

export function pageCount(rows: number): number {
  return Math.max(1, Math.ceil(rows / PAGE_SIZE));
}

export function pageSlice<T>(rows: readonly T[], page: number): T[] {
  return rows.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
}

/**
 * The page buttons: five consecutive pages around the current one (kept inside 1..total), then the
 * last page when it is not among them; `gap` is true when pages are skipped before the last.
 */
export function pageButtons(
  page: number,
  total: number,
): { pages: number[]; last: number | null; gap: boolean } {
  const first = Math.max(1, Math.min(page - 2, total - BUTTONS + 1));
  const pages = Array.from({ length: Math.min(BUTTONS, total) }, (_, i) => first + i);
  const shownLast = pages.at(-1) ?? 1;
  const last = shownLast < total ? total : null;
  return { pages, last, gap: last !== null && last > shownLast + 1 };
}
