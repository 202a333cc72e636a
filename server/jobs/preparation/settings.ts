/** The public repository the past seasons come from by default (the layout tools/import-history reads). */
export const DEFAULT_HISTORY_URL =
  'https://raw.githubusercontent.com/vaastav/Fantasy-Premier-League/master/data';

export interface HistorySettings {
  /** Base URL of the vaastav layout; null when FPL_HISTORY_URL=off. */
  url: string | null;
  /** How many seasons before the current one are fetched. */
  seasons: number;
  /** Per-file download limit. */
  timeoutMs: number;
}
