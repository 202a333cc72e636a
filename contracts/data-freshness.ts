/**
 * Response headers of API reads built from the official game's data: the fetch time of the oldest
 * payload used, and "true" in the stale header when that is a stale copy (upstream failed or was
 * too slow to refresh it); stale responses also go out with `Cache-Control: no-store`.
 */
export const DATA_FRESHNESS_HEADERS = {
  fetchedAt: 'x-data-fetched-at',
  stale: 'x-data-stale',
} as const;
