import type { FastifyInstance } from 'fastify';
import { upsetConfigSchema, type UpsetConfig } from '@contracts/api/upset-config';
import { ERROR_CODES } from '@contracts/errors';
import { ApiError } from '../http/api-error';
import type { UpsetConfigService } from '../services/upset-config';

/**
 * The upset configuration: read by anyone, written by a signed-in admin (the app's admin hook
 * guards every write under /api/admin/). Not cached: a save must show at the next request.
 */
export function registerUpsetConfigRoutes(app: FastifyInstance, service: UpsetConfigService): void {
  app.get('/api/admin/upset-config', () => service.get());
  // Saved by the signed-in admin (the guard names them on the request).
  app.post('/api/admin/upset-config', (req) => service.save(parseConfig(req.body), req.adminName ?? 'admin'));
  app.post('/api/admin/upset-config/reset', (req) => service.reset(req.adminName ?? 'admin'));
}

/**
 * The whole configuration or nothing: a missing, non-numeric or out-of-bounds field answers 400
 * `invalid_setting` naming each bad field with its bounds (the contract's messages).
 */
function parseConfig(body: unknown): UpsetConfig {
  const result = upsetConfigSchema.safeParse(body);
  if (result.success) return result.data;
  const messages = result.error.issues.map((issue) =>
    issue.path.length > 0 ? issue.message : 'The request body must be the full upset configuration',
  );
  throw new ApiError(400, ERROR_CODES.invalidSetting, [...new Set(messages)].join('; '));
}
