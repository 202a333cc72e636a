import { Worker } from 'node:worker_threads';

/** HiGHS options for every solve: quiet, seeded, optimality proven to a hundredth of a point. */
const OPTIONS = {
  output_flag: false,
  mip_rel_gap: 0,
  mip_abs_gap: 0.01,
  random_seed: 0,
  // More effort on heuristics than the default 0.05: under a time limit a good plan matters more than the bound.
  mip_heuristic_effort: 0.5,
};

/** Wall-clock seconds after which HiGHS stops whatever the CPU limit: a backstop on a very busy machine. */
const WALL_LIMIT_SECONDS = 20;

/**
 * When a solve stops: after CPU seconds (the app: an answer in time, the best plan found by then),
 * or by a rule that does not depend on the machine's load (a backtest: the same command gives the
 * same plans), at a relative gap to HiGHS's bound or after a number of branch-and-bound nodes.
 */
export type SolveLimit = { cpuSeconds: number } | { relativeGap: number; maxNodes: number };

interface SolveRequest {
  id: number;
  lp: string;
  options: typeof OPTIONS & { time_limit?: number; mip_max_nodes?: number };
  /** CPU seconds the solve may use before it stops with the best plan found; null for no limit. */
  cpuLimitSeconds: number | null;
  /** Column values of a feasible plan to start from (HiGHS completes the rest). */
  start: Record<string, number>;
}
/** What solver-worker.mjs answers: HiGHS's status, objective and the squad columns at 1. */
interface SolveReply {
  id: number;
  status: string;
  objective: number | null;
  /** Relative gap between the plan and the best bound when the solve stopped. */
  gap: number | null;
  squadColumns: string[];
  seconds: number;
  /** CPU seconds of the process during the solve (the worker's, as the rest of the process waits). */
  cpuSeconds: number;
  error?: string;
}
export type SolveResult = Omit<SolveReply, 'id'>;

/**
 * A HiGHS solver in one long-lived worker thread, started on first use (loading the WebAssembly
 * costs about a tenth of a second once). Solves queue in the worker, one at a time. A crashed
 * worker fails what it held and is started again on the next solve.
 */
export function createSolver() {
  let worker: Worker | null = null;
  let next = 1;
  const pending = new Map<number, { resolve: (r: SolveResult) => void; reject: (e: Error) => void }>();

  function spawn(): Worker {
    const w = new Worker(new URL('./solver-worker.mjs', import.meta.url));
    w.on('message', (reply: SolveReply) => {
      const waiting = pending.get(reply.id);
      pending.delete(reply.id);
      if (pending.size === 0) w.unref();
      waiting?.resolve(reply);
    });
    const fail = (err: Error) => {
      for (const p of pending.values()) p.reject(err);
      pending.clear();
      worker = null;
    };
    w.on('error', fail);
    w.on('exit', (code) => fail(new Error(`solver worker exited (${code})`)));
    w.unref();
    return w;
  }

  return {
    solve(lp: string, start: Record<string, number>, limit: SolveLimit): Promise<SolveResult> {
      worker ??= spawn();
      const id = next++;
      const request: SolveRequest =
        'cpuSeconds' in limit
          ? {
              id,
              lp,
              options: { ...OPTIONS, time_limit: Math.max(WALL_LIMIT_SECONDS, limit.cpuSeconds) },
              cpuLimitSeconds: limit.cpuSeconds,
              start,
            }
          : {
              id,
              lp,
              // No clock at all (HiGHS's time_limit stays unlimited): HiGHS in WebAssembly runs on
              // one thread, so the same model and options take the same path to the same plan
              // however busy the machine is.
              options: { ...OPTIONS, mip_rel_gap: limit.relativeGap, mip_max_nodes: limit.maxNodes },
              cpuLimitSeconds: null,
              start,
            };
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject });
        // Held while a solve is pending, so a script waiting on it does not exit early.
        worker!.ref();
        worker!.postMessage(request);
      });
    },
    async close(): Promise<void> {
      const w = worker;
      worker = null;
      await w?.terminate();
    },
  };
}
export type Solver = ReturnType<typeof createSolver>;
