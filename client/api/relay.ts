import { queryOptions } from '@tanstack/react-query';
import type { bootstrapStaticResponseSchema, fixturesResponseSchema } from '@contracts/api/relay';
import { CACHE_TIMES } from './cache-times';
import { readAs } from './read';

/** `GET /api/bootstrap-static`: players, clubs, positions and gameweeks, validated and unchanged. */
export const bootstrapQuery = () =>
  queryOptions({
    queryKey: ['/api/bootstrap-static'],
    queryFn: readAs<typeof bootstrapStaticResponseSchema>(),
    staleTime: CACHE_TIMES.baseData,
  });

/** `GET /api/fixtures`: every fixture of the season, validated and unchanged. */
export const fixturesQuery = () =>
  queryOptions({
    queryKey: ['/api/fixtures'],
    queryFn: readAs<typeof fixturesResponseSchema>(),
    staleTime: CACHE_TIMES.baseData,
  });
