/**
 * Capture days are UK calendar days (Europe/London), the game's time zone, whatever the server's
 * own time zone: computed with Intl from the instant, never from local Date getters.
 */
const ukFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

export interface UkWallClock {
  /** 'YYYY-MM-DD' */
  date: string;
  /** Minutes since UK midnight. */
  minutes: number;
}

export function ukWallClock(at: Date): UkWallClock {
  const parts = Object.fromEntries(ukFormat.formatToParts(at).map((p) => [p.type, p.value]));
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
  };
}

/** 'HH:MM' (UK time) to minutes since midnight; throws on anything else. */
export function parseUkTime(hhmm: string): number {
  const m = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(hhmm);
  if (!m) throw new Error(`expected a UK time as HH:MM, got '${hhmm}'`);
  return Number(m[1]) * 60 + Number(m[2]);
}

/** The calendar day before 'YYYY-MM-DD'. */
export function previousDay(date: string): string {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

/**
 * The price day an instant belongs to. A price day starts at the capture time (UK), shortly after
 * the game's overnight price update: before it, the prices are still the previous day's, so an
 * instant at 00:30 UK on the 10th belongs to the 9th. This way a start-up catch-up before the
 * update never takes the day's place and hides that night's changes.
 */
export function priceDay(at: Date, captureMinutes: number): string {
  const uk = ukWallClock(at);
  return uk.minutes >= captureMinutes ? uk.date : previousDay(uk.date);
}
