import { sql } from 'drizzle-orm';
import { openDatabase } from '../server/db/client';
import { pastAppearances } from '../server/db/repositories/past-appearances';
const { db, close } = await openDatabase({ dataDir: process.argv[2] });
for (let i = 0; i < 3; i++) {
  const t = performance.now();
  const rows = await pastAppearances(db, ['2022-23', '2023-24', '2024-25']);
  console.log('pastAppearances', rows.length, (performance.now() - t).toFixed(0), 'ms');
}
const r = (await db.execute(sql`explain analyze select pg.season, hp.code, hp.position_name, pg.fixture_id, pg.team_id, m.kickoff_time, pg.minutes from player_gameweeks pg join historical_players hp on hp.season = pg.season and hp.player_id = pg.player_id join matches m on m.season = pg.season and m.fixture_id = pg.fixture_id where pg.season in ('2022-23','2023-24','2024-25') and pg.minutes > 0`)) as unknown as { rows: { 'QUERY PLAN': string }[] };
console.log(r.rows.map((x) => x['QUERY PLAN']).join('\n'));
await close();
