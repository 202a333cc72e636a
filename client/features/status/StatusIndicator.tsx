import { useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { useEffect, useRef } from 'react';
import { TriangleAlert } from 'lucide-react';
import type { Preparing, Status } from '@contracts/status';
import { badgeVariants } from '@/components/ui/badge-variants';
import { useServedStaleData } from '@/api/data-freshness';
import { formatDateTime, formatRelativeTime } from '@/lib/format';
import { preparingLine } from '@/lib/preparing';
import { useNow } from '@/lib/use-now';
import { statusQuery } from '@/api/status';
import { StatusBand } from './StatusBand';

const KIND_LABEL: Record<Status['source']['kind'], string> = {
  live: 'Live',
  snapshot: 'Snapshot',
  demo: 'Demo data',
};

const KIND_EXPLANATION: Record<Status['source']['kind'], string> = {
  live: 'Relayed from the official game as it changes.',
  snapshot: 'A recorded copy of the official game; it does not change.',
  demo: '— an invented season, not the real game.',
};

/**
 * Compact line in the shell: which data source is in use, which season and gameweek, and how fresh.
 * Loaded beside the screen's code; it suspends until the first status answer is in (usually already in
 * the page), so the shell shows the screen with the line's final height. A failed request, or an answer
 * it cannot show, throws to the shell's boundary, which shows "Status unavailable" and the screen: the
 * client does not re-validate answers.
 */
export function StatusIndicator() {
  const { data } = useSuspenseQuery({
    ...statusQuery(),
    // While the server prepares (past seasons, accuracy), the line follows its progress.
    refetchInterval: (query) => (query.state.data?.preparing ? PREPARING_POLL_MS : false),
  });
  useRefreshWhenPrepared(data.preparing);
  return (
    <StatusBand demo={data.source.kind === 'demo'}>
      <StatusDetails status={data} />
    </StatusBand>
  );
}

const PREPARING_POLL_MS = 3000;

/** A step's end (or a finished measurement) changes what screens show: their data is asked for again. */
function useRefreshWhenPrepared(preparing: Preparing | null) {
  const client = useQueryClient();
  const previous = useRef(preparing);
  useEffect(() => {
    const before = previous.current;
    previous.current = preparing;
    if (!before) return;
    const ended = preparing?.step !== before.step;
    const measured = preparing?.step === 'measuring' && preparing.done > before.done;
    if (ended || measured)
      void client.invalidateQueries({ predicate: (q) => q.queryKey[0] !== statusQuery().queryKey[0] });
  }, [client, preparing]);
}

// The spec's footer sentence is only true of live data, so other sources say what they are.
const SOURCE_NOTE = {
  live: null,
  snapshot: 'Right now it shows a recorded snapshot of the game, which does not change.',
  demo: 'Right now it shows demo data: an invented season, not the real game.',
} as const;

/** The footer's sentence on the data source, once the status is known. */
export function SourceNote() {
  const { data } = useQuery(statusQuery());
  const note = data ? SOURCE_NOTE[data.source.kind] : null;
  return note ? ` ${note}` : null;
}

/** 'a, b and c' */
const listed = (items: readonly string[]) =>
  items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)!}`;

/** What a replay shows as it was and what it shows as recorded at the season's end. */
export function replayLine(replay: NonNullable<Status['replay']>): string {
  const as = `Replayed as of the end of gameweek ${replay.gameweek}`;
  if (replay.asRecorded.length === 0) return `${as}.`;
  return `${as}; ${listed(replay.asRecorded)} are as recorded at the end of the season.`;
}

function StatusDetails({ status }: { status: Status }) {
  const now = useNow(30_000);
  const {
    source,
    season,
    currentGameweek,
    lastFetchedAt,
    stale,
    upstreamError,
    dataWarnings,
    demo,
    preparing,
    replay,
  } = status;
  // A screen may get a stale copy after the status was fetched: its response says so.
  const servedStale = useServedStaleData();
  return (
    <>
      {/* Inline spans so the label and its explanation wrap as one sentence on phones. */}
      <span>
        <span
          className={badgeVariants({
            variant: source.kind === 'live' ? 'success' : source.kind === 'demo' ? 'default' : 'secondary',
          })}
        >
          {KIND_LABEL[source.kind]}
        </span>{' '}
        <span className={clsx(source.kind === 'demo' && 'font-semibold')}>
          {KIND_EXPLANATION[source.kind]}
        </span>
      </span>
      <span>
        Season {season ?? 'unknown'} ·{' '}
        {currentGameweek === null ? 'Before the season' : `Gameweek ${currentGameweek}`} ·{' '}
        {lastFetchedAt === null ? (
          'Not fetched yet'
        ) : (
          <>
            Data fetched{' '}
            <time dateTime={lastFetchedAt} title={formatDateTime(lastFetchedAt)}>
              {formatRelativeTime(lastFetchedAt, now)}
            </time>
          </>
        )}
      </span>
      {replay ? <span data-testid="replay">{replayLine(replay)}</span> : null}
      {stale || servedStale ? (
        <span className={badgeVariants({ variant: 'warning' })}>
          <TriangleAlert aria-hidden="true" className="size-3" />
          Stale: the official game is not answering, showing the last copy
        </span>
      ) : null}
      {upstreamError ? (
        <span className="font-medium text-warning">
          The official game cannot be read just now: {upstreamError}
        </span>
      ) : null}
      {dataWarnings.length > 0 ? (
        <span className="text-warning" title={dataWarnings.join('; ')}>
          Some official data is incomplete ({dataWarnings.length}{' '}
          {dataWarnings.length === 1 ? 'field' : 'fields'}): figures that use it show defaults
        </span>
      ) : null}
      {preparing ? (
        <span role="status" data-testid="preparing" className="font-medium">
          {preparingLine(preparing)}
        </span>
      ) : null}
      {source.selectedBy === 'auto' && source.reason ? (
        <span>Chosen automatically: {source.reason}</span>
      ) : null}
      {demo ? <DemoIds managerIds={demo.managerIds} leagueIds={demo.leagueIds} /> : null}
    </>
  );
}

/** The demo lists its most interesting ids first; three of each fit one line on a phone. */
const DEMO_IDS_SHOWN = 3;

function DemoIds(props: { managerIds: number[]; leagueIds: number[] }) {
  const managerIds = props.managerIds.slice(0, DEMO_IDS_SHOWN);
  const leagueIds = props.leagueIds.slice(0, DEMO_IDS_SHOWN);
  if (managerIds.length === 0 && leagueIds.length === 0) return null;
  return (
    <span>
      Try{managerIds.length > 0 ? ` manager IDs ${managerIds.join(', ')}` : ''}
      {managerIds.length > 0 && leagueIds.length > 0 ? ';' : ''}
      {leagueIds.length > 0 ? ` league IDs ${leagueIds.join(', ')}` : ''}
    </span>
  );
}
