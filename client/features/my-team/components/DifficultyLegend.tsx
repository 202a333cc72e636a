import { DIFFICULTY_LEGEND } from '@/components/players/difficulty';
import { cn } from '@/lib/utils';

export function DifficultyLegend() {
  return (
    <div
      className="mb-6 flex flex-wrap items-center gap-2 text-xs"
      aria-label="Fixture difficulty legend"
      role="group"
    >
      <span className="font-medium text-muted-foreground">Fixture difficulty:</span>
      {DIFFICULTY_LEGEND.map((d) => (
        <span key={d.label} className={cn('rounded px-2 py-0.5 font-semibold', d.colour)}>
          {d.label}
        </span>
      ))}
    </div>
  );
}
