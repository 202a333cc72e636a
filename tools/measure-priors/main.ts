import { databaseFor, loadConfig } from '../../server/config';
import { openDatabase } from '../../server/db/client';
import { matchesRepository } from '../../server/db/repositories/matches';
import { pastAppearances } from '../../server/db/repositories/past-appearances';
import { historyRepository } from '../../server/db/repositories/past-seasons';
import { measurePriors, report } from './measure';

/**
 * `npm run measure-priors`: the season-start priors measured on every imported season (the real
 * database: DATABASE_URL, or PGlite under DATA_DIR): the promoted prior of the match model and the
 * share model's mover factors, printed.
 */
async function main(): Promise<void> {
  const database = await openDatabase(databaseFor(loadConfig(process.env), 'live'));
  try {
    const seasons = (await historyRepository(database.db).listSeasons()).map((s) => s.label).sort();
    if (seasons.length < 2) {
      console.error('Fewer than two past seasons are imported: nothing to measure.');
      process.exitCode = 1;
      return;
    }
    const matches = matchesRepository(database.db);
    const [rows, played] = await Promise.all([
      pastAppearances(database.db, seasons, matches),
      matches.played({ seasons }),
    ]);
    for (const l of report(measurePriors(rows, played))) console.log(l);
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
