/** First calendar year of a season label such as '2024-25'. */
export function seasonStartYear(season: string): number {
  return Number.parseInt(season.slice(0, 4), 10);
}

/**
 * Start year of the season a moment falls in: Premier League seasons run August to May, so a moment
 * from July onwards belongs to the season starting that year.
 */
export function seasonStartYearAt(ms: number): number {
  const date = new Date(ms);
  return date.getUTCMonth() >= 6 ? date.getUTCFullYear() : date.getUTCFullYear() - 1;
}
