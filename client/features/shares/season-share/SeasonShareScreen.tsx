import { useQuery, type QueryKey, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { seasonsQuery } from '@/api/history';
import { ApiError } from '@/api/http';
import { PageHeader } from '@/components/page-header';
import { ProvisionalNotice } from '@/components/provisional-notice';
import { EmptyState, ErrorState } from '@/components/ui/state-blocks';
import { AboutShare } from './components/AboutShare';
import { CardGrid } from './components/CardGrid';
import { ALL_TEAMS, ShareFilters } from './components/ShareFilters';
import { ShareSkeleton } from './components/ShareSkeleton';
import { TeamShareCard } from './components/TeamShareCard';
import { CURRENT, seasonOptions } from './lib/seasons';
import { PER90_BLANK, seasonLacksXg, type ShareView } from './lib/share-view';
import { CONNECTION_FAILURE, type ShareTexts } from './lib/texts';
import { compareText } from '@/lib/compare-text';

/** What a share screen reads: its measure's two answers (`client/api/shares.ts`), each seen as team cards. */
export interface ShareReads<Current, Past> {
  /** The projected season's answer, always asked for: it names the current season. */
  current: () => UseQueryOptions<Current, Error, Current, QueryKey>;
  /** A past season's answer, asked for only once that season is chosen. */
  past: (season: string) => UseQueryOptions<Past, Error, Past, QueryKey>;
  currentView: (answer: Current) => ShareView;
  pastView: (answer: Past) => ShareView;
}

interface Props<Current, Past> {
  texts: ShareTexts;
  reads: ShareReads<Current, Past>;
}

/** The body both share screens share: the season chosen, filters, its team cards in every state, About. */
export function SeasonShareScreen<Current, Past>({ texts, reads }: Props<Current, Past>) {
  const [season, setSeason] = useState(CURRENT);
  const current = useQuery({ ...reads.current(), select: reads.currentView });
  const past = useQuery({ ...reads.past(season), select: reads.pastView, enabled: season !== CURRENT });
  const [team, setTeam] = useState(ALL_TEAMS);
  const seasons = useQuery(seasonsQuery());
  const shown = season === CURRENT ? current : past;
  // While a past season loads, the projected season's clubs stand in, so a chosen club stays chosen.
  const teams = [...(shown.data?.cards ?? current.data?.cards ?? [])].sort((a, b) =>
    compareText(a.name, b.name),
  );
  // A club chosen in one season may be absent from another: then every team shows.
  const chosen = teams.some((t) => t.short === team) ? team : ALL_TEAMS;
  return (
    <>
      <PageHeader title={texts.title} description={texts.description} />
      {season === CURRENT && <ProvisionalNotice reason={current.data?.model?.provisional_reason} />}
      <ShareFilters
        season={season}
        seasons={seasonOptions(current.data?.season ?? null, seasons.data)}
        onSeason={setSeason}
        team={chosen}
        teams={teams}
        onTeam={setTeam}
      />
      <SeasonCards texts={texts} query={shown} team={chosen} />
      <AboutShare
        texts={texts}
        pastSeason={season === CURRENT ? null : season}
        model={current.data?.model ?? null}
        modelPending={current.isPending}
      />
    </>
  );
}

function SeasonCards({
  texts,
  query,
  team,
}: {
  texts: ShareTexts;
  query: UseQueryResult<ShareView>;
  team: string;
}) {
  // Twenty cards drawn as a deferred value: React renders them in a transition, in slices of a few
  // milliseconds, rather than in the task that received the answer (a query's update is synchronous);
  // the loading cards stay until that render is ready, also on a change of season, so one season's
  // cards never show under another's name (a refresh of the same season keeps its cards meanwhile).
  const view = useDeferredValue(query.data);
  if (query.isError) {
    const explained = query.error instanceof ApiError ? query.error.body?.message : undefined;
    return (
      <ErrorState
        title={texts.failure}
        message={explained ?? CONNECTION_FAILURE}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const otherSeason =
    query.data !== undefined &&
    (view?.season !== query.data.season || view.projected !== query.data.projected);
  if (view === undefined || otherSeason)
    return (
      <ShareSkeleton
        rows={texts.top}
        footLines={texts.noun === 'goals' ? 2 : 1}
        label={`Loading ${texts.title.toLowerCase()}...`}
      />
    );
  const cards = view.cards.filter((c) => team === ALL_TEAMS || c.short === team);
  if (cards.length === 0) return <EmptyState title={texts.empty} />;
  // Once every match has been played, the projection of each club is 0: say why, below the cards so
  // that nothing above them moves when the answer arrives.
  const over = view.projected && view.cards.every((c) => c.total === 0);
  return (
    <>
      <CardGrid>
        {cards.map((card) => (
          <TeamShareCard key={card.id} card={card} texts={texts} projected={view.projected} />
        ))}
      </CardGrid>
      {texts.per90Header && seasonLacksXg(view) ? (
        <p role="note" className="mt-4 text-sm text-muted-foreground">
          {PER90_BLANK.season}
        </p>
      ) : null}
      {over ? (
        <p role="note" className="mt-4 text-sm text-muted-foreground">
          Every match of {view.season ?? 'the season'} has been played: no {texts.noun} are left to project.
          Choose a past season for its actual {texts.noun}.
        </p>
      ) : null}
    </>
  );
}
