import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { entryHistorySchema } from '@contracts/fpl/entry';
import { freeTransferRules, freeTransfersFor } from './free-transfers';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const entryDir = path.resolve(repoRoot, '../shared/fpl-data/api/2025-26/entry');
const present = existsSync(entryDir);

/** Full-season histories recorded for 2025-26 (the entries that have 38 rows). */
function fullHistories() {
  return readdirSync(entryDir)
    .filter((id) => existsSync(path.join(entryDir, id, 'history.json')))
    .map((id) => ({
      id,
      history: entryHistorySchema.parse(
        JSON.parse(readFileSync(path.join(entryDir, id, 'history.json'), 'utf8')),
      ),
    }))
    .filter(({ history }) => history.current.length === 38);
}

describe.skipIf(!present)(
  'free transfers against recorded 2025-26 seasons (skipped when ../shared/fpl-data/api/2025-26/entry is absent)',
  () => {
    it('explains every points hit: cost is 4 x the transfers made beyond the free ones', () => {
      const rules = freeTransferRules('2025-26');
      const histories = fullHistories();
      expect(histories.length).toBeGreaterThanOrEqual(50);
      let hits = 0;
      for (const { id, history } of histories) {
        for (const row of history.current) {
          const available = freeTransfersFor(row.event, history.current, history.chips, rules);
          const expected = available.unlimited ? 0 : 4 * Math.max(0, row.event_transfers - available.free);
          if (expected > 0) hits++;
          expect({ id, event: row.event, cost: row.event_transfers_cost }).toEqual({
            id,
            event: row.event,
            cost: expected,
          });
        }
      }
      // The check is meaningful only if the data holds hits to explain.
      expect(hits).toBeGreaterThan(20);
    });

    it('needs the 2025-26 GW16 top-up to explain the data', () => {
      const histories = fullHistories();
      const without = freeTransferRules(null);
      const unexplained = histories.filter(({ history }) =>
        history.current.some((row) => {
          const available = freeTransfersFor(row.event, history.current, history.chips, without);
          return (
            (available.unlimited ? 0 : 4 * Math.max(0, row.event_transfers - available.free)) !==
            row.event_transfers_cost
          );
        }),
      );
      expect(unexplained.length).toBeGreaterThan(0);
    });
  },
);
