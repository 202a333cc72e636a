import { simulateLeague } from '@engine/match-model/testing/simulated-league';
import { createWorkerPool } from '../pool';

/**
 * Fits one match model in the pool and returns without closing it: the process should wait for
 * the answer, print it, then exit on its own (pool.test.ts), as a command that fits must.
 */
const pool = createWorkerPool(1);
const { matches } = simulateLeague({ seed: 3, clubs: 6, seasons: 1, firstSeasonYear: 2022 });
const model = await pool.run('fitMatchModel', {
  matches,
  asOfMs: Math.max(...matches.map((m) => m.kickoffMs)) + 1,
});
console.log(`fitted ${model.attack.size} clubs`);
