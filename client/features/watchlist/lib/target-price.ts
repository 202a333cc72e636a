import { PRICE_MAX_TENTHS } from '@contracts/api/watchlist';
import { formatCost } from '@/lib/format';

export type TargetPriceResult = { ok: true; tenths: number | null } | { ok: false; message: string };

// Millions as people write them: "8.5", "8", "£8.5m", ".5" is not a price anyone types.
const MILLIONS = /^£?\s*(\d+)(?:\.(\d+))?\s*m?$/i;

/**
 * The Target Price field: the user types the price in millions as the app shows it (8.5 for
 * £8.5m), and it is sent in tenths of a million as the API stores prices (8.5 -> 85). Empty means
 * no target. Digits are read as text so 8.3 becomes exactly 83, never 82.99999.
 */
export function parseTargetPrice(text: string): TargetPriceResult {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: true, tenths: null };
  const match = MILLIONS.exec(trimmed);
  if (!match) return { ok: false, message: 'Type the price in millions, e.g. 8.5 for £8.5m' };
  const [, whole = '', fraction = ''] = match;
  const extra = fraction.slice(1);
  if (/[1-9]/.test(extra))
    return { ok: false, message: 'Prices move in steps of £0.1m: use one decimal, e.g. 8.5' };
  const tenths = Number(whole) * 10 + Number(fraction.slice(0, 1) || '0');
  if (tenths <= 0) return { ok: false, message: 'The target price must be above £0.0m' };
  if (tenths > PRICE_MAX_TENTHS) {
    return { ok: false, message: `The target price must be at most ${formatCost(PRICE_MAX_TENTHS)}` };
  }
  return { ok: true, tenths };
}
