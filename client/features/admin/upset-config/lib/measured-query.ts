import { queryOptions } from '@tanstack/react-query';
import type { predictedScoresResponseSchema, PredictedScoresResponse } from '@contracts/api/predicted-scores';
import { readAs } from '@/api/read';

/**
 * Predicted Scores' measured hit rates (over the season's finished matches, whatever the filter),
 * asked with the smallest range so the answer carries few rows. Refetched after every save.
 */
export const measuredQuery = () =>
  queryOptions({
    queryKey: ['/api/predicted-scores', { start_gw: 1, end_gw: 1, status: 'finished' }],
    queryFn: readAs<typeof predictedScoresResponseSchema>(),
    select: (answer: PredictedScoresResponse) => answer.measured,
  });
