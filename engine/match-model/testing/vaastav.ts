import type { PlayedMatch } from '../played-match';

/**
 * Readers of the recorded vaastav seasons (../shared/fpl-data/vaastav) for the real-data tests. The
 * engine does no I/O: `read` gives a file's text from its path under the vaastav folder.
 */
export type ReadFile = (relativePath: string) => string;

/** The seasons the recorded vaastav folder holds, oldest first. */
export const RECORDED_SEASONS = [
  '2016-17',
  '2017-18',
  '2018-19',
  '2019-20',
  '2020-21',
  '2021-22',
  '2022-23',
  '2023-24',
  '2024-25',
  '2025-26',
] as const;

/** Rows of a vaastav CSV (a quoted cell may hold commas; no quotes inside quotes). */
export function vaastavRows(text: string): Record<string, string>[] {
  const [head, ...lines] = text.split(/\r?\n/).filter(Boolean);
  const names = head!.split(',');
  return lines.map((line) => {
    const cells = [''];
    let quoted = false;
    for (const ch of line) {
      if (ch === '"') quoted = !quoted;
      else if (ch === ',' && !quoted) cells.push('');
      else cells[cells.length - 1] += ch;
    }
    return Object.fromEntries(names.map((name, i) => [name, cells[i] ?? '']));
  });
}

/** A season's clubs: the game's id that season, its code across seasons, name and short name. */
export function vaastavTeams(read: ReadFile, season: string) {
  return vaastavRows(read(`${season}/teams.csv`)).map((t) => ({
    id: Number(t.id),
    code: Number(t.code),
    name: t.name!,
    shortName: t.short_name!,
  }));
}

/** Every match of the seasons from their fixtures.csv, clubs by team code, without xG. */
export function vaastavMatches(read: ReadFile, seasons: readonly string[]): PlayedMatch[] {
  return seasons.flatMap((season) => {
    const code = new Map(vaastavTeams(read, season).map((t) => [String(t.id), t.code]));
    return vaastavRows(read(`${season}/fixtures.csv`)).map((f) => ({
      season,
      fixtureId: Number(f.id),
      gameweek: Number(f.event),
      kickoffMs: Date.parse(f.kickoff_time!),
      homeClub: code.get(f.team_h!)!,
      awayClub: code.get(f.team_a!)!,
      homeGoals: Number(f.team_h_score),
      awayGoals: Number(f.team_a_score),
      homeXg: null,
      awayXg: null,
    }));
  });
}
