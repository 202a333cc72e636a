import { LAST_GAMEWEEK } from '@contracts/game/season';
import { sql } from 'drizzle-orm';
import type { HistoryRow } from '@engine/points';
import type { Database } from '../client';
import { historicalPlayers, matches, playerGameweeks } from '../schema/index';

/**
 * One player in one imported fixture: what the points model reads (`HistoryRow`) and what its
 * backtest compares with.
 */
export interface PointsHistoryRow extends HistoryRow {
  /** The season's element id (`code` links seasons). */
  playerId: number;
  /** His club and the opponent by the game's team code, as the match model keys them. */
  club: number;
  opponent: number;
  wasHome: boolean;
  totalPoints: number;
  /** The game's expected points for the gameweek (repeated on both rows of a double). */
  expectedPoints: number | null;
}

type Tuple = [
  string, // season
  number | null, // code
  number, // playerId
  string, // position
  number, // gameweek
  number, // fixtureId
  number | null, // teamId
  boolean, // wasHome
  number, // minutes
  number, // goals
  number, // assists
  number | null, // xg
  number | null, // xa
  number, // saves
  number, // bonus
  number, // yellowCards
  number, // redCards
  number, // ownGoals
  number | null, // defensiveContribution
  number, // totalPoints
  number | null, // expectedPoints
  number, // kickoffMs
  number, // homeClub
  number, // awayClub
  number, // homeGoals
  number, // awayGoals
  number | null, // homeXg
  number | null, // awayXg
];

/**
 * A few gameweeks of a season as one JSON array of tuples (as past-appearances.ts reads its rows):
 * three seasons' 84,000 rows of 28 columns handed over field by field held PGlite, which runs on
 * the event loop, for seconds at once; as JSON values a third of the time, and in slices the event
 * loop answers between two. In insertion order, so sums over them are stable.
 */
async function seasonRows(db: Database, season: string, gameweeks: [number, number]): Promise<Tuple[]> {
  const g = playerGameweeks;
  const p = historicalPlayers;
  const m = matches;
  const result = await db.execute(sql`
    select coalesce(json_agg(json_build_array(${g.season}, ${p.code}, ${g.playerId}, ${p.positionName},
      ${g.gameweek}, ${g.fixtureId}, ${g.teamId}, ${g.wasHome}, ${g.minutes}, ${g.goalsScored},
      ${g.assists}, ${g.expectedGoals}, ${g.expectedAssists}, ${g.saves}, ${g.bonus}, ${g.yellowCards},
      ${g.redCards}, ${g.ownGoals}, ${g.defensiveContribution}, ${g.totalPoints}, ${g.expectedPoints},
      extract(epoch from ${m.kickoffTime}) * 1000, ${m.homeClub}, ${m.awayClub}, ${m.homeGoals},
      ${m.awayGoals}, ${m.homeXg}, ${m.awayXg}) order by ${g.id}), '[]') as rows
      from ${g}
      join ${p} on ${p.season} = ${g.season} and ${p.playerId} = ${g.playerId}
      join ${m} on ${m.season} = ${g.season} and ${m.fixtureId} = ${g.fixtureId}
      where ${g.season} = ${season} and ${g.gameweek} between ${gameweeks[0]} and ${gameweeks[1]}`);
  // PGlite and node-postgres both answer with `rows` and parse json values.
  const [first] = (result as unknown as { rows: { rows: Tuple[] }[] }).rows;
  return first?.rows ?? [];
}

/** Gameweeks per query: about 3,000 rows. */
const SLICE_GAMEWEEKS = 4;

/**
 * Every player-fixture row of the seasons (minutes 0 included), joined with its match: a few
 * gameweeks per query, the event loop free between two.
 */
export async function pointsHistory(db: Database, seasons: readonly string[]): Promise<PointsHistoryRow[]> {
  const out: PointsHistoryRow[] = [];
  const last = Math.ceil(LAST_GAMEWEEK / SLICE_GAMEWEEKS) - 1;
  const slices = seasons.flatMap((season) =>
    Array.from({ length: last + 1 }, (_, i) => ({
      season,
      // The last slice is open: 2019-20 numbered its restarted gameweeks 39 to 47.
      gameweeks: [i * SLICE_GAMEWEEKS + 1, i === last ? 1_000 : (i + 1) * SLICE_GAMEWEEKS] as [
        number,
        number,
      ],
    })),
  );
  for (const { season, gameweeks } of slices) {
    for (const t of await seasonRows(db, season, gameweeks)) {
      const [s, code, playerId, position, gameweek, fixtureId, teamId, wasHome, minutes, goals] = t;
      const [assists, xg, xa, saves, bonus, yellowCards, redCards, ownGoals] = t.slice(10, 18) as number[];
      const [defensiveContribution, totalPoints, expectedPoints, kickoffMs] = t.slice(18, 22) as number[];
      const [homeClub, awayClub, homeGoals, awayGoals, homeXg, awayXg] = t.slice(22) as number[];
      if (code === null || teamId === null) continue;
      out.push({
        season: s,
        code,
        playerId,
        position,
        gameweek,
        fixtureId,
        teamId,
        wasHome,
        minutes,
        goals,
        assists: assists!,
        xg: xg ?? null,
        xa: xa ?? null,
        saves: saves!,
        bonus: bonus!,
        yellowCards: yellowCards!,
        redCards: redCards!,
        ownGoals: ownGoals!,
        defensiveContribution: defensiveContribution ?? null,
        totalPoints: totalPoints!,
        expectedPoints: expectedPoints ?? null,
        kickoffMs: kickoffMs!,
        club: wasHome ? homeClub! : awayClub!,
        opponent: wasHome ? awayClub! : homeClub!,
        teamGoals: wasHome ? homeGoals! : awayGoals!,
        teamConceded: wasHome ? awayGoals! : homeGoals!,
        teamXg: (wasHome ? homeXg : awayXg) ?? null,
      });
    }
    await new Promise((resolve) => setImmediate(resolve));
  }
  return out;
}
