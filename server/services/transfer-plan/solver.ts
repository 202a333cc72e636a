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

interface SolveRequest {
  id: number;
  lp: string;
  options: typeof OPTIONS & { time_limit: number };
  /** CPU seconds the solve may use before it stops with the best plan found. */
  cpuLimitSeconds: number;
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
    solve(lp: string, start: Record<string, number>, cpuLimitSeconds: number): Promise<SolveResult> {
      worker ??= spawn();
      const id = next++;
      const options = { ...OPTIONS, time_limit: Math.max(WALL_LIMIT_SECONDS, cpuLimitSeconds) };
      const request: SolveRequest = { id, lp, options, cpuLimitSeconds, start };
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
