import type { PastFitRow } from './current-inputs';

const INTEGERS = [
  'code',
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
  const integers = Object.fromEntries(
    INTEGERS.map((k) => [k, Int32Array.from(rows, (r) => r[k])]),
  ) as PastFitColumns['integers'];
  return {
    length: rows.length,
    seasons,
    season: Uint8Array.from(rows, (r) => seasonIndex(r.season)),
    positions,
    position: Uint8Array.from(rows, (r) => positionIndex(r.position)),
    kickoffMs: Float64Array.from(rows, (r) => r.kickoffMs),
    defensiveContribution: Float64Array.from(rows, (r) => r.defensiveContribution ?? NaN),
    integers,
  };
}

/** The rows back from their columns, in the same order. */
export function pastFitRowsOf(c: PastFitColumns): PastFitRow[] {
  const { integers: n } = c;
  return Array.from({ length: c.length }, (_, i) => {
    const defcon = c.defensiveContribution[i]!;
    return {
      season: c.seasons[c.season[i]!]!,
      code: n.code[i]!,
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
