import type { FplTeam } from '@contracts/fpl/bootstrap';
import type { ClubFixture } from '@contracts/game/schedule';
import { difficultyClass } from '@/components/players/difficulty';
import { cn } from '@/lib/utils';

/** A player's next fixtures as coloured chips, e.g. "ARS (H)"; 'No upcoming fixtures' when there are none. */
export function FixtureChips({
  fixtures,
  teams,
}: {
  fixtures: readonly ClubFixture[];
  teams: ReadonlyMap<number, FplTeam>;
}) {
  if (fixtures.length === 0)
    return <span className="text-xs text-muted-foreground">No upcoming fixtures</span>;
  return (
    <ul className="flex gap-1">
      {fixtures.map((f) => {
        const opponent = teams.get(f.opponent);
        const side = f.home ? 'H' : 'A';
        return (
          <li
            key={f.fixtureId}
            title={`GW${f.event}: ${f.home ? 'vs' : '@'} ${opponent?.name ?? `team ${f.opponent}`}, difficulty ${f.difficulty}`}
            className={cn(
              'rounded px-1.5 py-0.5 text-xs font-semibold whitespace-nowrap',
              difficultyClass(f.difficulty),
            )}
          >
            {opponent?.short_name ?? '?'} ({side})
          </li>
        );
      })}
    </ul>
  );
}
