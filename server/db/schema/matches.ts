import { index, integer, pgTable, primaryKey, real, text, timestamp } from 'drizzle-orm/pg-core';

// Played Premier League matches, one row per fixture with a final score, rebuilt by the history
// importer from the player rows (fixture, side, opponent, score). Team ids are those of the season
// (reassigned every season); `*_club` is the game's team `code`, stable across seasons, so anything
// spanning seasons keys clubs by it. A postponed fixture is stored once, where it was played.
export const matches = pgTable(
  'matches',
  {
    season: text('season').notNull(),
    fixtureId: integer('fixture_id').notNull(),
    /** As the source numbers it: 2019-20 has gameweeks 1-29 then 39-47 (the post-COVID restart). */
    gameweek: integer('gameweek').notNull(),
    kickoffTime: timestamp('kickoff_time', { withTimezone: true }).notNull(),
    homeTeamId: integer('home_team_id').notNull(),
    awayTeamId: integer('away_team_id').notNull(),
    homeClub: integer('home_club').notNull(),
    awayClub: integer('away_club').notNull(),
    homeShortName: text('home_short_name').notNull(),
    awayShortName: text('away_short_name').notNull(),
    homeGoals: integer('home_goals').notNull(),
    awayGoals: integer('away_goals').notNull(),
    // Team expected goals: the sum of the side's players' expected goals; NULL where the season
    // has no measurement (before 2022-23, and 2022-23 gameweeks 1-15).
    homeXg: real('home_xg'),
    awayXg: real('away_xg'),
  },
  (t) => [
    primaryKey({ columns: [t.season, t.fixtureId] }),
    index('matches_kickoff_time_idx').on(t.kickoffTime),
  ],
);
