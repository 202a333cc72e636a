import { useQuery } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { byId } from '@contracts/game/bootstrap-index';
import { FilterSelect } from '@/components/players/FilterSelect';
import { positionNameOptions } from '@/components/positions';
import { Badge } from '@/components/ui/badge';
import { Spinner } from '@/components/ui/spinner';
import { EmptyState, ErrorState } from '@/components/ui/state-blocks';
import { useRemoveFromWatchlist } from './use-watchlist-mutations';
import { playerListQuery } from '@/api/relay';
import { priceAlertsQuery, watchlistQuery } from '@/api/watchlist';
import { AddPlayerDialog } from './components/AddPlayerDialog';
import { AlertsList } from './components/AlertsList';
import { WatchlistCard } from './components/WatchlistCard';
import { filterByPosition, latestAlertByItem } from './lib/alerts';

export default function WatchlistScreen() {
  const [position, setPosition] = useState('all');
  const watchlist = useQuery(watchlistQuery());
  const alerts = useQuery(priceAlertsQuery());
  // The slim player list (a sixth of the bootstrap): the cards read only each player's price.
  const playerList = useQuery(playerListQuery());
  const remove = useRemoveFromWatchlist();
  // A removed card takes its focused button with it: focus goes to the heading, not the page's start.
  const heading = useRef<HTMLHeadingElement>(null);

  const items = useMemo(() => watchlist.data ?? [], [watchlist.data]);
  const watched = useMemo(() => new Set(items.map((i) => i.playerId)), [items]);
  const players = useMemo(
    () => (playerList.data ? byId(playerList.data.elements) : undefined),
    [playerList.data],
  );
  const latest = useMemo(() => latestAlertByItem(alerts.data ?? []), [alerts.data]);
  const shown = filterByPosition(items, position);

  return (
    <>
      <div className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <div className="flex items-center gap-3">
            <h1
              ref={heading}
              tabIndex={-1}
              className="text-2xl font-bold tracking-tight text-brand-purple focus:outline-none sm:text-3xl"
            >
              My Watchlist
            </h1>
            {watchlist.data ? (
              <Badge variant="secondary" data-testid="watch-count">
                {items.length} {items.length === 1 ? 'player' : 'players'}
              </Badge>
            ) : null}
          </div>
          <p className="mt-1 max-w-3xl text-sm text-muted-foreground">
            Players you are keeping an eye on, kept for this browser: their prices, your targets and price
            alerts.
          </p>
        </div>
        <AddPlayerDialog watched={watched} />
      </div>
      {watchlist.isPending ? (
        <Spinner label="Loading your watchlist..." />
      ) : watchlist.isError ? (
        <ErrorState
          title="Failed to load your watchlist"
          message={watchlist.error.message}
          onRetry={() => void watchlist.refetch()}
        />
      ) : (
        <div className="grid gap-6 lg:grid-cols-3">
          <section aria-label="Watched players" className="flex min-w-0 flex-col gap-4 lg:col-span-2">
            <FilterSelect
              label="Filter by Position"
              value={position}
              options={positionNameOptions('All')}
              onChange={setPosition}
              className="sm:max-w-xs"
            />
            {items.length === 0 ? (
              <EmptyState
                title="No players in watchlist"
                message="Add players to track their price changes and performance."
              />
            ) : shown.length === 0 ? (
              <EmptyState
                title={`No ${position.toLowerCase()}s in your watchlist`}
                message="Choose another position or All."
              />
            ) : (
              <div className="grid gap-4 sm:grid-cols-2">
                {shown.map((item) => (
                  <WatchlistCard
                    key={item.id}
                    item={item}
                    priceNow={players?.get(item.playerId)?.now_cost ?? null}
                    latestAlert={latest.get(item.id)}
                    removing={remove.isPending && remove.variables === item.id}
                    onRemove={() => remove.mutate(item.id, { onSuccess: () => heading.current?.focus() })}
                  />
                ))}
              </div>
            )}
          </section>
          <AlertsList />
        </div>
      )}
    </>
  );
}
