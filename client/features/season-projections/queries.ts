import { queryOptions } from '@tanstack/react-query';
import type { seasonProjectionsResponseSchema } from '@contracts/api/shares';
import { CACHE_TIMES } from '@/api/cache-times';
import { readAs } from '@/api/read';

/** `GET /api/season-projections`: computed from the game's base data, kept as long as it. */
export const seasonProjectionsQuery = () =>
  queryOptions({
    queryKey: ['/api/season-projections'],
    queryFn: readAs<typeof seasonProjectionsResponseSchema>(),
    staleTime: CACHE_TIMES.baseData,
  });
