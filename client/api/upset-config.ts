import { queryOptions } from '@tanstack/react-query';
import { upsetConfigResponseSchema, type UpsetConfig } from '@contracts/api/upset-config';
import { apiRequest } from './http';
import { readWith } from './read';

export const UPSET_CONFIG_KEY = ['/api/admin/upset-config'] as const;

/** `GET /api/admin/upset-config`: the configuration in force, the defaults and the last save. */
export const upsetConfigQuery = () =>
  queryOptions({ queryKey: UPSET_CONFIG_KEY, queryFn: readWith(upsetConfigResponseSchema) });

/** `POST /api/admin/upset-config`: stores the whole configuration; answers like the GET. */
export async function saveUpsetConfig(config: UpsetConfig) {
  return upsetConfigResponseSchema.parse(await apiRequest('POST', '/api/admin/upset-config', config));
}

/** `POST /api/admin/upset-config/reset`: stores the defaults; answers like the GET. */
export async function resetUpsetConfig() {
  return upsetConfigResponseSchema.parse(await apiRequest('POST', '/api/admin/upset-config/reset'));
}
