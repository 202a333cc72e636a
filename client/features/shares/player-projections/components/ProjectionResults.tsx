import type { ReactNode } from 'react';
import { EmptyState, ErrorState } from '@/components/ui/state-blocks';
import type { PlayerRow, PlayerSort, SortKey } from '../lib/player-rows';
import { PlayerTable, type Column } from './PlayerTable';
import { TableSkeleton } from './TableSkeleton';

interface Props<R> {
  /** Whether the request failed; `onRetry` asks again. */
  failed: boolean;
  onRetry: () => void;
  /** Whether the answer is here to draw (the deferred value, not the query's). */
  ready: boolean;
  texts: { error: string; loading: string; empty: string; table: string };
  /** Summary cards drawn while loading, so the page does not move when they arrive. */
  cards: number;
  /** The count line above the table. */
  count: ReactNode;
  /** Drawn between the count line and the table (the goal screen's summary cards). */
  summary?: ReactNode;
  columns: readonly Column<R>[];
  table: {
    shown: readonly R[];
    sort: PlayerSort;
    onSort: (key: SortKey) => void;
    viewKey: string;
  };
}

/** A player projection screen below its filters: the error, loading, empty or table state. */
export function ProjectionResults<R extends PlayerRow>(props: Props<R>) {
  const { texts, table } = props;
  if (props.failed) return <ErrorState title={texts.error} onRetry={props.onRetry} />;
  if (!props.ready) return <TableSkeleton label={texts.loading} cards={props.cards} />;
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
          columns={props.columns}
          rows={table.shown}
          sort={table.sort}
          onSort={table.onSort}
        />
      )}
    </>
  );
}
