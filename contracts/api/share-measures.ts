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
