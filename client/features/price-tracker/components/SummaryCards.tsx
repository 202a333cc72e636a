import { TrendingDown, TrendingUp, Zap, type LucideIcon } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { formatNumber } from '@/lib/format';
import { cn } from '@/lib/utils';

interface Props {
  rises: number;
  falls: number;
  likely: number;
  season: string | null;
}

/** Price rises this season, price falls, and likely changes. */
export function SummaryCards({ rises, falls, likely, season }: Props) {
  const seasonText = season ? `Season ${season}` : 'This season';
  return (
    <dl className="mb-6 grid grid-cols-1 gap-3 sm:grid-cols-3 sm:gap-4">
      <SummaryCard
        label="Price rises this season"
        value={rises}
        note={seasonText}
        icon={TrendingUp}
        tone="text-success"
      />
      <SummaryCard
        label="Price falls this season"
        value={falls}
        note={seasonText}
        icon={TrendingDown}
        tone="text-destructive"
      />
      <SummaryCard
        label="Likely changes"
        value={likely}
        note="Predictions rated above Low"
        icon={Zap}
        tone="text-brand-purple"
      />
    </dl>
  );
}

function SummaryCard({
  label,
  value,
  note,
  icon: Icon,
  tone,
}: {
  label: string;
  value: number;
  note: string;
  icon: LucideIcon;
  tone: string;
}) {
  return (
    <Card className="flex items-center gap-4 p-4">
      <Icon aria-hidden="true" className={cn('size-8 shrink-0', tone)} />
      <div className="min-w-0">
        <dt className="text-sm text-muted-foreground">{label}</dt>
        <dd className={cn('text-2xl font-bold', tone)}>{formatNumber(value)}</dd>
        <dd className="text-xs text-muted-foreground">{note}</dd>
      </div>
    </Card>
  );
}
