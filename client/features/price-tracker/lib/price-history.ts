import type { PricePoint } from '@contracts/api/prices';

export interface ChartPoint {
  date: string;
  /** Price in millions (8.5), so the axis reads in the units the screen shows. */
  price: number;
  ownership: number;
}

export const toChartPoints = (points: readonly PricePoint[]): ChartPoint[] =>
  points.map((p) => ({ date: p.date, price: p.price / 10, ownership: p.ownership }));

/** How many captured days moved the price up or down (consecutive captures compared). */
export function countMoves(points: readonly PricePoint[]): { rises: number; falls: number } {
  let rises = 0;
  let falls = 0;
  for (let i = 1; i < points.length; i++) {
    const before = points[i - 1];
    const after = points[i];
    if (!before || !after) continue;
    if (after.price > before.price) rises++;
    else if (after.price < before.price) falls++;
  }
  return { rises, falls };
}

/**
 * The price axis in millions: the series' range with £0.1m to spare each side, so a flat line does
 * not sit on the chart's edge and a single £0.1m step is still visible.
 */
export function priceDomain(points: readonly PricePoint[]): [number, number] | null {
  if (points.length === 0) return null;
  const prices = points.map((p) => p.price);
  return [(Math.min(...prices) - 1) / 10, (Math.max(...prices) + 1) / 10];
}
