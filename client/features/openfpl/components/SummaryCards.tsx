import { Gauge, Trophy } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatNumber, formatPercent } from '@/lib/format';
import { cn } from '@/lib/utils';
import { confidenceClass, DECIMALS } from '../lib/colours';
import type { Metric } from '../lib/merge';
import type { AverageConfidence, Highlight } from '../lib/summary';

interface Props {
  /** Null while the projections load. */
  summary: { confidence: AverageConfidence | null; highlights: Highlight[]; range: string } | null;
}

const HIGHLIGHT_WORDS: Record<Metric, { title: string; unit: string }> = {
  points: { title: 'Top projected scorer', unit: 'pts' },
  goals: { title: 'Most expected goals', unit: 'goals' },
  assists: { title: 'Most expected assists', unit: 'assists' },
};

/** Average model confidence and the highlights of the players shown, side by side from tablets up. */
export function SummaryCards({ summary }: Props) {
  return (
    <div className="mb-6 grid grid-cols-1 gap-4 md:grid-cols-2">
      <SummaryCard title="Average model confidence" icon={<Gauge aria-hidden="true" className="size-4" />}>
        {summary === null ? <Lines /> : <Confidence confidence={summary.confidence} />}
      </SummaryCard>
      <SummaryCard title="Highlights" icon={<Trophy aria-hidden="true" className="size-4" />}>
        {summary === null ? (
          <Lines />
        ) : summary.highlights.length === 0 ? (
          <p className="text-sm text-muted-foreground">No player to highlight among those shown.</p>
        ) : (
          <ul className="flex flex-col gap-2 text-sm">
            {summary.highlights.map((h) => (
              <li
                key={h.metric}
                data-testid={`highlight-${h.metric}`}
                className="flex items-end justify-between gap-2"
              >
                <div className="min-w-0">
                  <p className="text-xs text-muted-foreground">{HIGHLIGHT_WORDS[h.metric].title}</p>
                  <p className="truncate">
                    <span className="font-medium">{h.player.name}</span> ({h.player.team})
                  </p>
                </div>
                <span className="shrink-0 font-semibold tabular-nums">
                  {formatNumber(h.value, DECIMALS[h.metric])} {HIGHLIGHT_WORDS[h.metric].unit}
                </span>
              </li>
            ))}
            <li className="text-xs text-muted-foreground">Totals over {summary.range}.</li>
          </ul>
        )}
      </SummaryCard>
    </div>
  );
}

function SummaryCard({ title, icon, children }: { title: string; icon: ReactNode; children: ReactNode }) {
  return (
    <Card role="region" aria-label={title}>
      <CardHeader className="pb-2">
        <CardTitle className="flex items-center gap-2 text-sm font-medium text-muted-foreground">
          {icon}
          {title}
        </CardTitle>
      </CardHeader>
      <CardContent className="min-h-40">{children}</CardContent>
    </Card>
  );
}

function Confidence({ confidence }: { confidence: AverageConfidence | null }) {
  if (confidence === null) {
    return (
      <>
        <p className="text-2xl font-semibold">Not measured yet</p>
        <p className="mt-1 text-sm text-muted-foreground">
          Confidence is the share of the model's past projections that came within 2 points of the outcome; it
          appears once the app has measured those past projections (see Model performance below).
        </p>
      </>
    );
  }
  return (
    <>
      <p
        data-testid="average-confidence"
        className={cn('text-2xl font-semibold', confidenceClass(confidence.percent))}
      >
        {formatPercent(confidence.percent)}
      </p>
      <p className="mt-1 text-sm text-muted-foreground">
        Of the model's past one-gameweek-ahead projections in the same points band, this share came within 2
        points of the outcome (mean over the {formatNumber(confidence.projections)} projections shown).
      </p>
    </>
  );
}

function Lines() {
  return (
    <div aria-hidden="true" className="flex flex-col gap-2">
      <Skeleton className="h-7 w-32" />
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-3/4" />
    </div>
  );
}
