/**
 * The bounds of the projection queries (projections.ts), in a module without zod: screens import
 * them without bringing zod into the browser (decision record 0007).
 */

export { FIRST_GAMEWEEK, LAST_GAMEWEEK } from '../game/season';
/** The game numbers its 20 clubs 1 to 20 every season. */
export const MAX_TEAM_ID = 20;
