import { Repeat, Zap } from 'lucide-react';
import type { ManagerTeam } from '@contracts/api/manager';
import type { FplElement } from '@contracts/fpl/bootstrap';
import { Card, CardContent } from '@/components/ui/card';
import { chipName } from '@/components/manager/lib/chips';

/** The chip played this gameweek and the automatic substitutions the game made, when there are any. */
export function ChipAndSubs({
  team,
  elements,
}: {
  team: ManagerTeam;
  elements: ReadonlyMap<number, FplElement>;
}) {
  if (!team.activeChip && team.automaticSubs.length === 0) return null;
  const name = (id: number) => elements.get(id)?.web_name ?? `Player ${id}`;
  return (
    <Card className="mb-6 border-brand-purple-100 bg-brand-purple-50">
      <CardContent className="flex flex-col gap-2 pt-5 text-sm">
        {team.activeChip ? (
          <p className="flex items-center gap-2">
            <Zap aria-hidden="true" className="size-4 text-brand-purple" />
            <span>
              Chip in play: <strong>{chipName(team.activeChip)}</strong>
            </span>
          </p>
        ) : null}
        {team.automaticSubs.length > 0 ? (
          <div className="flex items-start gap-2">
            <Repeat aria-hidden="true" className="mt-0.5 size-4 text-brand-purple" />
            <div>
              <p className="font-medium">Automatic substitutions</p>
              <ul aria-label="Automatic substitutions">
                {team.automaticSubs.map((s) => (
                  <li key={`${s.element_out}-${s.element_in}`}>
                    {name(s.element_in)} came on for {name(s.element_out)}
                  </li>
                ))}
              </ul>
            </div>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
