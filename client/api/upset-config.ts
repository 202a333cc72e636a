import type { upsetConfigResponseSchema, UpsetConfig } from '@contracts/api/upset-config';
import { apiRequest } from './http';
import { readQuery, type Parsed } from './read';

export const UPSET_CONFIG_KEY = ['/api/admin/upset-config'] as const;

/** `GET /api/admin/upset-config`: the configuration in force, the defaults and the last save. */
export const upsetConfigQuery = () => readQuery<typeof upsetConfigResponseSchema>(UPSET_CONFIG_KEY);

/** `POST /api/admin/upset-config`: stores the whole configuration; answers like the GET. */
export async function saveUpsetConfig(config: UpsetConfig) {
  return (await apiRequest('POST', '/api/admin/upset-config', config)) as Parsed<
    typeof upsetConfigResponseSchema
  >;
}

/** `POST /api/admin/upset-config/reset`: stores the defaults; answers like the GET. */
export async function resetUpsetConfig() {
  return (await apiRequest('POST', '/api/admin/upset-config/reset')) as Parsed<
    typeof upsetConfigResponseSchema
  >;
}
