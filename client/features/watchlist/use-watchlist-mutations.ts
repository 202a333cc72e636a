import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@/api/http';
import { addToWatchlist, PRICE_ALERTS_KEY, removeFromWatchlist, WATCHLIST_KEY } from '@/api/watchlist';
import { toast } from '@/components/ui/use-toast';
import type { AddPlayerRequest } from './lib/form';

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

/** A watchlist write: a toast says it is `done` (or why it `failed`), then both lists are read again. */
function useWatchlistWrite<Input>(
  mutationFn: (input: Input) => Promise<unknown>,
  done: string,
  failed: string,
) {
  const refresh = useRefreshWatchlist();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      toast({ title: 'Success', description: done });
      await refresh();
    },
    onError: (error) =>
      toast({ title: 'Error', description: failureText(failed, error), variant: 'destructive' }),
  });
}

export const useAddToWatchlist = () =>
  useWatchlistWrite(
    (body: AddPlayerRequest) => addToWatchlist(body),
    'Player added to watchlist',
    'Failed to add player to watchlist',
  );

export const useRemoveFromWatchlist = () =>
  useWatchlistWrite(
    removeFromWatchlist,
    'Player removed from watchlist',
    'Failed to remove player from watchlist',
  );
