import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createTransferPlanService } from '../../server/services/transfer-plan/service';
import { createSolver } from '../../server/services/transfer-plan/solver';
import { LEAGUE_ENTRIES, realSeason } from '../../server/services/transfer-plan/testing/real-season';

/**
 * npm run bench:optimiser [-- --horizon 6 --managers 20 --as-of 29 --data DIR]
 * Plans for real squads: the recorded 2025-26 league's managers as of a gameweek (their picks and
 * transfers replayed), the points model on that season, each plan solved in the HiGHS worker as
 * the API solves it. Prints each manager's solve and the p50/p95 of the solve and of the whole
 * answer (the points model is built once first and not timed), and the CPU seconds of the solves
 * with the machine's load average, since others' work on a shared machine lengthens the wall time.
 * Target: p95 of 3 s for 6 gameweeks.
 */
const { values } = parseArgs({
  options: {
    horizon: { type: 'string', default: '6' },
    managers: { type: 'string', default: '20' },
    'as-of': { type: 'string', default: '29' },
    data: {
      type: 'string',
      default: path.resolve(import.meta.dirname, '../../../shared/fpl-data/api/2025-26'),
    },
  },
});
const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)] ?? NaN;
};

async function main() {
  const horizon = Number(values.horizon);
  const load = os.loadavg()[0]!.toFixed(1);
  const season = await realSeason(values.data, Number(values['as-of']));
  for (let h = 1; h <= horizon; h++) await season.projections(h);
  const solver = createSolver();
  // CPU seconds of each plan's solves: on a shared machine the wall time also counts others' work.
  let cpu = 0;
  const counted = {
    ...solver,
    solve: async (...args: Parameters<typeof solver.solve>) => {
      const r = await solver.solve(...args);
      cpu += r.cpuSeconds;
      return r;
    },
  };
  const plan = createTransferPlanService({ ...season, solver: counted });
  const solves: number[] = [];
  const answers: number[] = [];
  const cpus: number[] = [];
  console.log(
    'manager    candidates  status      solve s  cpu s  answer s  gap      plan pts  keep pts  hits',
  );
  for (const id of LEAGUE_ENTRIES.slice(0, Number(values.managers))) {
    const started = performance.now();
    cpu = 0;
    const a = await plan(id, { horizon });
    cpus.push(cpu);
    const wall = (performance.now() - started) / 1000;
    solves.push(a.solver.seconds);
    answers.push(wall);
    const hits = a.gameweeks.reduce((s, w) => s + w.hits, 0);
    console.log(
      [
        String(id).padEnd(10),
        String(a.candidates).padStart(10),
        a.solver.status.padEnd(10),
        a.solver.seconds.toFixed(2).padStart(8),
        cpu.toFixed(2).padStart(5),
        wall.toFixed(2).padStart(8),
        (a.solver.gap ?? 0).toFixed(4).padStart(7),
        a.projected_points.toFixed(1).padStart(8),
        a.projected_points_keep.toFixed(1).padStart(8),
        String(hits).padStart(5),
      ].join('  '),
    );
  }
  await solver.close();
  console.log(`\n${horizon} gameweeks, ${answers.length} managers:`);
  console.log(
    `solve   p50 ${quantile(solves, 0.5).toFixed(2)} s  p95 ${quantile(solves, 0.95).toFixed(2)} s`,
  );
  console.log(`cpu     p50 ${quantile(cpus, 0.5).toFixed(2)} s  p95 ${quantile(cpus, 0.95).toFixed(2)} s`);
  console.log(`load average before and after: ${load} / ${os.loadavg()[0]!.toFixed(1)} (2 cores)`);
  console.log(
    `answer  p50 ${quantile(answers, 0.5).toFixed(2)} s  p95 ${quantile(answers, 0.95).toFixed(2)} s`,
  );
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
