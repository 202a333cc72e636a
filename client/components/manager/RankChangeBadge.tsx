import { ArrowDown, ArrowUp, Minus } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { formatNumber } from '@/lib/format';
import { cn } from '@/lib/utils';
import type { RankMovement } from './lib/rank-change';

/** A rank movement as a badge: green "▲ 300" (up 300 places), red "▼ 12", or "No change". */
export function RankChangeBadge({ movement }: { movement: RankMovement }) {
  if (movement.kind === 'new') return null;
  if (movement.kind === 'same') {
    return (
      <Badge variant="outline">
        <Minus aria-hidden="true" className="size-3" />
        No change
      </Badge>
    );
  }
  const up = movement.kind === 'up';
  const Icon = up ? ArrowUp : ArrowDown;
  return (
    <Badge variant={up ? 'success' : 'warning'} className={cn(!up && 'bg-red-50 text-destructive')}>
      <Icon aria-hidden="true" className="size-3" />
      <span className="sr-only">{up ? 'Up' : 'Down'} </span>
      {formatNumber(movement.places)}
      <span className="sr-only"> places</span>
    </Badge>
  );
}

/** A compact movement arrow for table rows: coloured arrow or dash, with the words for screen readers. */
export function MovementArrow({ movement }: { movement: RankMovement }) {
  if (movement.kind === 'up' || movement.kind === 'down') {
    const up = movement.kind === 'up';
    const Icon = up ? ArrowUp : ArrowDown;
    const words = `${up ? 'Up' : 'Down'} ${formatNumber(movement.places)}`;
    return (
      <span
        title={words}
        className={cn('inline-flex items-center', up ? 'text-success' : 'text-destructive')}
      >
        <Icon aria-hidden="true" className="size-4" />
        <span className="sr-only">{words}</span>
      </span>
    );
  }
  const words = movement.kind === 'same' ? 'No change' : 'New';
  return (
    <span title={words} className="inline-flex items-center text-muted-foreground">
      <Minus aria-hidden="true" className="size-4" />
      <span className="sr-only">{words}</span>
    </span>
  );
}
