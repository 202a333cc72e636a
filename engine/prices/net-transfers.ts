/**
 * Net transfers "since the player's last change", the model's counter, from what the daily
 * capture knows. Cumulative counts are the game's season totals (transfers_in - transfers_out).
 */
export type NetBasis = 'last-change' | 'first-capture' | 'gameweek';

export interface NetInputs {
  /** Cumulative net at the capture that first showed the player's latest price change. */
  atLastChange: number | null;
  /** The player's earliest capture this season: cumulative net and whether the price was still the start price. */
  first: { net: number; atStartPrice: boolean } | null;
  /** Now: cumulative net and this gameweek's net (transfers_in_event - transfers_out_event). */
  now: { net: number; gameweekNet: number };
}

/**
 * - A captured change: count from that capture (the change happened at the update just before it).
 * - No change seen and the first capture still had the start price: count from the first capture.
 * - Otherwise the last change is older than the captures: this gameweek's net is the best bound.
 */
export function netSinceChange(inputs: NetInputs): { net: number; basis: NetBasis } {
  if (inputs.atLastChange !== null)
    return { net: inputs.now.net - inputs.atLastChange, basis: 'last-change' };
  if (inputs.first?.atStartPrice) return { net: inputs.now.net - inputs.first.net, basis: 'first-capture' };
  return { net: inputs.now.gameweekNet, basis: 'gameweek' };
}
