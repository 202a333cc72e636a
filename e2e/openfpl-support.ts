import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { OpenfplProjection } from '../contracts/api/openfpl';
import { api } from './players-support';

/** Helpers of the Open FPL browser specs: the API's answers merged by the test itself, not by the screen's code. */
export type Metric = 'predicted_points' | 'predicted_goals' | 'predicted_assists';

/** Every horizon's answer, as the screen asks for them (one call per horizon). */
export async function horizons(request: APIRequestContext): Promise<OpenfplProjection[][]> {
  return Promise.all(
    [1, 2, 3, 4, 5, 6].map((h) =>
      // A cold points model fit answers the first of these: allow it more than a request's 30 s.
      api<OpenfplProjection[]>(request, `/api/openfpl-projections?horizon=${h}&gameweek=all`, 90_000),
    ),
  );
}

/** The test's own merge: per player, his projections keyed by gameweek (null gameweeks dropped). */
export function byPlayer(answers: OpenfplProjection[][]) {
  const players = new Map<number, { first: OpenfplProjection; gws: Map<number, OpenfplProjection> }>();
  for (const answer of answers) {
    for (const p of answer) {
      const row = players.get(p.player_id) ?? { first: p, gws: new Map() };
      players.set(p.player_id, row);
      if (p.gameweek !== null) row.gws.set(p.gameweek, p);
    }
  }
  return [...players.values()];
}

export const gameweeksOf = (answers: OpenfplProjection[][]) =>
  [...new Set(answers.flat().flatMap((p) => (p.gameweek === null ? [] : [p.gameweek])))].sort(
    (a, b) => a - b,
  );
export const fixed = (decimals: number) =>
  new Intl.NumberFormat('en-GB', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
export const sum = (row: ReturnType<typeof byPlayer>[number], gws: number[], metric: Metric) =>
  gws.reduce((s, gw) => s + (row.gws.get(gw)?.[metric] ?? 0), 0);
/** The leader by a value, ties broken by name then id (the screen's order). */
export function leader<R extends { first: OpenfplProjection }>(rows: R[], value: (r: R) => number): R {
  return [...rows].sort(
    (a, b) =>
      value(b) - value(a) ||
      a.first.player_name.localeCompare(b.first.player_name) ||
      a.first.player_id - b.first.player_id,
  )[0]!;
}

export const table = (page: Page, figure: string) =>
  page.getByRole('table', { name: `Projected ${figure} per gameweek` });
export const firstRow = (page: Page, figure: string) => table(page, figure).locator('tbody tr').first();

/**
 * The points table's columns for these gameweeks, and its first row as the API's leader by total
 * points: his price, each gameweek's points, the total and his ownership. Returns that leader.
 */
export async function expectPointsLeader(page: Page, rows: ReturnType<typeof byPlayer>, gws: number[]) {
  await expect(table(page, 'points').locator('thead th')).toHaveText([
    'Player',
    'Price',
    ...gws.map((gw) => `GW${gw}`),
    'Total',
    'Owned',
  ]);
  const top = leader(rows, (r) => sum(r, gws, 'predicted_points'));
  const one = fixed(1);
  await expect(firstRow(page, 'points').locator('th')).toContainText(top.first.player_name);
  await expect(firstRow(page, 'points').locator('td')).toHaveText([
    `£${one.format(top.first.current_price)}m`,
    ...gws.map((gw) => one.format(top.gws.get(gw)?.predicted_points ?? 0)),
    one.format(sum(top, gws, 'predicted_points')),
    `${top.first.ownership_percentage.toFixed(1)}%`,
  ]);
  return top;
}
