import { existsSync } from 'node:fs';
import { copyFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECORDED_SEASONS } from '@engine/match-model/testing/vaastav';
import { historyRepository } from '../../server/db/repositories/past-seasons';
import { matchesRepository } from '../../server/db/repositories/matches';
import { matches } from '../../server/db/schema/matches';
import { historicalPlayers, playerGameweeks } from '../../server/db/schema/past-seasons';
import { makeTempDir } from '../../server/fpl/test-support/temp-dir';
import { createHistoryService } from '../../server/services/past-seasons/service';
import { importSeason, type SeasonImportResult } from './import';
import { dirSource } from './source';
import { openImportedSeasons } from './test-support/imported-seasons';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const vaastav = path.resolve(repoRoot, '../shared/fpl-data/vaastav');

/**
 * Data lines of a CSV counted without the importer's parser: no field in these files spans lines,
 * so every non-empty line after the header is a row. `distinct` drops byte-identical repeats.
 */
async function dataLines(relative: string, distinct = false): Promise<number> {
  const text = (await readFile(path.join(vaastav, relative))).toString('latin1');
  const lines = text.split('\n').filter((l) => l.replace(/\r$/, '') !== '');
  return (distinct ? new Set(lines).size : lines.length) - 1;
}

/** One CSV line split by a regular expression, quotes honoured (no players_raw field spans lines). */
function splitLine(line: string): string[] {
  return [...line.matchAll(/(?:^|,)("(?:[^"]|"")*"|[^,]*)/g)].map((m) => (m[1] ?? '').replace(/^"|"$/g, ''));
}

describe.skipIf(!existsSync(vaastav))(
  'importing the real vaastav seasons 2016-17 .. 2025-26 (skipped when ../shared/fpl-data/vaastav is absent)',
  { timeout: 120_000 },
  () => {
    let opened: Awaited<ReturnType<typeof openImportedSeasons>>;
    let results: SeasonImportResult[];
    // The run's one import of these seasons (the backtests' files read the same copy), with its report.
    beforeAll(async () => {
      opened = await openImportedSeasons(vaastav, RECORDED_SEASONS);
      results = opened.results;
    }, 600_000);
    afterAll(() => opened?.close());

    const countRows = async (season: string) => {
      const [row] = await opened.db
        .select({
          n: sql<number>`count(*)::int`,
          points: sql<number>`sum(${playerGameweeks.totalPoints})::int`,
        })
        .from(playerGameweeks)
        .where(eq(playerGameweeks.season, season));
      return row;
    };

    it('imports every season', async () => {
      expect((await historyRepository(opened.db).listSeasons()).map((s) => s.label)).toEqual(
        [...RECORDED_SEASONS].reverse(),
      );
    });

    it('stores one player per players_raw.csv row and one gameweek row per distinct merged_gw.csv row', async () => {
      for (const season of RECORDED_SEASONS) {
        const players = await dataLines(`${season}/players_raw.csv`);
        const gameweeks = await dataLines(`${season}/gws/merged_gw.csv`, true);
        const stored = await historyRepository(opened.db).playersBySeason(season);
        expect({ season, players: stored.length, gameweeks: (await countRows(season))?.n }).toEqual({
          season,
          players,
          gameweeks,
        });
      }
      // 2025-26 repeats 10 rows byte for byte upstream; they are stored once.
      expect(results.find((r) => r.season === '2025-26')?.duplicatesDropped).toBe(10);
      expect(await dataLines('2025-26/gws/merged_gw.csv')).toBe((await countRows('2025-26'))!.n + 10);
    });

    // Published FPL season totals (Kane's 2016-17 Golden Boot season, Salah's 303-point 2017-18
    // record, Haaland's 36-goal 2022-23, Salah's 344-point 2024-25), checked by hand against
    // players_raw.csv with Python's csv module; prices are now_cost and now_cost - cost_change_start.
    it.each([
      ['2016-17', 403, 'Kane', 'TOT', 'FWD', 224, 29, 110, 119],
      ['2017-18', 234, 'Salah', 'LIV', 'MID', 303, 32, 90, 106],
      ['2022-23', 318, 'Haaland', 'MCI', 'FWD', 272, 36, 115, 124],
      ['2024-25', 328, 'M.Salah', 'LIV', 'MID', 344, 29, 125, 136],
    ])(
      '%s player %i (%s) has the published totals',
      async (season, id, web, team, pos, points, goals, start, end) => {
        const [p] = await opened.db
          .select()
          .from(historicalPlayers)
          .where(and(eq(historicalPlayers.season, season), eq(historicalPlayers.playerId, id)));
        expect(p).toMatchObject({
          webName: web,
          teamShortName: team,
          positionName: pos,
          totalPoints: points,
          goalsScored: goals,
          startCost: start,
          endCost: end,
        });
      },
    );

    // Rows read by eye from merged_gw.csv: 2024-25 GW1 Alex Scott (element 77, fixture 6) has xP
    // 1.6; 2025-26 GW1 Reinildo Mandava (541, fixture 5) xP 0.5 and 8 defensive contributions.
    it("stores the game's expected points (xP) from 2020-21 on and 2025-26 defensive contributions", async () => {
      const row = async (season: string, playerId: number, fixtureId: number) =>
        (
          await opened.db
            .select({ xp: playerGameweeks.expectedPoints, dc: playerGameweeks.defensiveContribution })
            .from(playerGameweeks)
            .where(
              and(
                eq(playerGameweeks.season, season),
                eq(playerGameweeks.playerId, playerId),
                eq(playerGameweeks.fixtureId, fixtureId),
              ),
            )
        )[0];
      expect(await row('2024-25', 77, 6)).toEqual({ xp: 1.6, dc: null });
      expect(await row('2025-26', 541, 5)).toEqual({ xp: 0.5, dc: 8 });
      const [counts] = await opened.db
        .select({
          before: sql<number>`count(*) filter (where ${playerGameweeks.season} < '2020-21' and ${playerGameweeks.expectedPoints} is not null)::int`,
          missing: sql<number>`count(*) filter (where ${playerGameweeks.season} >= '2020-21' and ${playerGameweeks.expectedPoints} is null)::int`,
        })
        .from(playerGameweeks);
      expect(counts).toEqual({ before: 0, missing: 0 });
    });

    it('keeps the gameweek numbers of the COVID restart (2019-20) and the postponed GW7 (2022-23)', async () => {
      const gameweeks = async (season: string) =>
        (
          await opened.db
            .selectDistinct({ gw: playerGameweeks.gameweek })
            .from(playerGameweeks)
            .where(eq(playerGameweeks.season, season))
            .orderBy(playerGameweeks.gameweek)
        ).map((r) => r.gw);
      const range = (a: number, b: number) => Array.from({ length: b - a + 1 }, (_, i) => a + i);
      expect(await gameweeks('2019-20')).toEqual([...range(1, 29), ...range(39, 47)]);
      expect(await gameweeks('2022-23')).toEqual([...range(1, 6), ...range(8, 38)]);
      expect(await gameweeks('2025-26')).toEqual(range(1, 29));
    });

    it('rebuilds 380 matches per complete season (2025-26 stops at GW29), as fixtures.csv has them', async () => {
      const repo = matchesRepository(opened.db);
      const counts = Object.fromEntries(await repo.countBySeason());
      // Counted with Python's csv module: distinct fixtures with a score in merged_gw.csv.
      expect(counts).toEqual({
        ...Object.fromEntries(RECORDED_SEASONS.map((s) => [s, 380])),
        '2025-26': 291,
      });
      for (const season of RECORDED_SEASONS.filter((s) => s >= '2018-19')) {
        const text = await readFile(path.join(vaastav, season, 'fixtures.csv'), 'utf8');
        const [header = '', ...lines] = text.split(/\r?\n/).filter(Boolean);
        const cols = splitLine(header);
        const cell = (cells: string[], name: string) => cells[cols.indexOf(name)];
        const sides = ['team_h', 'team_a', 'team_h_score', 'team_a_score'];
        const listed = new Map(
          lines
            .map(splitLine)
            .filter((c) => cell(c, 'team_h_score') !== '')
            .map((c) => [Number(cell(c, 'id')), sides.map((n) => Number(cell(c, n)))]),
        );
        const stored = await opened.db.select().from(matches).where(eq(matches.season, season));
        const mine = new Map(
          stored.map((m) => [m.fixtureId, [m.homeTeamId, m.awayTeamId, m.homeGoals, m.awayGoals]]),
        );
        expect({ season, stored: mine }).toEqual({ season, stored: listed });
      }
      const restart = await repo.played({ seasons: ['2019-20'] });
      expect(restart.find((m) => m.fixtureId === 275)).toMatchObject({
        gameweek: 39,
        homeGoals: 3,
        awayGoals: 0,
      });
    });

    it("gives a January mover each fixture's club: Trossard (2022-23 player 111) Brighton to GW20, Arsenal from GW21", async () => {
      const rows = await opened.db
        .select({ gw: playerGameweeks.gameweek, club: playerGameweeks.club })
        .from(playerGameweeks)
        .where(and(eq(playerGameweeks.season, '2022-23'), eq(playerGameweeks.playerId, 111)));
      const clubs = new Set(rows.map((r) => `${r.gw < 21 ? 'before' : 'after'} ${r.club}`));
      // The game's team codes: Brighton 36, Arsenal 3.
      expect([...clubs].sort()).toEqual(['after 3', 'before 36']);
    });

    it('stores NULL expected stats where the source has none (2022-23 GW1-15 carry zeros) and team xG from GW16', async () => {
      const played = await matchesRepository(opened.db).played({
        seasons: ['2021-22', '2022-23', '2023-24'],
      });
      const measured = (m: (typeof played)[number]) => m.homeXg !== null && m.awayXg !== null;
      const xg = (season: string, from = 1, to = 47) => [
        ...new Set(
          played.filter((m) => m.season === season && m.gameweek >= from && m.gameweek <= to).map(measured),
        ),
      ];
      expect([xg('2021-22'), xg('2022-23', 1, 15), xg('2022-23', 16), xg('2023-24')]).toEqual([
        [false],
        [false],
        [true],
        [true],
      ]);
      const [zeros] = await opened.db
        .select({ n: sql<number>`count(*)::int` })
        .from(playerGameweeks)
        .where(
          and(
            eq(playerGameweeks.season, '2022-23'),
            sql`${playerGameweeks.gameweek} <= 15`,
            sql`${playerGameweeks.expectedGoals} is not null`,
          ),
        );
      expect(zeros?.n).toBe(0);
    });

    it('decodes the latin-1 files: merged_gw names match players_raw but for five upstream spellings', () => {
      const warnings = results.flatMap((r) =>
        r.warnings.map((w) => `${r.season} ${w.replace(/^.*: name /, '')}`),
      );
      expect(warnings).toEqual([
        '2023-24 "Michale Olakigbe" differs from players_raw.csv player 620 (Michael Olakigbe)',
        '2023-24 "Yegor Yarmolyuk" differs from players_raw.csv player 120 (Yegor Yarmoliuk)',
        '2023-24 "Djordje Petrovic" differs from players_raw.csv player 687 (Đorđe Petrović)',
        '2023-24 "Max Kinsey-Wellings" differs from players_raw.csv player 802 (Max Kinsey)',
        '2024-25 "Ivan Juric" differs from players_raw.csv player 748 (Simon Rusk)',
      ]);
    });

    it('computes points per game as the official figure for nearly every player', async () => {
      const history = createHistoryService({
        history: historyRepository(opened.db),
        currentSeason: async () => null,
      });
      for (const season of RECORDED_SEASONS) {
        const official = new Map<number, number>();
        const text = await readFile(path.join(vaastav, season, 'players_raw.csv'), 'utf8');
        const [header = '', ...lines] = text.split(/\r?\n/).filter(Boolean);
        const cols = splitLine(header);
        for (const line of lines) {
          const cells = splitLine(line);
          official.set(Number(cells[cols.indexOf('id')]), Number(cells[cols.indexOf('points_per_game')]));
        }
        const players = (await history.players(season)) ?? [];
        const same = players.filter((p) => p.points_per_game === official.get(p.id)).length;
        const far = players.filter((p) => Math.abs(p.points_per_game - (official.get(p.id) ?? NaN)) > 0.1001);
        expect({ season, close: same / players.length >= 0.97, far: far.length <= 1 }).toEqual({
          season,
          close: true,
          far: true,
        });
      }
    });

    it('gives the same rows when a season is imported again', async () => {
      const before = await countRows('2019-20');
      const players = (await historyRepository(opened.db).playersBySeason('2019-20')).length;
      await importSeason(opened.db, dirSource(vaastav), '2019-20');
      expect(await countRows('2019-20')).toEqual(before);
      expect((await historyRepository(opened.db).playersBySeason('2019-20')).length).toBe(players);
    });

    it('fails on a truncated copy with the file and line, leaving the stored season as it was', async () => {
      const { dir, cleanup } = await makeTempDir('vaastav-truncated');
      try {
        await mkdir(path.join(dir, '2019-20', 'gws'), { recursive: true });
        for (const f of ['players_raw.csv', 'cleaned_players.csv', 'teams.csv', 'fixtures.csv']) {
          await copyFile(path.join(vaastav, '2019-20', f), path.join(dir, '2019-20', f));
        }
        const lines = (await readFile(path.join(vaastav, '2019-20/gws/merged_gw.csv'), 'utf8')).split('\n');
        // Lines 1-1000 whole, then the first 20 characters of line 1001.
        await writeFile(
          path.join(dir, '2019-20/gws/merged_gw.csv'),
          `${lines.slice(0, 1000).join('\n')}\n${lines[1000]?.slice(0, 20)}`,
        );
        const before = await countRows('2019-20');
        const file = path.join(dir, '2019-20', 'gws', 'merged_gw.csv');
        await expect(importSeason(opened.db, dirSource(dir), '2019-20')).rejects.toThrow(
          new RegExp(
            `^${file.replace(/[.\\]/g, '\\$&')}:1001: expected 33 columns, found \\d+ \\(truncated or malformed row\\)$`,
          ),
        );
        expect(await countRows('2019-20')).toEqual(before);
      } finally {
        await cleanup();
      }
    });
  },
);
