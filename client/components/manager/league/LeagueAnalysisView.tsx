import type { LeagueAnalysis } from '@contracts/api/leagues';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { averageTotal } from '../lib/league-stats';
import { CappedNote } from './CappedNote';
import { LeagueOverview } from './LeagueOverview';
import { LeagueStandingsTable } from './LeagueStandingsTable';
import { LiveLeagueTable } from './LiveLeagueTable';
import { PerformanceCategories } from './PerformanceCategories';

export interface AnalysisTabLabels {
  overview: string;
  standings: string;
  categories: string;
}

interface LeagueAnalysisViewProps {
  league: LeagueAnalysis;
  labels: AnalysisTabLabels;
  /** The manager to mark as 'You', when the analysis was opened from their leagues. */
  managerId?: number;
  /** The league's full size when known from elsewhere (a manager's league list), for capped leagues. */
  memberCount?: number | null;
}

/** One classic league analysed: overview, the full standings, performance categories and the live table, as tabs. */
export function LeagueAnalysisView({
  league,
  labels,
  managerId,
  memberCount = null,
}: LeagueAnalysisViewProps) {
  const rows = league.standings;
  const average = averageTotal(rows);
  const members = league.capped ? memberCount : rows.length;
  const you = managerId === undefined ? undefined : rows.find((r) => r.entry === managerId);
  return (
    <section aria-label={`Analysis of ${league.name}`}>
      <h2 className="mb-1 text-xl font-bold text-brand-purple">{league.name}</h2>
      {league.capped ? <CappedNote shown={rows.length} memberCount={memberCount} /> : null}
      {rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">This league has no entries yet.</p>
      ) : (
        <Tabs defaultValue="overview">
          <TabsList>
            <TabsTrigger value="overview">{labels.overview}</TabsTrigger>
            <TabsTrigger value="standings">{labels.standings}</TabsTrigger>
            <TabsTrigger value="categories">{labels.categories}</TabsTrigger>
            <TabsTrigger value="live">Live Table</TabsTrigger>
          </TabsList>
          <TabsContent value="overview">
            <LeagueOverview league={league} members={members} average={average} you={you} />
          </TabsContent>
          <TabsContent value="standings" className="rounded-lg border bg-card p-2">
            <LeagueStandingsTable rows={rows} average={average} managerId={managerId} />
          </TabsContent>
          <TabsContent value="categories">
            <PerformanceCategories rows={rows} managerId={managerId} />
          </TabsContent>
          <TabsContent value="live" className="rounded-lg border bg-card p-2">
            <LiveLeagueTable leagueId={league.id} managerId={managerId} />
          </TabsContent>
        </Tabs>
      )}
    </section>
  );
}
