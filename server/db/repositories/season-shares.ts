import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { historicalPlayers, matches, playerGameweeks } from '../schema/index';

/** A player's totals for one club in one past season (a January mover has a row per club). */
export interface PlayerClubTotals {
  teamId: number;
  playerId: number;
  name: string;
  position: string;
  minutes: number;
  goals: number;
  assists: number;
  /** Sums over the fixtures that measured them; null where none did. */
  xg: number | null;
  xa: number | null;
}

/** A club's goals in one past season and the own goals its opponents scored for it. */
export interface TeamSeasonGoals {
  teamId: number;
  name: string;
  shortName: string;
  goals: number;
  ownGoalsFor: number;
}

interface TeamGoalsRow {
  team_id: number;
  short_name: string;
  goals: number;
  own_goals_for: number;
}

/** Past seasons' goals and assists per club, each credited to the club of the fixture. */
export function seasonSharesRepository(db: Database) {
  return {
    /** Every player who has a row with minutes for a club, with his totals for that club. */
    async playerClubTotals(season: string): Promise<PlayerClubTotals[]> {
      const rows = await db
        .select({
          teamId: playerGameweeks.teamId,
          playerId: playerGameweeks.playerId,
          name: historicalPlayers.webName,
          position: historicalPlayers.positionName,
          minutes: sql<number>`sum(${playerGameweeks.minutes})::int`,
          goals: sql<number>`sum(${playerGameweeks.goalsScored})::int`,
          assists: sql<number>`sum(${playerGameweeks.assists})::int`,
          xg: sql<number | null>`sum(${playerGameweeks.expectedGoals})::float8`,
          xa: sql<number | null>`sum(${playerGameweeks.expectedAssists})::float8`,
        })
        .from(playerGameweeks)
        .innerJoin(
          historicalPlayers,
          and(
            eq(historicalPlayers.season, playerGameweeks.season),
            eq(historicalPlayers.playerId, playerGameweeks.playerId),
          ),
        )
        .where(and(eq(playerGameweeks.season, season), sql`${playerGameweeks.minutes} > 0`))
        .groupBy(
          playerGameweeks.teamId,
          playerGameweeks.playerId,
          historicalPlayers.webName,
          historicalPlayers.positionName,
        );
      return rows.flatMap((r) => (r.teamId === null ? [] : [{ ...r, teamId: r.teamId }]));
    },

    /** Goals per club from the matches; own goals by the players of its opponents. */
    async teamGoals(season: string): Promise<TeamSeasonGoals[]> {
      const result = await db.execute(sql`
        with sides as (
          select ${matches.homeTeamId} as team_id, ${matches.homeShortName} as short_name, ${matches.homeGoals} as goals
            from ${matches} where ${matches.season} = ${season}
          union all
          select ${matches.awayTeamId}, ${matches.awayShortName}, ${matches.awayGoals}
            from ${matches} where ${matches.season} = ${season}
        ), own as (
          select ${playerGameweeks.opponentTeamId} as team_id, sum(${playerGameweeks.ownGoals})::int as n
            from ${playerGameweeks} where ${playerGameweeks.season} = ${season}
            group by 1
        )
        select s.team_id, min(s.short_name) as short_name, sum(s.goals)::int as goals,
               coalesce(max(own.n), 0)::int as own_goals_for
          from sides s left join own on own.team_id = s.team_id
          group by s.team_id`);
      const names = await db
        .selectDistinct({ teamId: historicalPlayers.teamId, name: historicalPlayers.teamName })
        .from(historicalPlayers)
        .where(eq(historicalPlayers.season, season));
      const nameOf = new Map(names.map((n) => [n.teamId, n.name]));
      // PGlite and node-postgres both answer with `rows`.
      const { rows } = result as unknown as { rows: TeamGoalsRow[] };
      return rows.map((r) => ({
        teamId: r.team_id,
        name: nameOf.get(r.team_id) ?? r.short_name,
        shortName: r.short_name,
        goals: r.goals,
        ownGoalsFor: r.own_goals_for,
      }));
    },
  };
}
