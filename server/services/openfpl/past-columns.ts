import type { PastFitRow } from './current-inputs';

const INTEGERS = [
  'code',
  'club',
  'minutes',
  'saves',
  'teamConceded',
  'bonus',
  'yellowCards',
  'redCards',
  'ownGoals',
] as const;

/**
 * The points fit's past rows as columns, sent to a worker as one message: a few typed arrays copy
 * as blocks of memory, where 200,000 row objects cost the event loop about half a second to clone
 * and the worker as long to rebuild. Season and position are indices into their short lists; a
 * missing defensive contribution is NaN.
 */
export interface PastFitColumns {
  length: number;
  seasons: string[];
  season: Uint8Array;
  positions: string[];
  position: Uint8Array;
  kickoffMs: Float64Array;
  defensiveContribution: Float64Array;
  integers: Record<(typeof INTEGERS)[number], Int32Array>;
}

function indexer(values: string[]) {
  const at = new Map<string, number>();
  return (value: string) => {
    let i = at.get(value);
    if (i === undefined) at.set(value, (i = values.push(value) - 1));
    return i;
  };
}

export function pastFitColumns(rows: readonly PastFitRow[]): PastFitColumns {
  const seasons: string[] = [];
  const positions: string[] = [];
  const seasonIndex = indexer(seasons);
  const positionIndex = indexer(positions);
  const n = rows.length;
  const c: PastFitColumns = {
    length: n,
    seasons,
    season: new Uint8Array(n),
    positions,
    position: new Uint8Array(n),
    kickoffMs: new Float64Array(n),
    defensiveContribution: new Float64Array(n),
    integers: Object.fromEntries(INTEGERS.map((k) => [k, new Int32Array(n)])) as PastFitColumns['integers'],
  };
  // One pass over the rows (a pass per column cost the event loop four times as long).
  const { code, club, minutes, saves, teamConceded, bonus, yellowCards, redCards, ownGoals } = c.integers;
  rows.forEach((r, i) => {
    c.season[i] = seasonIndex(r.season);
    c.position[i] = positionIndex(r.position);
    c.kickoffMs[i] = r.kickoffMs;
    c.defensiveContribution[i] = r.defensiveContribution ?? NaN;
    code[i] = r.code;
    club[i] = r.club;
    minutes[i] = r.minutes;
    saves[i] = r.saves;
    teamConceded[i] = r.teamConceded;
    bonus[i] = r.bonus;
    yellowCards[i] = r.yellowCards;
    redCards[i] = r.redCards;
    ownGoals[i] = r.ownGoals;
  });
  return c;
}

/** The rows back from their columns, in the same order. */
export function pastFitRowsOf(c: PastFitColumns): PastFitRow[] {
  const { integers: n } = c;
  return Array.from({ length: c.length }, (_, i) => {
    const defcon = c.defensiveContribution[i]!;
    return {
      season: c.seasons[c.season[i]!]!,
      code: n.code[i]!,
      club: n.club[i]!,
      position: c.positions[c.position[i]!]!,
      kickoffMs: c.kickoffMs[i]!,
      minutes: n.minutes[i]!,
      saves: n.saves[i]!,
      teamConceded: n.teamConceded[i]!,
      bonus: n.bonus[i]!,
      yellowCards: n.yellowCards[i]!,
      redCards: n.redCards[i]!,
      ownGoals: n.ownGoals[i]!,
      defensiveContribution: Number.isNaN(defcon) ? null : defcon,
    };
  });
}
