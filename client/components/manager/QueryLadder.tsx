import type { UseQueryResult } from '@tanstack/react-query';
import { UserSearch } from 'lucide-react';
import type { ReactNode } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { EmptyState, ErrorState } from '@/components/ui/state-blocks';
import type { BootstrapStatic } from '@contracts/fpl/bootstrap';
import { errorDetail } from './lib/error-detail';
import { MESSAGES } from './messages';

interface QueryLadderProps<T> {
  query: UseQueryResult<T>;
  loadingLabel: string;
  errorTitle: string;
  children: (data: T) => ReactNode;
}

/**
 * What every manager screen shows for one read: a spinner while it loads, the failure with the API's
 * own detail and a Retry button, or the data.
 */
export function QueryLadder<T>({ query, loadingLabel, errorTitle, children }: QueryLadderProps<T>) {
  if (query.isPending) return <Spinner label={loadingLabel} />;
  if (query.isError) {
    return (
      <ErrorState
        title={errorTitle}
        message={errorDetail(query.error)}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return <>{children(query.data)}</>;
}

/** Before the first search: what entering an ID will show, e.g. "their live rank". */
export function NoManagerSelected({ shows }: { shows: string }) {
  return (
    <EmptyState
      icon={UserSearch}
      title="No manager selected"
      message={`Enter a manager ID above to see ${shows}.`}
    />
  );
}

/**
 * Before a manager ID is entered, what entering one will show (`shows`, e.g. "their team"), at once:
 * it needs no data, so it does not wait for the base data (a screen may not even ask for it yet).
 * Once an ID is entered, the game's base data, then what `children` shows for that manager.
 */
export function BaseDataLadder({
  bootstrap,
  managerId,
  shows,
  children,
}: {
  bootstrap: UseQueryResult<BootstrapStatic>;
  managerId: string | null;
  shows: string;
  children: (base: BootstrapStatic, managerId: string) => ReactNode;
}) {
  if (managerId === null) return <NoManagerSelected shows={shows} />;
  return (
    <QueryLadder query={bootstrap} loadingLabel={MESSAGES.loadingFplData} errorTitle={MESSAGES.fplDataFailed}>
      {(base) => children(base, managerId)}
    </QueryLadder>
  );
}

/**
 * Once a manager ID is entered, the manager's summary and then what `children` shows with it; before
 * that, what entering one will show (`shows`, e.g. "their leagues").
 */
export function ManagerLadder<T>({
  manager,
  managerId,
  shows,
  children,
}: {
  manager: UseQueryResult<T>;
  managerId: string | null;
  shows: string;
  children: (summary: T, managerId: string) => ReactNode;
}) {
  if (managerId === null) return <NoManagerSelected shows={shows} />;
  return (
    <QueryLadder query={manager} loadingLabel="Loading manager data..." errorTitle={MESSAGES.managerFailed}>
      {(summary) => children(summary, managerId)}
    </QueryLadder>
  );
}
