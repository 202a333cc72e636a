import { formatCost } from '@/lib/format';

/** A price move in tenths with its sign: 1 -> "+£0.1m", -2 -> "-£0.2m", 0 -> "£0.0m". */
export function formatSignedCost(tenths: number): string {
  return tenths > 0 ? `+${formatCost(tenths)}` : formatCost(tenths);
}
