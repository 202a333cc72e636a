import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HistoricalGoalShareResponse, ShareBacktest } from '@contracts/api/shares';
import { toAppearances, positionPriors, type MatchRow } from '@engine/shares';
import { historyRepository } from '../../server/db/repositories/past-seasons';
import { matchesRepository } from '../../server/db/repositories/matches';
import { pastAppearances } from '../../server/db/repositories/past-appearances';
import { seasonSharesRepository } from '../../server/db/repositories/season-shares';
import { createHistoricalShares } from '../../server/services/shares/historical';
import { openImportedSeasons } from '../import-history/test-support/imported-seasons';
import { measureShareBacktest, SHARE_BACKTEST_SEASONS } from './shares';

const vaastav = path.resolve(import.meta.dirname, '../../../shared/fpl-data/vaastav');
const IMPORTED = Array.from({ length: 10 }, (_, i) => `${2016 + i}-${String(17 + i).padStart(2, '0')}`);

/**
 * Past-season shares and the share model's gates on the real seasons 2016-17 to 2025-26 (2025-26 as
 * far as vaastav has it, gameweek 29), imported once for both.
 */
describe.skipIf(!existsSync(vaastav))(
  'goal and assist shares on the real seasons (skipped when ../shared/fpl-data/vaastav is absent)',
  { timeout: 600_000 },
  () => {
    let opened: Awaited<ReturnType<typeof openImportedSeasons>>;
    let shares: ReturnType<typeof createHistoricalShares>;
    let backtest: ShareBacktest;
    let rows: MatchRow[];
    beforeAll(async () => {
      opened = await openImportedSeasons(vaastav, IMPORTED);
      shares = createHistoricalShares({
        history: historyRepository(opened.db),
        shares: seasonSharesRepository(opened.db),
      });
      rows = await pastAppearances(
        opened.db,
        IMPORTED.filter((s) => s <= SHARE_BACKTEST_SEASONS.at(-1)!),
      );
      backtest = measureShareBacktest(rows, SHARE_BACKTEST_SEASONS, new Date());
    }, 900_000);
    afterAll(() => opened?.close());

    it('adds up: for every team-season, player goals plus opponents own goals = the goals in the matches table', async () => {
      const played = await matchesRepository(opened.db).played({ seasons: IMPORTED });
      for (const season of IMPORTED) {
        // Goals per club (team code) from the matches, as the match model reads them.
        const fromMatches = new Map<number, number>();
        for (const m of played.filter((p) => p.season === season)) {
          fromMatches.set(m.homeClub, (fromMatches.get(m.homeClub) ?? 0) + m.homeGoals);
          fromMatches.set(m.awayClub, (fromMatches.get(m.awayClub) ?? 0) + m.awayGoals);
        }
        const body = (await shares.goalShare(season))!;
        expect(body.teams).toHaveLength(20);
        const totals = body.teams.map((t) => t.players.reduce((s, p) => s + p.goals, 0) + t.own_goals);
        expect(totals, season).toEqual(body.teams.map((t) => t.goals));
        expect(
          [...totals].sort((a, b) => a - b),
          season,
        ).toEqual([...fromMatches.values()].sort((a, b) => a - b));
      }
    });

    it('credits a January mover (Rashford, 2024-25) to Manchester United and to Aston Villa for the goals he scored for each', async () => {
      const body: HistoricalGoalShareResponse = (await shares.goalShare('2024-25'))!;
      const rashford = (short: string) =>
        body.teams.find((t) => t.team_short === short)!.players.find((p) => p.name === 'Rashford')!;
      expect(rashford('MUN').goals).toBe(4);
      expect(rashford('AVL').goals).toBe(2);
      expect(rashford('AVL').id).toBe(rashford('MUN').id);
    });

    it('assist shares of every team add up to 1', async () => {
      const body = (await shares.assistShare('2023-24'))!;
      for (const t of body.teams) {
        expect(t.players.reduce((s, p) => s + p.assist_share, 0)).toBeCloseTo(1, 9);
      }
    });

    it('measures position priors near the design figures: forwards ~0.27, midfielders ~0.11, defenders ~0.03, goalkeepers ~0', () => {
      const p = positionPriors(toAppearances(rows).goals);
      expect(p.FWD).toBeGreaterThan(0.24);
      expect(p.FWD).toBeLessThan(0.3);
      expect(p.MID).toBeGreaterThan(0.09);
      expect(p.MID).toBeLessThan(0.13);
      expect(p.DEF).toBeGreaterThan(0.02);
      expect(p.DEF).toBeLessThan(0.045);
      expect(p.GKP).toBeLessThan(0.005);
    });

    it('beats the position-only prior from each midpoint: goals at most 0.95 and 0.87, assists at most 1.04 and 0.92', () => {
      const [s2324, s2425] = backtest.seasons;
      expect(s2324!.goals.model).toBeLessThanOrEqual(0.95);
      expect(s2425!.goals.model).toBeLessThanOrEqual(0.87);
      expect(s2324!.assists.model).toBeLessThanOrEqual(1.04);
      expect(s2425!.assists.model).toBeLessThanOrEqual(0.92);
      for (const s of backtest.seasons) {
        expect(s.goals.model).toBeLessThan(s.goals.position_only);
        expect(s.assists.model).toBeLessThan(s.assists.position_only);
        expect(s.players).toBeGreaterThan(400);
      }
    });
  },
);
