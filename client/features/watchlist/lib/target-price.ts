import { PRICE_MAX_TENTHS } from '@contracts/api/watchlist';
import { formatCost } from '@/lib/format';

export type TargetPriceResult = { ok: true; tenths: number | null } | { ok: false; message: string };

// Millions as people write them: "8.5", "8", "£8.5m", ".5" is not a price anyone types.
const MILLIONS = /^£?\s*(\d+)(?:\.(\d+))?\s*m?$/i;

/**
 * A bare whole number from this value up is read as tenths of a million. No FPL price has come near
 * £30m (they run from £3.9m to about £15m), so "85" can only mean £8.5m and "8" only £8m.
 */
const TENTHS_FROM = 30;

/**
 * The Target Price field, sent in tenths of a million as the API stores prices. The field's hint shows
 * "85" as £8.5m; people also type the price as the app shows it, "8.5". Both are accepted: a value
 * with a decimal point, a £ or an m, or a whole number below 30, is millions (8.5 -> 85); a bare whole
 * number from 30 up is already tenths (85 -> 85). Empty means no target. Digits are read as text so
 * 8.3 becomes exactly 83, never 82.99999.
 */
export function parseTargetPrice(text: string): TargetPriceResult {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: true, tenths: null };
  const match = MILLIONS.exec(trimmed);
  if (!match) return { ok: false, message: 'Type the price in millions, e.g. 8.5 for £8.5m' };
  const [, whole = '', fraction = ''] = match;
  const bare = /^\d+$/.test(trimmed);
  if (bare && Number(whole) >= TENTHS_FROM) return withinBounds(Number(whole));
  const extra = fraction.slice(1);
  if (/[1-9]/.test(extra))
    return { ok: false, message: 'Prices move in steps of £0.1m: use one decimal, e.g. 8.5' };
  return withinBounds(Number(whole) * 10 + Number(fraction.slice(0, 1) || '0'));
}

function withinBounds(tenths: number): TargetPriceResult {
  if (tenths <= 0) return { ok: false, message: 'The target price must be above £0.0m' };
  if (tenths > PRICE_MAX_TENTHS) {
    return { ok: false, message: `The target price must be at most ${formatCost(PRICE_MAX_TENTHS)}` };
  }
  return { ok: true, tenths };
}
