import type { BadgeProps } from '@/components/ui/badge';

/** The places that lead somewhere: European competitions and relegation (20 clubs). */
export interface Zone {
  name: string;
  places: string;
  variant: NonNullable<BadgeProps['variant']>;
}

export const ZONES = {
  championsLeague: { name: 'Champions League', places: '1-4', variant: 'default' },
  europaLeague: { name: 'Europa League', places: '5-6', variant: 'secondary' },
  conferenceLeague: { name: 'Conference League', places: '7', variant: 'accent' },
  relegation: { name: 'Relegation', places: '18-20', variant: 'destructive' },
} as const satisfies Record<string, Zone>;

export function zoneOf(position: number): Zone | null {
  if (position <= 4) return ZONES.championsLeague;
  if (position <= 6) return ZONES.europaLeague;
  if (position === 7) return ZONES.conferenceLeague;
  if (position >= 18) return ZONES.relegation;
  return null;
}

/** A chance as a whole percent; '<1%' and '>99%' where rounding would claim certainty. */
export function chance(p: number): string {
  if (p > 0 && p < 0.005) return '<1%';
  if (p < 1 && p >= 0.995) return '>99%';
  return `${Math.round(p * 100)}%`;
}

/** Goal difference with its sign; a plus at or above 0. */
export const signed = (n: number): string => (n >= 0 ? `+${n}` : String(n));

/** 1st, 2nd, 3rd, 4th ... 11th, 12th, 13th, 21st. */
export function ordinal(n: number): string {
  const teen = n % 100 >= 11 && n % 100 <= 13;
  const suffix = teen ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
}
