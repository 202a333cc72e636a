import type { ReactNode } from 'react';
import { EmptyState, ErrorState } from '@/components/ui/state-blocks';
import type { PlayerRow, PlayerSort, SortKey } from '../lib/player-rows';
import { PlayerTable, type Column } from './PlayerTable';
import { TableSkeleton } from './TableSkeleton';

/** What a screen says and draws in its states: fixed per screen. */
export interface ResultsView<R> {
  texts: { error: string; loading: string; empty: string; table: string };
  /** Summary cards drawn while loading, so the page does not move when they arrive. */
  cards: number;
  columns: readonly Column<R>[];
}

interface Props<R> {
  /** The read: whether it failed, and how to ask again. */
  query: { isError: boolean; refetch: () => unknown };
  /** Whether the answer is here to draw (the deferred value, not the query's). */
  ready: boolean;
  view: ResultsView<R>;
  /** The count line above the table. */
  count: ReactNode;
  /** Drawn between the count line and the table (the goal screen's summary cards). */
  summary?: ReactNode;
  table: {
    shown: readonly R[];
    sort: PlayerSort;
    onSort: (key: SortKey) => void;
    viewKey: string;
  };
}

/** A player projection screen below its filters: the error, loading, empty or table state. */
export function ProjectionResults<R extends PlayerRow>(props: Props<R>) {
  const { query, view, table } = props;
  const { texts } = view;
  if (query.isError) return <ErrorState title={texts.error} onRetry={() => void query.refetch()} />;
  if (!props.ready) return <TableSkeleton label={texts.loading} cards={view.cards} />;
  return (
    <>
      <p className="mb-3 h-6 text-sm" aria-live="polite">
        {props.count}
      </p>
      {props.summary}
      {table.shown.length === 0 ? (
        <EmptyState title={texts.empty} />
      ) : (
        <PlayerTable
          key={table.viewKey}
          label={texts.table}
          columns={view.columns}
          rows={table.shown}
          sort={table.sort}
          onSort={table.onSort}
        />
      )}
    </>
  );
}
