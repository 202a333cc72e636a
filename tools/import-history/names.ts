/**
 * merged_gw.csv names a player `First_Last` (2016-17, 2017-18), `First_Last_<id>` (2018-19,
 * 2019-20) or `First Last` (2020-21 on). The `element` column is the player id; the name is only
 * used to check a row against players_raw.csv, so the comparison ignores case, accents,
 * underscores and spacing.
 */
export interface GameweekName {
  /** Comparable form: lower case, no accents, single spaces. */
  normalised: string;
  /** The `_<id>` suffix, when the name has one. */
  id: number | null;
}

export function parseGameweekName(raw: string): GameweekName {
  const suffix = /_(\d+)$/.exec(raw);
  const base = suffix ? raw.slice(0, suffix.index) : raw;
  return { normalised: normaliseName(base), id: suffix ? Number(suffix[1]) : null };
}

export function normaliseName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/_/g, ' ')
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .join(' ');
}

/** True when a merged_gw name denotes the players_raw player with this id and these names. */
export function nameMatchesPlayer(
  raw: string,
  player: { id: number; firstName: string; secondName: string },
): boolean {
  const parsed = parseGameweekName(raw);
  if (parsed.id !== null && parsed.id !== player.id) return false;
  return parsed.normalised === normaliseName(`${player.firstName} ${player.secondName}`);
}
