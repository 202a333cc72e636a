import { sql } from 'drizzle-orm';
import { openDatabase } from '../server/db/client';
const { db, close } = await openDatabase({ dataDir: process.argv[2] });
const client = (db as unknown as { $client: { query: (q: string, p?: unknown[], o?: object) => Promise<{ rows: unknown[] }> } }).$client;
const q0 = 1;
const q = async (label: string, text: string, opts?: object) => {
  for (let i = 0; i < 2; i++) {
    const t = performance.now();
    const r = await client.query(text, [], opts);
    console.log(label, r.rows.length, (performance.now() - t).toFixed(0), 'ms');
  }
};
await q('json', `select json_agg(json_build_array(season, player_id, fixture_id, team_id, was_home, minutes, goals_scored, assists, expected_goals, expected_assists) order by id) as j from player_gameweeks where season in ('2022-23','2023-24','2024-25') and minutes > 0`);
await q('text', `select string_agg(concat_ws(',', season, player_id, fixture_id, team_id, was_home, minutes, goals_scored, assists, expected_goals, expected_assists), ';' order by id) as j from player_gameweeks where season in ('2022-23','2023-24','2024-25') and minutes > 0`);
await q('pg narrow', `select season, player_id, fixture_id, team_id, was_home, minutes, goals_scored, assists, expected_goals, expected_assists from player_gameweeks where season in ('2022-23','2023-24','2024-25') and minutes > 0 order by id`);
await q('pg narrow array', `select season, player_id, fixture_id, team_id, was_home, minutes, goals_scored, assists, expected_goals, expected_assists from player_gameweeks where season in ('2022-23','2023-24','2024-25') and minutes > 0 order by id`, { rowMode: 'array' });
await q('pg count', `select count(*) from player_gameweeks where season in ('2022-23','2023-24','2024-25') and minutes > 0`);
await q('hp', `select season, player_id, code, position_name from historical_players where season in ('2022-23','2023-24','2024-25')`);
await q('m', `select * from matches where season in ('2022-23','2023-24','2024-25')`);

{
  const { db: db2, close: c2 } = { db, close };
}

await close();
