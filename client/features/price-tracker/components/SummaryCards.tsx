import { TrendingDown, TrendingUp, Zap, type LucideIcon } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatNumber } from '@/lib/format';
import { cn } from '@/lib/utils';

interface Props {
  /** The season's counts; undefined while the changes load. */
  season: { rises: number; falls: number; label: string | null } | undefined;
  /** Undefined while the predictions load. */
  likely: number | undefined;
}

/**
 * Price rises this season, price falls, and likely changes. A figure still loading is a grey block
 * of the figure's height, so the cards keep their size when it arrives.
 */
export function SummaryCards({ season, likely }: Props) {
  const seasonText =
    season === undefined ? undefined : season.label ? `Season ${season.label}` : 'This season';
  return (
    <dl className="mb-6 grid grid-cols-1 gap-3 sm:grid-cols-3 sm:gap-4">
      <SummaryCard
        label="Price rises this season"
        value={season?.rises}
        note={seasonText}
        icon={TrendingUp}
        tone="text-success"
      />
      <SummaryCard
        label="Price falls this season"
        value={season?.falls}
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

/**
 * One group of the dl: the card holds only its dt and dd (a list of terms allows one level of div
 * around a group), so the icon sits inside the term and is placed beside the text by position.
 */
function SummaryCard({
  label,
  value,
  note,
  icon: Icon,
  tone,
}: {
  label: string;
  value: number | undefined;
  note: string | undefined;
  icon: LucideIcon;
  tone: string;
}) {
  return (
    <Card className="relative p-4 pl-16">
      <dt className="text-sm text-muted-foreground">
        <Icon aria-hidden="true" className={cn('absolute top-1/2 left-4 size-8 -translate-y-1/2', tone)} />
        {label}
      </dt>
      <dd className={cn('text-2xl font-bold', tone)}>
        {value === undefined ? <Skeleton className="h-8 w-16" /> : formatNumber(value)}
      </dd>
      <dd className="text-xs text-muted-foreground">
        {note === undefined ? <Skeleton className="h-4 w-24" /> : note}
      </dd>
    </Card>
  );
}
