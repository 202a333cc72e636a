import type { FastifyInstance } from 'fastify';
import type { GoalScoredContextService } from '../services/goal-scored-context';
import type { GoalScoredSettingsService } from '../services/goal-scored-settings';

/** Read-only for now; the admin portal's save and reset come with the admin issue. Not cached:
 * an admin's save must show at once. `/context`: each context multiplier's rule, whether it is
 * applied, and its measured effect (the portal's Measured column). */
export function registerGoalScoredSettingsRoutes(
  app: FastifyInstance,
  service: GoalScoredSettingsService,
  context: GoalScoredContextService,
): void {
  app.get('/api/admin/goal-scored-settings', () => service.get());
  app.get('/api/admin/goal-scored-settings/context', () => context.get());
}
