/**
 * The response fields that differ between the goal and the assist share endpoints (the current
 * season's `/api/goal-share-season` and `/api/assist-share-season`, `/api/player-goal-projections`
 * and `/api/player-assist-projections`; the past seasons' `count` and `measured` of
 * `/api/goal-share-historical/:season` and `/api/assist-share-historical/:season`): every other
 * field is the same in both. One table, so the contracts, the server and the screens name the
 * fields from the same place. Without zod, so screens can import it (decision record 0007).
 */
export const SHARE_MEASURE_FIELDS = {
  goals: {
    share: 'goal_share',
    soFar: 'goals_so_far',
    projected: 'projected_goals',
    season: 'season_goals',
    per90: 'xg_per_90',
    expected: 'expected_goals',
    count: 'goals',
    measured: 'xg',
  },
  assists: {
    share: 'assist_share',
    soFar: 'assists_so_far',
    projected: 'projected_assists',
    season: 'season_assists',
    per90: 'xa_per_90',
    expected: 'expected_assists',
    count: 'assists',
    measured: 'xa',
  },
} as const;

/** Goals or assists: the two measures every current-season share response comes in. */
export type ShareMeasure = keyof typeof SHARE_MEASURE_FIELDS;

/** A field this table names: `share`, `soFar`, `projected` and so on. */
export type ShareMeasureField = keyof (typeof SHARE_MEASURE_FIELDS)['goals'];

/** What a row whose fields were named by this table holds under one of them (`goal_share` for goals' `share`). */
function valueOf(row: object, measure: ShareMeasure, name: ShareMeasureField): unknown {
  return (row as Record<string, unknown>)[SHARE_MEASURE_FIELDS[measure][name]];
}

/**
 * A figure the contracts require (`measureFigure(row, 'goals', 'share')` reads `goal_share`); a row
 * without it breaks its contract, so it throws rather than show a made-up 0.
 */
export function measureFigure(row: object, measure: ShareMeasure, name: ShareMeasureField): number {
  const value = valueOf(row, measure, name);
  if (typeof value !== 'number') throw new Error(`${SHARE_MEASURE_FIELDS[measure][name]} is not a number`);
  return value;
}

/** A nullable figure (xG per 90 without measured minutes); null where the row holds none. */
export function measureFigureOrNull(
  row: object,
  measure: ShareMeasure,
  name: ShareMeasureField,
): number | null {
  const value = valueOf(row, measure, name);
  return typeof value === 'number' ? value : null;
}
