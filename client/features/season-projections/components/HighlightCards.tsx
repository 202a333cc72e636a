import { Card } from '@/components/ui/card';
import { formatNumber } from '@/lib/format';
import type { Highlight } from '../lib/season-rows';

/** Top Goal Scorer, Top Assists and Top Goal Involvements: a player, his club and the season figure. */
export function HighlightCards({ cards }: { cards: readonly Highlight[] }) {
  return (
    <section aria-label="Highlights" className="mb-4 grid gap-3 sm:grid-cols-3">
      {cards.map((c) => (
        <Card key={c.label} className="flex h-[5.5rem] flex-col justify-center px-4">
          <h2 className="text-xs font-medium text-muted-foreground">{c.label}</h2>
          <p className="truncate font-semibold">
            {c.player.name} <span className="text-xs text-muted-foreground">{c.player.team_short}</span>
          </p>
          <p className="text-xl font-bold text-brand-purple tabular-nums">{formatNumber(c.value, 1)}</p>
        </Card>
      ))}
    </section>
  );
}
