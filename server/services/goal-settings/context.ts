import type { GoalScoredContext } from '@contracts/api/goal-scored-context';
import { CONDITIONS, CONTEXT_KEYS, measureContextEffects, type MeasuredEffect } from '@engine/match-context';
import type { PlayedMatch } from '@engine/match-model';

export interface GoalScoredContextDeps {
  /** The stored seasons' played matches (the imported history). */
  matches: () => Promise<readonly PlayedMatch[]>;
}

/**
 * `GET /api/admin/goal-scored-settings/context`: every context condition with its rule, whether it
 * is applied and its measured effect over the stored seasons, computed on request and kept until
 * the stored matches change (a season imported).
 */
export function createGoalScoredContextService(deps: GoalScoredContextDeps) {
  let kept: { key: string; effects: Record<string, MeasuredEffect | null> } | null = null;

  function effectsOf(matches: readonly PlayedMatch[]) {
    const key = `${matches.length}:${matches.at(-1)?.kickoffMs ?? 0}`;
    if (kept?.key !== key) kept = { key, effects: measureContextEffects(matches) };
    return kept.effects;
  }

  return {
    async get(): Promise<GoalScoredContext> {
      const matches = await deps.matches();
      const effects = matches.length > 0 ? effectsOf(matches) : {};
      return {
        measured_seasons: [...new Set(matches.map((m) => m.season))].sort(),
        measured_matches: matches.length,
        conditions: CONTEXT_KEYS.map((key) => {
          const info = CONDITIONS[key];
          return {
            key,
            scope: info.scope,
            rule: info.rule,
            active: info.active,
            inactive_reason: info.inactiveReason,
            measured: effects[key] ?? null,
          };
        }),
      };
    },
  };
}
export type GoalScoredContextService = ReturnType<typeof createGoalScoredContextService>;
