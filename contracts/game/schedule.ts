/**
 * The season's schedule read from the game's events and fixtures: which gameweek is current, next
 * and last finished, the season's label, and a club's fixtures. Pure, so the server and the client
 * read the schedule the same way (decision record 0004).
 *
 * The rule: the current gameweek is the one the game flags `is_current`, which it moves at each
 * deadline; it stays current after its matches finish, until the next deadline passes. Without the
 * flag it is the last finished gameweek (its deadline has surely passed), and before the season
 * (nothing flagged, nothing finished) there is none. The next gameweek is the one flagged
 * `is_next`, else the first after the current one (gameweek 1 before the season); after the last
 * gameweek there is none.
 */

/** The event fields the schedule reads (the game's bootstrap events fit). */
export interface ScheduleEvent {
  id: number;
  deadline_time: string | null;
  finished: boolean;
  is_current: boolean;
  is_next: boolean;
}

/** The fixture fields the schedule reads (the game's fixtures fit). */
export interface ScheduleFixture {
  id: number;
  /** Null while postponed and not yet rescheduled. */
  event: number | null;
  finished: boolean;
  kickoff_time: string | null;
  team_h: number;
  team_a: number;
  /** Null when the game's rating could not be read. */
  team_h_difficulty: number | null;
  team_a_difficulty: number | null;
}

/** A fixture seen from one club's side. */
export interface ClubFixture {
  fixtureId: number;
  event: number;
  opponent: number;
  home: boolean;
  /** Official difficulty for this club, 1 easiest to 5 hardest. */
  difficulty: number;
  finished: boolean;
}

/** A difficulty the game leaves out or sends outside 1..5 counts as average. */
export const DEFAULT_DIFFICULTY = 3;

const byId = (events: readonly ScheduleEvent[]) => [...events].sort((a, b) => a.id - b.id);

/** The highest finished gameweek; null before any has finished. */
export function lastFinishedGameweek(events: readonly ScheduleEvent[]): number | null {
  return (
    byId(events)
      .filter((e) => e.finished)
      .at(-1)?.id ?? null
  );
}

/** The gameweek in play (see the rule above); null before the season. */
export function currentGameweek(events: readonly ScheduleEvent[]): number | null {
  return events.find((e) => e.is_current)?.id ?? lastFinishedGameweek(events);
}

/** The gameweek whose deadline comes next; null after the last one. */
export function nextGameweek(events: readonly ScheduleEvent[]): number | null {
  const flagged = events.find((e) => e.is_next);
  if (flagged) return flagged.id;
  const current = currentGameweek(events) ?? 0;
  return byId(events).find((e) => e.id > current)?.id ?? null;
}

/**
 * Season label such as "2025-26" from the first gameweek's deadline year (gameweek 1 is always in
 * August of the season's first year); null without events or with an unreadable date.
 */
export function seasonLabel(events: readonly Pick<ScheduleEvent, 'id' | 'deadline_time'>[]): string | null {
  const first = [...events].sort((a, b) => a.id - b.id)[0];
  if (!first?.deadline_time) return null;
  const year = new Date(first.deadline_time).getUTCFullYear();
  if (!Number.isFinite(year)) return null;
  return `${year}-${String((year + 1) % 100).padStart(2, '0')}`;
}

const usableDifficulty = (d: number | null): number =>
  d !== null && Number.isInteger(d) && d >= 1 && d <= 5 ? d : DEFAULT_DIFFICULTY;

/** Kick-off order within a gameweek (a double gameweek's first match first); unknown times last. */
function byKickoff(a: ScheduleFixture, b: ScheduleFixture): number {
  const ta = a.kickoff_time ?? '\uffff';
  const tb = b.kickoff_time ?? '\uffff';
  return ta < tb ? -1 : ta > tb ? 1 : a.id - b.id;
}

/**
 * The club's scheduled fixtures in gameweek order, then kick-off order. Fixtures without a
 * gameweek (postponed, not yet rescheduled) are left out: they cannot be placed.
 */
export function clubFixtures(club: number, fixtures: readonly ScheduleFixture[]): ClubFixture[] {
  return fixtures
    .filter(
      (f): f is ScheduleFixture & { event: number } =>
        f.event !== null && (f.team_h === club || f.team_a === club),
    )
    .sort((a, b) => a.event - b.event || byKickoff(a, b))
    .map((f) => {
      const home = f.team_h === club;
      return {
        fixtureId: f.id,
        event: f.event,
        opponent: home ? f.team_a : f.team_h,
        home,
        difficulty: usableDifficulty(home ? f.team_h_difficulty : f.team_a_difficulty),
        finished: f.finished,
      };
    });
}

/** The club's next `count` unfinished fixtures from `fromGameweek` on. */
export function upcomingFixtures(
  club: number,
  fixtures: readonly ScheduleFixture[],
  fromGameweek: number,
  count: number,
): ClubFixture[] {
  return clubFixtures(club, fixtures)
    .filter((f) => !f.finished && f.event >= fromGameweek)
    .slice(0, count);
}

/** The club's unfinished fixtures in one gameweek: none in a blank, two in a double. */
export function gameweekFixtures(
  club: number,
  fixtures: readonly ScheduleFixture[],
  gameweek: number,
): ClubFixture[] {
  return clubFixtures(club, fixtures).filter((f) => !f.finished && f.event === gameweek);
}

/**
 * The first gameweek whose fixtures are still to come: the current one (its matches may be
 * unplayed), else the next (gameweek 1 before the season).
 */
export function fixturesFromGameweek(events: readonly ScheduleEvent[]): number {
  return currentGameweek(events) ?? nextGameweek(events) ?? 1;
}
