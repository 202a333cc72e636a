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

/** Adds a player, then says so in a toast (or why it failed) and refreshes both lists. */
export function useAddToWatchlist() {
  const refresh = useRefreshWatchlist();
  return useMutation({
    mutationFn: (body: AddPlayerRequest) => addToWatchlist(body),
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

/** Removes a watched player, then says so in a toast (or why it failed) and refreshes both lists. */
export function useRemoveFromWatchlist() {
  const refresh = useRefreshWatchlist();
  return useMutation({
    mutationFn: removeFromWatchlist,
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
