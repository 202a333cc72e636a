/**
 * Cell colours by value bands. Bands are given best first, as the thresholds the value must reach
 * (at or above for goals, assists and clean sheets; at or below for goals against).
 */
export interface Bands {
  thresholds: readonly number[];
  better: 'higher' | 'lower';
}

// Best to worst; a scale with fewer bands uses the first ones and ends on the last (worst) tone.
const TONES = [
  'bg-green-700 text-white',
  'bg-green-300 text-green-950',
  'bg-yellow-200 text-yellow-950',
  'bg-orange-200 text-orange-950',
] as const;
const WORST = 'bg-red-100 text-red-900';

/** The bands the spec's screens colour by. */
export const BANDS = {
  matchGoals: { thresholds: [2, 1.5, 1], better: 'higher' },
  matchCs: { thresholds: [40, 30, 20], better: 'higher' },
  teamGoals: { thresholds: [2.5, 2, 1.5, 1], better: 'higher' },
  teamGoalsAgainst: { thresholds: [1, 1.3, 1.6, 2], better: 'lower' },
  teamAssists: { thresholds: [1.5, 1, 0.6], better: 'higher' },
  teamCs: { thresholds: [45, 35, 25, 15], better: 'higher' },
} as const satisfies Record<string, Bands>;

/** 0 for the best band, `thresholds.length` for a value past the last threshold. */
export function bandOf(value: number, bands: Bands): number {
  const index = bands.thresholds.findIndex((t) => (bands.better === 'higher' ? value >= t : value <= t));
  return index === -1 ? bands.thresholds.length : index;
}

const toneOfBand = (band: number, bands: Bands) =>
  band === bands.thresholds.length ? WORST : (TONES[band] ?? WORST);

export const toneOf = (value: number, bands: Bands): string => toneOfBand(bandOf(value, bands), bands);

/** The legend of a scale, best first: '2.5+', '2-2.5', ..., 'under 1' (or '1 or less', ..., 'over 2'). */
export function bandLegend(bands: Bands, unit = ''): Array<{ label: string; tone: string }> {
  const t = bands.thresholds;
  const higher = bands.better === 'higher';
  const labels = t.map((limit, i) => {
    if (i === 0) return higher ? `${limit}${unit}+` : `${limit}${unit} or less`;
    const prev = t[i - 1]!;
    return higher ? `${limit}-${prev}${unit}` : `${prev}-${limit}${unit}`;
  });
  const last = t.at(-1);
  labels.push(higher ? `under ${last}${unit}` : `over ${last}${unit}`);
  return labels.map((label, i) => ({ label, tone: toneOfBand(i, bands) }));
}
