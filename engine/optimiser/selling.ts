import { sellingPriceTenths } from './rules';

export type PriceSource = 'transfer_history' | 'current_price';

export interface OwnedPrice {
  id: number;
  purchaseTenths: number;
  sellTenths: number;
  source: PriceSource;
}

/** The fields of a row of the game's transfer list (`entry/{id}/transfers/`) that prices need. */
export interface TransferRow {
  element_in: number;
  element_in_cost: number;
  event: number;
  time?: string | undefined;
}

export interface OwnedPriceInput {
  owned: readonly number[];
  nowTenths: ReadonlyMap<number, number>;
  /** Each player's price at the season's start (now_cost less cost_change_start). */
  startTenths: ReadonlyMap<number, number>;
  /** The manager's transfers, or null when they could not be read. */
  transfers: readonly TransferRow[] | null;
  /** Gameweeks the manager played a Free Hit in: their transfers were undone after the week. */
  freeHitEvents: ReadonlySet<number>;
  /** True when the manager's first team was picked before gameweek 1, at season-start prices. */
  fromSeasonStart: boolean;
}

/**
 * What each owned player was bought for and sells for (the game's rule, rules.ts): the cost of his
 * latest transfer in outside a Free Hit week; with none, he has been in the team since it was
 * picked, so at the season-start price when that was before gameweek 1. Where neither is known
 * (transfers unreadable, a team picked later), his current price stands for both, and the source
 * says so.
 */
export function ownedPrices(input: OwnedPriceInput): OwnedPrice[] {
  const latest = new Map<number, TransferRow>();
  for (const row of input.transfers ?? []) {
    if (input.freeHitEvents.has(row.event)) continue;
    const known = latest.get(row.element_in);
    const later =
      !known ||
      row.event > known.event ||
      (row.event === known.event && (row.time ?? '') > (known.time ?? ''));
    if (later) latest.set(row.element_in, row);
  }
  return input.owned.map((id) => {
    const now = input.nowTenths.get(id) ?? 0;
    const bought = latest.get(id)?.element_in_cost;
    const start = input.fromSeasonStart ? input.startTenths.get(id) : undefined;
    const purchase = input.transfers === null ? undefined : (bought ?? start);
    if (purchase === undefined) return { id, purchaseTenths: now, sellTenths: now, source: 'current_price' };
    return {
      id,
      purchaseTenths: purchase,
      sellTenths: sellingPriceTenths(purchase, now),
      source: 'transfer_history',
    };
  });
}
