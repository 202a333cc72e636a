import { formatScore } from './format';

/** A card's headline score out of 10, e.g. "Captain Score 7.4/10". */
export function ScorePanel({ label, score, testId }: { label: string; score: number; testId: string }) {
  return (
    <div className="flex items-baseline justify-between rounded-md bg-brand-purple-50 px-3 py-2">
      <span className="text-sm font-medium">{label}</span>
      <span className="text-lg font-bold text-brand-purple tabular-nums" data-testid={testId}>
        {formatScore(score)}
        <span className="text-xs font-normal text-muted-foreground">/10</span>
      </span>
    </div>
  );
}
