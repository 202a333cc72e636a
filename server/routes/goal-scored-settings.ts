import type { FastifyInstance } from 'fastify';
import type { GoalScoredSettingsService } from '../services/goal-scored-settings';

/** Read-only for now; the admin portal's save and reset come with the admin issue. Not cached:
 * an admin's save must show at once. */
export function registerGoalScoredSettingsRoutes(
  app: FastifyInstance,
  service: GoalScoredSettingsService,
): void {
  app.get('/api/admin/goal-scored-settings', () => service.get());
}
