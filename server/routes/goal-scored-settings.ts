import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { GoalScoredAdminService } from '../services/goal-settings/admin';
import type { GoalScoredContextService } from '../services/goal-settings/context';
import type { GoalScoredSettingsService } from '../services/goal-settings/settings';

export interface GoalScoredSettingsRouteServices {
  goalScoredSettings: GoalScoredSettingsService;
  goalScoredAdmin: GoalScoredAdminService;
  goalScoredContext: GoalScoredContextService;
}

/** Who saves: the signed-in admin the sign-in hook put on the request. */
const adminName = (request: FastifyRequest) => request.adminName ?? 'admin';

/**
 * The goal-scored settings of the admin portal. Not cached: an admin's save must show at once.
 * Writes need an admin session (the app's one hook on /api/admin/ writes). `/context`: each context
 * multiplier's rule, whether it is applied, and its measured effect (the portal's data column).
 */
export function registerGoalScoredSettingsRoutes(
  app: FastifyInstance,
  services: GoalScoredSettingsRouteServices,
): void {
  const { goalScoredSettings, goalScoredAdmin, goalScoredContext } = services;
  app.get('/api/admin/goal-scored-settings', () => goalScoredSettings.get());
  app.put('/api/admin/goal-scored-settings', (request) =>
    goalScoredAdmin.save(request.body, adminName(request)),
  );
  app.post('/api/admin/goal-scored-settings/reset', (request) => goalScoredAdmin.reset(adminName(request)));
  app.get('/api/admin/goal-scored-settings/context', () => goalScoredContext.get());
  app.get('/api/admin/goal-scored-settings/defaults', () => goalScoredAdmin.defaults());
}
