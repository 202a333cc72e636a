import type { FplEvent } from '@contracts/fpl/bootstrap';
import type { FplFixture } from '@contracts/fpl/fixtures';

/** Spec 000 §9: the next 3 fixtures per player. */
export const NEXT_FIXTURES = 3;
/** Spec 000 §9: a fixture without a usable difficulty counts as 3 (average). */
export const DEFAULT_DIFFICULTY = 3;

export interface UpcomingFixture {
  id: number;
  event: number;
  opponent: number;
  home: boolean;
  /** 1 (easiest) to 5 (hardest) from this team's side. */
  difficulty: number;
}

/** The gameweek in play: the current event, else the first unfinished one, else 1 (before any data). */
export function currentGameweek(events: readonly Pick<FplEvent, 'id' | 'is_current' | 'finished'>[]): number {
  return events.find((e) => e.is_current)?.id ?? events.find((e) => !e.finished)?.id ?? 1;
}

const usableDifficulty = (d: number): number =>
  Number.isInteger(d) && d >= 1 && d <= 5 ? d : DEFAULT_DIFFICULTY;

/**
 * A team's next fixtures: unfinished, scheduled in `fromGameweek` or later (unscheduled ones have no
 * gameweek and are left out), in gameweek then kick-off order, at most `count`.
 */
export function nextFixtures(
  teamId: number,
  fixtures: readonly FplFixture[],
  fromGameweek: number,
  count = NEXT_FIXTURES,
): UpcomingFixture[] {
  return fixtures
    .filter(
      (f) =>
        !f.finished &&
        f.event !== null &&
        f.event >= fromGameweek &&
        (f.team_h === teamId || f.team_a === teamId),
    )
    .sort(
      (a, b) =>
        (a.event ?? 0) - (b.event ?? 0) ||
        (a.kickoff_time ?? '').localeCompare(b.kickoff_time ?? '') ||
        a.id - b.id,
    )
    .slice(0, count)
    .map((f) => {
      const home = f.team_h === teamId;
      return {
        id: f.id,
        event: f.event ?? fromGameweek,
        opponent: home ? f.team_a : f.team_h,
        home,
        difficulty: usableDifficulty(home ? f.team_h_difficulty : f.team_a_difficulty),
      };
    });
}
