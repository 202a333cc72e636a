import type { Preparing } from '@contracts/status';
import { formatDateTime } from './format';

/** The hour and minute of an ISO time, in the browser's time zone ("10:32"). */
const clock = (iso: string) => formatDateTime(iso).split(', ').at(-1) ?? iso;

const ofTotal = (p: Preparing) => (p.total > 0 ? `: ${p.done} of ${p.total}` : '…');

/** The status line's words for what the server is preparing after it started. */
export function preparingLine(p: Preparing): string {
  if (p.step === 'measuring') return `Measuring accuracy${ofTotal(p)}`;
  if (p.retryAt) return `Past seasons cannot be fetched just now; trying again at ${clock(p.retryAt)}`;
  return `${p.step === 'loading-history' ? 'Loading' : 'Fetching'} past seasons${ofTotal(p)}`;
}

/**
 * What an accuracy card says before its figures exist: what is happening and when they will show.
 * `what` names the measurement as a noun phrase ("the accuracy of the match odds").
 */
export function notMeasuredText(p: Preparing | null, what: string): string {
  if (p === null)
    return `Not measured yet: ${what} is measured on past seasons, and this server has none loaded yet. The figures appear here once it has.`;
  if (p.step === 'measuring')
    return `Being measured now: the app is replaying past seasons to measure ${what}${p.total > 0 ? ` (${p.done} of ${p.total} measurements done)` : ''}. The figures appear here in a few minutes.`;
  if (p.retryAt)
    return `Not measured yet: past seasons could not be fetched, and the app tries again at ${clock(p.retryAt)}. Once they are in, it measures ${what} and the figures appear here.`;
  return `Not measured yet: the app is ${p.step === 'loading-history' ? 'loading' : 'fetching'} past seasons${p.total > 0 ? ` (${p.done} of ${p.total})` : ''}, then measures ${what} on them. The figures appear here in a few minutes.`;
}
