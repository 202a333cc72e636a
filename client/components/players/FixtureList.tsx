import type { CardFixture } from '@contracts/api/player-scores';
import { cn } from '@/lib/utils';
import { difficultyClass } from './difficulty';

/** Fixtures as coloured chips, "SUN (H)", with the gameweek and difficulty in the hover title. */
export function FixtureList({ fixtures, label }: { fixtures: readonly CardFixture[]; label: string }) {
  if (fixtures.length === 0) return <span className="text-xs text-muted-foreground">No fixtures left</span>;
  return (
    <ul aria-label={label} className="flex flex-wrap gap-1">
      {fixtures.map((f) => (
        <li
          key={`${f.gameweek}-${f.opponentShort}-${f.home}`}
          title={`GW${f.gameweek}: ${f.home ? 'vs' : '@'} ${f.opponentShort}, difficulty ${f.difficulty}`}
          className={cn(
            'rounded px-1.5 py-0.5 text-xs font-semibold whitespace-nowrap',
            difficultyClass(f.difficulty),
          )}
        >
          {f.opponentShort} ({f.home ? 'H' : 'A'})
        </li>
      ))}
    </ul>
  );
}
