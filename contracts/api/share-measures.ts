/**
 * The response fields that differ between the goal and the assist share endpoints
 * (`/api/goal-share-season` and `/api/assist-share-season`, `/api/player-goal-projections` and
 * `/api/player-assist-projections`): every other field is the same in both. One table, so the server
 * names the fields and a screen reads them back from the same place. Without zod, so screens can
 * import it (decision record 0007).
 */
export const SHARE_MEASURE_FIELDS = {
  goals: {
    share: 'goal_share',
    soFar: 'goals_so_far',
    projected: 'projected_goals',
    season: 'season_goals',
    per90: 'xg_per_90',
    expected: 'expected_goals',
  },
  assists: {
    share: 'assist_share',
    soFar: 'assists_so_far',
    projected: 'projected_assists',
    season: 'season_assists',
    per90: 'xa_per_90',
    expected: 'expected_assists',
  },
} as const;

/** Goals or assists: the two measures every current-season share response comes in. */
export type ShareMeasure = keyof typeof SHARE_MEASURE_FIELDS;
