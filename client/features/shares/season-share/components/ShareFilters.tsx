import { FilterSelect } from '@/components/players/FilterSelect';
import type { SeasonOption } from '../lib/seasons';

export const ALL_TEAMS = 'all';

interface Props {
  season: string;
  seasons: readonly SeasonOption[];
  onSeason: (season: string) => void;
  team: string;
  teams: ReadonlyArray<{ short: string; name: string }>;
  onTeam: (team: string) => void;
}

/** Season and Team selects (Radix: arrow keys, Enter and typing a letter work). */
export function ShareFilters({ season, seasons, onSeason, team, teams, onTeam }: Props) {
  return (
    <div className="mb-6 grid gap-3 sm:grid-cols-[16rem_16rem]">
      <FilterSelect label="Season" value={season} options={seasons} onChange={onSeason} />
      <FilterSelect
        label="Team"
        value={team}
        options={[
          { value: ALL_TEAMS, label: 'All Teams' },
          ...teams.map((t) => ({ value: t.short, label: t.name })),
        ]}
        onChange={onTeam}
      />
    </div>
  );
}
