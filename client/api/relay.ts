import { queryOptions } from '@tanstack/react-query';
import { bootstrapStaticResponseSchema, fixturesResponseSchema } from '@contracts/api/relay';
import { CACHE_TIMES } from './cache-times';
import { readWith } from './read';

/** `GET /api/bootstrap-static`: players, clubs, positions and gameweeks, validated and unchanged. */
export const bootstrapQuery = () =>
  queryOptions({
    queryKey: ['/api/bootstrap-static'],
    queryFn: readWith(bootstrapStaticResponseSchema),
    staleTime: CACHE_TIMES.baseData,
  });

/** `GET /api/fixtures`: every fixture of the season, validated and unchanged. */
export const fixturesQuery = () =>
  queryOptions({
    queryKey: ['/api/fixtures'],
    queryFn: readWith(fixturesResponseSchema),
    staleTime: CACHE_TIMES.baseData,
  });
