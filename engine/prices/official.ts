import type { PriceDirection } from './model';

/**
 * The game's own price-change fields on each bootstrap element, published from 2026-27:
 * - `price_change_percent`: progress toward the next change now, as a decimal string; 100 is where
 *   the price moves, negative values point to a fall.
 * - `price_change_projections`: entries `{ offset, projected_percent, likelihood }`, offset 0 being
 *   the next update, then the days after it.
 * - `price_change_locked_until`: the instant before which the price cannot move, or null.
 * - `price_change_calibrating`: true while the game's figures for the player are not settled.
 * Their exact shapes are not documented by the game, so every part is read leniently: what cannot
 * be read counts as absent. (The final 2025-26 bootstrap already carried `price_change_percent`,
 * "0" on every player, without the other fields.)
 */
export interface OfficialElementFields {
  price_change_percent?: number | string | null;
  price_change_projections?: unknown;
  price_change_locked_until?: string | null;
  price_change_calibrating?: boolean | null;
}

export interface OfficialProjection {
  offset: number;
  projectedPercent: number;
}

export interface OfficialFields {
  percent: number | null;
  projections: OfficialProjection[];
  lockedUntil: string | null;
  calibrating: boolean;
}

const toNumber = (v: unknown): number | null => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
  return Number.isFinite(n) ? n : null;
};

function readProjections(raw: unknown): OfficialProjection[] {
  if (!Array.isArray(raw)) return [];
  const out: OfficialProjection[] = [];
  for (const entry of raw as unknown[]) {
    if (typeof entry !== 'object' || entry === null) continue;
    const { offset, projected_percent } = entry as Record<string, unknown>;
    const o = toNumber(offset);
    const p = toNumber(projected_percent);
    if (o !== null && p !== null) out.push({ offset: o, projectedPercent: p });
  }
  return out.sort((a, b) => a.offset - b.offset);
}

export function readOfficialFields(el: OfficialElementFields): OfficialFields {
  return {
    percent: toNumber(el.price_change_percent),
    projections: readProjections(el.price_change_projections),
    lockedUntil: typeof el.price_change_locked_until === 'string' ? el.price_change_locked_until : null,
    calibrating: el.price_change_calibrating === true,
  };
}

/**
 * True when the game publishes usable predictions: some player has projections or a non-zero
 * percent. A bootstrap whose percents are all "0" with no projections (2025-26) does not count.
 */
export function hasOfficialPredictions(elements: readonly OfficialElementFields[]): boolean {
  return elements.some((el) => {
    const f = readOfficialFields(el);
    return f.projections.length > 0 || (f.percent !== null && f.percent !== 0);
  });
}

export interface OfficialProgress {
  direction: PriceDirection;
  /** Progress toward the change at the next update (may pass 100). */
  progress: number;
  /** Progress now (price_change_percent), in the same direction; null if absent. */
  now: number | null;
  /** The lock end when it is still in the future at `now`. */
  lockedUntil: string | null;
  calibrating: boolean;
}

/**
 * Progress toward the next change from the official fields: the projection for the next update
 * (offset 0) when present, else the current percent. Null when neither points anywhere.
 */
export function officialProgress(f: OfficialFields, now: Date): OfficialProgress | null {
  const next = f.projections.find((p) => p.offset === 0)?.projectedPercent ?? f.percent;
  if (next === null || next === 0) return null;
  const sign = next > 0 ? 1 : -1;
  const lockEnd = f.lockedUntil === null ? NaN : Date.parse(f.lockedUntil);
  return {
    direction: sign > 0 ? 'rise' : 'fall',
    progress: Math.abs(next),
    now: f.percent === null ? null : sign * f.percent,
    lockedUntil: Number.isFinite(lockEnd) && lockEnd > now.getTime() ? f.lockedUntil : null,
    calibrating: f.calibrating,
  };
}
