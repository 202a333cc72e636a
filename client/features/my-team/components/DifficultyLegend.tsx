import { cn } from '@/lib/utils';
import { DIFFICULTIES, DIFFICULTY_CLASS, DIFFICULTY_LABEL } from '../lib/difficulty';

export function DifficultyLegend() {
  return (
    <div
      className="mb-6 flex flex-wrap items-center gap-2 text-xs"
      aria-label="Fixture difficulty legend"
      role="group"
    >
      <span className="font-medium text-muted-foreground">Fixture difficulty:</span>
      {DIFFICULTIES.map((d) => (
        <span key={d} className={cn('rounded px-2 py-0.5 font-semibold', DIFFICULTY_CLASS[d])}>
          {d} {DIFFICULTY_LABEL[d]}
        </span>
      ))}
    </div>
  );
}
