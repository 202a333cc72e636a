import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { positionId, type PositionId } from '@contracts/game/positions';
import {
  clubMinutesSequences,
  minutesSequences,
  playerRates,
  prepareHistory,
  rowsByCode,
  type RateRow,
} from '@engine/points';
import { pointsHistory, type PointsHistoryRow } from '../../server/db/repositories/points-history';
import { openImportedSeasons } from '../import-history/test-support/imported-seasons';
import { pastRateRows, type PastFitRow } from '../../server/services/openfpl/current-inputs';
import { pastFitColumns, pastFitRowsOf } from '../../server/services/openfpl/past-columns';

const vaastav = path.resolve(import.meta.dirname, '../../../shared/fpl-data/vaastav');
const IMPORTED = Array.from({ length: 10 }, (_, i) => `${2016 + i}-${String(17 + i).padStart(2, '0')}`);
/** The seasons a 2025-26 fit reads. */
const PAST = IMPORTED.filter((s) => s < '2025-26');

/** The rows as the rate model read them before the worker was sent only the fit's fields: whole, spread. */
const wholeRateRows = (rows: readonly PointsHistoryRow[]): RateRow[] =>
  rows.flatMap((r) => {
    const position = positionId(r.position);
    return position === undefined ? [] : [{ ...r, player: r.code, position }];
  });

/**
 * The points fit's worker is sent the past seasons' rows narrowed to its fields, as columns
 * (past-columns.ts), and groups the minutes sequences by player without the rest of the prepared
 * history: on the real seasons it must read the same rates, minutes sequences (the movers' too)
 * and recent minutes as from the whole rows.
 */
describe.skipIf(!existsSync(vaastav))(
  'the points fit on the narrowed past rows of the real seasons (skipped when ../shared/fpl-data/vaastav is absent)',
  { timeout: 600_000 },
  () => {
    let opened: Awaited<ReturnType<typeof openImportedSeasons>>;
    let rows: PointsHistoryRow[];
    /** The rows as the worker rebuilds them from the columns it is sent. */
    let sent: PastFitRow[];
    beforeAll(async () => {
      opened = await openImportedSeasons(vaastav, IMPORTED);
      rows = await pointsHistory(opened.db, PAST);
      sent = pastFitRowsOf(structuredClone(pastFitColumns(rows)));
    }, 900_000);
    afterAll(() => opened.close());

    it('reads the same minutes sequences as the prepared history', () => {
      expect(rows.length).toBeGreaterThan(80_000);
      const seasons = new Set(PAST);
      const expected = minutesSequences(prepareHistory(rows), seasons);
      expect(expected.length).toBeGreaterThan(3_000);
      expect(minutesSequences({ byCode: rowsByCode(sent) }, seasons)).toEqual(expected);
    });

    it("reads the same movers' sequences (each player's matches with his club) as the prepared history", () => {
      const seasons = new Set(PAST);
      const expected = clubMinutesSequences(prepareHistory(rows), seasons);
      // Some players changed club between two of their matches.
      expect(
        expected.filter((s) => s.some((m, i) => i > 0 && m.club !== s[i - 1]!.club)).length,
      ).toBeGreaterThan(300);
      expect(clubMinutesSequences({ byCode: rowsByCode(sent) }, seasons)).toEqual(expected);
    });

    it('gives every past player the same rates as the whole rows', () => {
      const positions = new Map<number, PositionId>();
      for (const r of rows) {
        const position = positionId(r.position);
        if (position !== undefined) positions.set(r.code, position);
      }
      const asOfMs = Date.parse('2025-08-15T00:00:00Z');
      const expected = playerRates(wholeRateRows(rows), positions, asOfMs);
      expect(playerRates(pastRateRows(sent), positions, asOfMs)).toEqual(expected);
    });

    it('orders each player the same matches, with their clubs, for his recent minutes as the backtest', () => {
      // The server's past matches (currentRecent) and the backtest's (recentRows) feed recentOf.
      const matchesOf = (
        byCode: ReadonlyMap<number, readonly { minutes: number; kickoffMs: number; club: number }[]>,
      ) =>
        new Map([...byCode].map(([code, list]) => [code, list.map((r) => [r.kickoffMs, r.minutes, r.club])]));
      expect(matchesOf(rowsByCode(sent))).toEqual(matchesOf(prepareHistory(rows).byCode));
    });
  },
);
