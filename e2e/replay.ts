/**
 * The gameweek the `replay` browser tests see the recorded 2025-26 season at (`FPL_AS_OF_GAMEWEEK`):
 * mid-season, gameweeks 1-19 played, so the projections cover 20-38 with the season's blanks and doubles.
 */
export const REPLAY_GAMEWEEK = 19;
