/**
 * The game's four positions by their singular names, as the API reports a player's `position`
 * (element_types' singular_name). The Price Tracker and Watchlist filter on these.
 */
export const POSITION_NAMES = ['Goalkeeper', 'Defender', 'Midfielder', 'Forward'] as const;

/** Filter options: 'all' then each position (spec 000 Watchlist: All, Goalkeeper, ..., Forward). */
export const POSITION_FILTER_OPTIONS = [
  { value: 'all', label: 'All' },
  ...POSITION_NAMES.map((name) => ({ value: name, label: name })),
];
