import { useMutation, useQueryClient } from '@tanstack/react-query';
import { watchlistItemSchema } from '@contracts/api/watchlist';
import { toast } from '@/components/ui/use-toast';
import { apiRequest, ApiError } from '@/lib/api';
import type { AddPlayerRequest } from '../lib/form';
import { PRICE_ALERTS_KEY, WATCHLIST_KEY } from './queries';

/**
 * The spec's failure text, followed by the server's own message when it sent one (a field it
 * refused, a player already watched), so the user learns what to change.
 */
export function failureText(base: string, error: unknown): string {
  return error instanceof ApiError && error.body ? `${base}: ${error.body.message}` : base;
}

/** Both lists belong to the same owner: alerts go with their items. */
function useRefreshWatchlist() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: WATCHLIST_KEY }),
      queryClient.invalidateQueries({ queryKey: PRICE_ALERTS_KEY }),
    ]);
}

/** `POST /api/watchlist`, with the spec's toasts (spec 000 §8). */
export function useAddToWatchlist() {
  const refresh = useRefreshWatchlist();
  return useMutation({
    mutationFn: async (body: AddPlayerRequest) =>
      watchlistItemSchema.parse(await apiRequest('POST', '/api/watchlist', body)),
    onSuccess: async () => {
      toast({ title: 'Success', description: 'Player added to watchlist' });
      await refresh();
    },
    onError: (error) =>
      toast({
        title: 'Error',
        description: failureText('Failed to add player to watchlist', error),
        variant: 'destructive',
      }),
  });
}

/** `DELETE /api/watchlist/{id}`, with the spec's toasts. */
export function useRemoveFromWatchlist() {
  const refresh = useRefreshWatchlist();
  return useMutation({
    mutationFn: async (id: number) => {
      await apiRequest('DELETE', `/api/watchlist/${id}`);
    },
    onSuccess: async () => {
      toast({ title: 'Success', description: 'Player removed from watchlist' });
      await refresh();
    },
    onError: (error) =>
      toast({
        title: 'Error',
        description: failureText('Failed to remove player from watchlist', error),
        variant: 'destructive',
      }),
  });
}
