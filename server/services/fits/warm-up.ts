/**
 * After a start, once the background preparation is done (past seasons, accuracy): the Open FPL
 * projections are computed once, which reads the stored fits after a restart (or fits on a first
 * start) and the season's inputs (finished gameweeks, past matches, the odds of every fixture). The
 * share, match and points screens read the same computations, so a manager's first request finds
 * them in memory instead of waiting for them. A failure only means the first request does the work.
 */
export async function warmProjections(
  openfpl: { projections(horizon: number): Promise<unknown> } | undefined,
  log: { info(line: string): void; warn(line: string): void },
): Promise<void> {
  if (!openfpl) return;
  const started = performance.now();
  try {
    await openfpl.projections(1);
    log.info(`Projections ready in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  } catch (err) {
    log.warn(
      `Projections not prepared after the start (${(err as Error).message}): the first request computes them`,
    );
  }
}
