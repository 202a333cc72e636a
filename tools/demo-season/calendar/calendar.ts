import { addDays, ukToUtc, DAY } from './uk-time';

/**
 * The round dates of 2025-26 as the official calendar had them (first match day of each
 * gameweek). Other seasons reuse the pattern shifted by whole weeks to their opening Friday.
 */
type RoundKind = 'fri' | 'sat' | 'midweek' | 'boxing' | 'final';
const TEMPLATE: readonly (readonly [string, RoundKind])[] = [
  ['2025-08-15', 'fri'],
  ['2025-08-22', 'fri'],
  ['2025-08-30', 'sat'],
  ['2025-09-13', 'sat'],
  ['2025-09-20', 'sat'],
  ['2025-09-27', 'sat'],
  ['2025-10-03', 'fri'],
  ['2025-10-18', 'sat'],
  ['2025-10-24', 'fri'],
  ['2025-11-01', 'sat'],
  ['2025-11-08', 'sat'],
  ['2025-11-22', 'sat'],
  ['2025-11-29', 'sat'],
  ['2025-12-02', 'midweek'],
  ['2025-12-06', 'sat'],
  ['2025-12-13', 'sat'],
  ['2025-12-20', 'sat'],
  ['2025-12-26', 'boxing'],
  ['2025-12-30', 'midweek'],
  ['2026-01-03', 'sat'],
  ['2026-01-06', 'midweek'],
  ['2026-01-17', 'sat'],
  ['2026-01-24', 'sat'],
  ['2026-01-31', 'sat'],
  ['2026-02-06', 'fri'],
  ['2026-02-10', 'midweek'],
  ['2026-02-21', 'sat'],
  ['2026-02-27', 'fri'],
  ['2026-03-03', 'midweek'],
  ['2026-03-14', 'sat'],
  ['2026-03-20', 'fri'],
  ['2026-04-10', 'fri'],
  ['2026-04-18', 'sat'],
  ['2026-04-24', 'fri'],
  ['2026-05-01', 'fri'],
  ['2026-05-09', 'sat'],
  ['2026-05-15', 'fri'],
  ['2026-05-24', 'final'],
];

/** Opening Friday of each season (all Fridays, so the template keeps its weekdays). */
const OPENING_FRIDAY: Record<string, string> = {
  '2016-17': '2016-08-12',
  '2017-18': '2017-08-11',
  '2018-19': '2018-08-10',
  '2019-20': '2019-08-09',
  '2020-21': '2020-08-14',
  '2021-22': '2021-08-13',
  '2022-23': '2022-08-05',
  '2023-24': '2023-08-11',
  '2024-25': '2024-08-16',
  '2025-26': '2025-08-15',
};

/** Kickoff slots as [day offset from the round's first day, UK time]. Ten per round. */
const SLOTS: Record<RoundKind, readonly (readonly [number, string])[]> = {
  fri: [
    [0, '20:00'],
    [1, '12:30'],
    [1, '15:00'],
    [1, '15:00'],
    [1, '15:00'],
    [1, '17:30'],
    [2, '14:00'],
    [2, '14:00'],
    [2, '16:30'],
    [3, '20:00'],
  ],
  sat: [
    [0, '12:30'],
    [0, '15:00'],
    [0, '15:00'],
    [0, '15:00'],
    [0, '15:00'],
    [0, '17:30'],
    [1, '14:00'],
    [1, '14:00'],
    [1, '16:30'],
    [2, '20:00'],
  ],
  midweek: [
    [0, '19:30'],
    [0, '19:30'],
    [0, '19:30'],
    [0, '20:15'],
    [0, '20:15'],
    [1, '19:30'],
    [1, '19:30'],
    [1, '19:30'],
    [1, '20:00'],
    [1, '20:00'],
  ],
  boxing: [
    [0, '12:30'],
    [0, '15:00'],
    [0, '15:00'],
    [0, '15:00'],
    [0, '15:00'],
    [0, '15:00'],
    [0, '17:30'],
    [0, '20:00'],
    [1, '12:30'],
    [1, '17:30'],
  ],
  final: Array.from({ length: 10 }, () => [0, '16:00'] as const),
};

export interface Round {
  event: number;
  /** First match day, YYYY-MM-DD (UK). */
  date: string;
  /** UTC epoch ms of each of the ten slots, in slot order. */
  slots: number[];
}

export function seasonRounds(season: string): Round[] {
  const opening = OPENING_FRIDAY[season];
  if (!opening) throw new Error(`no calendar for season ${season}`);
  const shift = Math.round((Date.parse(opening) - Date.parse('2025-08-15')) / DAY);
  return TEMPLATE.map(([templateDate, kind], i) => {
    const date = addDays(templateDate, shift);
    const next = TEMPLATE[i + 1];
    const daysToNext = next ? Math.round((Date.parse(next[0]) - Date.parse(templateDate)) / DAY) : 99;
    const slots = SLOTS[kind].map(([offset, time]) => {
      // No Monday game when the next round starts within four days: it moves to Saturday 15:00.
      const monday = (kind === 'fri' && offset === 3) || (kind === 'sat' && offset === 2);
      if (monday && daysToNext - offset < 4) return ukToUtc(addDays(date, kind === 'fri' ? 1 : 0), '15:00');
      return ukToUtc(addDays(date, offset), time);
    });
    return { event: i + 1, date, slots };
  });
}

/** A rescheduled match: `count` fixtures leave round `from` and are played midweek after round `to`. */
export interface Postponement {
  from: number;
  to: number;
  count: number;
}

/** One early postponement (a finished double by GW12) and the usual spring cup blanks. */
export const POSTPONEMENTS: readonly Postponement[] = [
  { from: 8, to: 10, count: 1 },
  { from: 31, to: 33, count: 2 },
  { from: 34, to: 36, count: 3 },
];

/** Kickoff for the n-th moved match into `round`: the Wednesday after its weekend, 19:30/19:45/20:00. */
export function rescheduledKickoff(round: Round, n: number): number {
  const weekday = new Date(`${round.date}T12:00:00Z`).getUTCDay(); // 5 Fri, 6 Sat
  const toWednesday = (3 - weekday + 7) % 7;
  const times = ['19:30', '19:45', '20:00'];
  return ukToUtc(addDays(round.date, toWednesday), times[n % times.length] ?? '19:45');
}
