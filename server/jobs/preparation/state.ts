import type { Preparing } from '@contracts/status';

/**
 * What the background preparation is doing, for `/api/status`: null when nothing is being prepared.
 * `version` changes with every update, so the status answer's memo knows when to refresh.
 */
export function preparationState() {
  let current: Preparing | null = null;
  let version = 0;
  let finished = false;
  return {
    get: (): Preparing | null => current,
    /** True once the first start's seasons and measurements are done (or given up). */
    finished: () => finished,
    finish(): void {
      finished = true;
    },
    version: () => version,
    set(next: Preparing | null): void {
      current = next;
      version += 1;
    },
  };
}
export type PreparationState = ReturnType<typeof preparationState>;
