import { Card } from '@/components/ui/card';
import { formatNumber } from '@/lib/format';
import type { Summary } from '../lib/player-rows';

function Figure({ label, value, detail }: { label: string; value: string; detail: string }) {
  return (
    <Card className="flex h-[5.5rem] flex-col justify-center px-4">
      <h2 className="text-xs font-medium text-muted-foreground">{label}</h2>
      <p className="text-xl font-bold text-brand-purple tabular-nums">{value}</p>
      <p className="truncate text-xs text-muted-foreground">{detail}</p>
    </Card>
  );
}

/** The spec's summary of the shown players: highest, average, and the counts at 15+ and 20+ goals. */
export function GoalSummary({ summary }: { summary: Summary }) {
  const { highest, average } = summary;
  return (
    <section aria-label="Summary" className="mb-4 grid grid-cols-2 gap-3 md:grid-cols-4">
      <Figure
        label="Highest"
        value={highest ? formatNumber(highest.projected, 1) : '-'}
        detail={highest ? `${highest.name} (${highest.team_short})` : 'No data'}
      />
      <Figure
        label="Average"
        value={average === null ? '-' : formatNumber(average, 1)}
        detail="goals per player"
      />
      <Figure label="15+ Goals" value={String(summary.atLeast15)} detail="players" />
      <Figure label="20+ Goals" value={String(summary.atLeast20)} detail="players" />
    </section>
  );
}
