import { PLACEHOLDER } from '@/lib/format';

/** A calendar date such as "21 Jul 2025"; `timeZone` defaults to the browser's. */
export function formatDate(iso: string, timeZone?: string): string {
  const t = Date.parse(iso);
  if (Number.isNaN(t)) return PLACEHOLDER;
  return new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone,
  }).format(t);
}
