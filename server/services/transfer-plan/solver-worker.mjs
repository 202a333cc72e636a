// The worker thread that runs HiGHS (decision record 0014): a solve blocks its thread for up to
// seconds, so it never runs on the server's event loop. Plain JavaScript, so it starts without
// the TypeScript loader. One request at a time, in order; only the squad columns (names starting
// with "s") at 1 are sent back. Messages: see SolveRequest and SolveReply in solver.ts.
import { parentPort } from 'node:worker_threads';
import loadHighs from 'highs';

const highs = loadHighs();

// HiGHS's model status codes (types.d.ts ModelStatusCode) as the answer names them.
// An interrupt (17) is this worker's own deadline, so it is reported as the time limit it is.
// A node limit (a deterministic stop, solver.ts SolveLimit) is reported as a limit like the time's.
const STATUS = { 7: 'optimal', 8: 'infeasible', 13: 'time_limit', 16: 'node_limit', 17: 'time_limit' };

// Start columns the model does not have (no hits in a chip week) are skipped.
function columnIndex(model, name) {
  try {
    const index = model.getColByName(name);
    return index >= 0 ? index : null;
  } catch {
    return null;
  }
}

function solve(solver, req) {
  const model = solver.createModel({ format: 'lp', data: req.lp });
  try {
    model.options.set(req.options);
    // A feasible start (the squad kept as it is) so a time limit still leaves a plan.
    const start = Object.entries(req.start).flatMap(([name, value]) => {
      const index = columnIndex(model, name);
      return index === null ? [] : [[index, value]];
    });
    if (start.length > 0)
      model.setSolution({ indices: start.map(([i]) => i), values: start.map(([, v]) => v) });
    // The limit is on CPU time, checked at HiGHS's interrupt checkpoints: on a shared machine the
    // wall clock also counts others' work, and a plan should not get worse because the machine is
    // busy. HiGHS's own time_limit (wall clock) stays as the backstop.
    const cpuBefore = process.cpuUsage();
    const stopLate = (event) => {
      const used = process.cpuUsage(cpuBefore);
      if (req.cpuLimitSeconds !== null && used.user + used.system > req.cpuLimitSeconds * 1e6)
        event.interrupt();
    };
    model.run({ 1: stopLate, 6: stopLate });
    const code = model.getModelStatus();
    const values = model.getSolution().colValue;
    const squadColumns = [];
    for (let i = 0; i < values.length; i++) {
      if (values[i] > 0.5) {
        const name = model.getColName(i);
        if (name.startsWith('s')) squadColumns.push(name);
      }
    }
    const gap = Number(model.info.get('mip_gap'));
    return {
      status: STATUS[code] ?? `status_${code}`,
      objective: squadColumns.length > 0 ? model.getObjectiveValue() : null,
      gap: Number.isFinite(gap) ? gap : null,
      squadColumns,
    };
  } finally {
    model.dispose();
  }
}

parentPort.on('message', (req) => {
  void highs.then((solver) => {
    const started = performance.now();
    // The process's CPU time beside the wall time: on a shared machine the two differ widely.
    const cpuBefore = process.cpuUsage();
    try {
      const result = solve(solver, req);
      const cpu = process.cpuUsage(cpuBefore);
      parentPort.postMessage({
        id: req.id,
        ...result,
        seconds: (performance.now() - started) / 1000,
        cpuSeconds: (cpu.user + cpu.system) / 1e6,
      });
    } catch (err) {
      const error = err instanceof Error ? err.message : String(err);
      parentPort.postMessage({
        id: req.id,
        status: 'error',
        objective: null,
        gap: null,
        squadColumns: [],
        seconds: 0,
        cpuSeconds: 0,
        error,
      });
    }
  });
});
