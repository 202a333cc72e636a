import type { Preparing } from '@contracts/status';

/**
 * What the background preparation is doing, for `/api/status`: null when nothing is being prepared.
 * `version` changes with every update, so the status answer's memo knows when to refresh.
 */
export function preparationState() {
  let current: Preparing | null = null;
  let version = 0;
  return {
    get: (): Preparing | null => current,
    version: () => version,
    set(next: Preparing | null): void {
      current = next;
      version += 1;
    },
  };
}
export type PreparationState = ReturnType<typeof preparationState>;
