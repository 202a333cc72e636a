import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixturesSchema } from '@contracts/fpl/fixtures';
import { bonusFromBps } from './bonus';

const file = path.resolve(import.meta.dirname, '../../../shared/fpl-data/api/2025-26/fixtures.json');

describe.skipIf(!existsSync(file))(
  'provisional bonus on the recorded 2025-26 fixtures (skipped when ../shared/fpl-data/api/2025-26/fixtures.json is absent)',
  () => {
    it("gives every player of every fixture the game's official bonus from the fixture's BPS", () => {
      const fixtures = fixturesSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
      const differ: string[] = [];
      let checked = 0;
      for (const fixture of fixtures) {
        const stat = (name: string) => fixture.stats?.find((s) => s.identifier === name);
        const bps = stat('bps');
        const bonus = stat('bonus');
        if (!bps || !bonus) continue;
        checked += 1;
        const provisional = bonusFromBps(
          [...bps.h, ...bps.a].map((r) => ({ element: r.element, bps: r.value })),
        );
        const official = new Map([...bonus.h, ...bonus.a].map((r) => [r.element, r.value]));
        if (JSON.stringify([...provisional].sort()) !== JSON.stringify([...official].sort()))
          differ.push(
            `fixture ${fixture.id}: ${JSON.stringify([...provisional])} vs ${JSON.stringify([...official])}`,
          );
      }
      expect(differ).toEqual([]);
      expect(checked).toBe(380);
    });
  },
);
