/**
 * The shape of a Premier League season in the game: 20 clubs play each other home and away, 38
 * matches each, in gameweeks numbered 1 to 38 (a postponed match may move into another gameweek,
 * making it a double, but the numbering does not change).
 */

export const FIRST_GAMEWEEK = 1;
export const LAST_GAMEWEEK = 38;
/** League matches each club plays in a season. */
export const CLUB_SEASON_MATCHES = 38;
