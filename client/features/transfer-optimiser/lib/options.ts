import type { TransferPlanParams } from '@/api/transfer-plan';

export interface OptimiserOptions {
  horizon: number;
  /** 'any' or a whole number of hits. */
  maxHits: string;
  /** 'none' or the game's chip name. */
  chip: string;
  chipGameweek: number | null;
}

export const DEFAULT_OPTIONS: OptimiserOptions = {
  horizon: 3,
  maxHits: 'any',
  chip: 'none',
  chipGameweek: null,
};

export const HORIZON_OPTIONS = [1, 2, 3, 4, 5, 6].map((h) => ({
  value: String(h),
  label: h === 1 ? 'Next gameweek' : `Next ${h} gameweeks`,
}));
export const HITS_OPTIONS = [
  { value: 'any', label: 'When worth it' },
  { value: '0', label: 'No hits' },
  { value: '1', label: 'At most 1' },
  { value: '2', label: 'At most 2' },
];
export const CHIP_OPTIONS = [
  { value: 'none', label: 'No chip' },
  { value: 'wildcard', label: 'Wildcard' },
  { value: 'freehit', label: 'Free Hit' },
  { value: 'bboost', label: 'Bench Boost' },
  { value: '3xc', label: 'Triple Captain' },
];
export const CHIP_NAMES: Readonly<Record<string, string>> = Object.fromEntries(
  CHIP_OPTIONS.map((o) => [o.value, o.label]),
);

/** The query string of the options: a chip only with its gameweek, within the horizon. */
export function planParams(o: OptimiserOptions, firstGameweek: number | null): TransferPlanParams {
  const params: Record<string, string | number> = { horizon: o.horizon };
  if (o.maxHits !== 'any') params.max_hits = o.maxHits;
  const last = firstGameweek === null ? null : firstGameweek + o.horizon - 1;
  if (o.chip !== 'none' && firstGameweek !== null && last !== null) {
    const gw = Math.min(Math.max(o.chipGameweek ?? firstGameweek, firstGameweek), last);
    params.chip = o.chip;
    params.chip_gw = gw;
  }
  return params;
}
