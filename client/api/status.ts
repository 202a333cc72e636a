import { queryOptions } from '@tanstack/react-query';
import type { statusSchema } from '@contracts/status';
import { readAs } from './read';

/**
 * `GET /api/status`. Fetched once per page load: only the screens that say so poll, so the status
 * dot does not refresh by itself.
 */
export const statusQuery = () =>
  queryOptions({ queryKey: ['/api/status'], queryFn: readAs<typeof statusSchema>() });
