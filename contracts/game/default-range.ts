import { LAST_GAMEWEEK } from './season';
import { currentGameweek, type ScheduleEvent } from './schedule';

/**
 * The gameweek range a projection screen or the Fixture Analyzer opens on, shared by server and
 * client so both read it the same way.
 *
 * The rule: start at the next gameweek to be played, i.e. the current gameweek while it is not
 * finished, else the first unfinished gameweek after it; span `extra` more gameweeks (the team
 * tables and the Fixture Analyzer show six, the match lists one). Before the season (no gameweek is
 * current) the range starts at gameweek 3, the specification's opening view; after the last
 * gameweek has finished it shows the last one. The end never passes the season's last gameweek.
 */

/** Where a range starts when no gameweek is current (the specification's "3 to 3" and "3 to 8"). */
export const FALLBACK_START_GAMEWEEK = 3;
/** The team tables and the Fixture Analyzer open on the start gameweek and five more. */
export const TEAM_TABLE_EXTRA_GAMEWEEKS = 5;
/** The match lists open on one gameweek. */
export const MATCH_LIST_EXTRA_GAMEWEEKS = 0;

export interface GameweekRange {
  start: number;
  end: number;
}

/** The first gameweek still to be played (see the rule above); null before the season. */
export function gameweekToBePlayed(events: readonly ScheduleEvent[]): number | null {
  const current = currentGameweek(events);
  if (current === null) return null;
  const ordered = [...events].sort((a, b) => a.id - b.id);
  return ordered.find((e) => e.id >= current && !e.finished)?.id ?? ordered.at(-1)?.id ?? current;
}

export function defaultGameweekRange(events: readonly ScheduleEvent[], extra: number): GameweekRange {
  const last = events.length === 0 ? LAST_GAMEWEEK : Math.max(...events.map((e) => e.id));
  const start = Math.min(gameweekToBePlayed(events) ?? FALLBACK_START_GAMEWEEK, last);
  return { start, end: Math.min(start + extra, last) };
}
