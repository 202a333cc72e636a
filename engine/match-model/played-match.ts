/**
 * A played Premier League match, the match model's only input. Clubs are keyed by the game's team
 * `code`, which stays the same across seasons (team ids are reassigned every season, alphabetically).
 */
export interface PlayedMatch {
  /** Season label, e.g. '2024-25'. */
  season: string;
  /** The game's fixture id in that season. */
  fixtureId: number;
  gameweek: number;
  /** Kick-off, UTC epoch milliseconds. */
  kickoffMs: number;
  homeClub: number;
  awayClub: number;
  homeGoals: number;
  awayGoals: number;
  /** Team expected goals (sum over the side's players); null where the season has no measurement. */
  homeXg: number | null;
  awayXg: number | null;
}
