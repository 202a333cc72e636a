import { Search } from 'lucide-react';
import type { ReactNode } from 'react';
import { FilterSelect, type FilterOption } from '@/components/players/FilterSelect';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { ALL, type PlayerFilter } from '../lib/player-rows';

interface Props {
  filter: PlayerFilter;
  onFilter: (filter: PlayerFilter) => void;
  positions: readonly string[];
  teams: readonly FilterOption[];
  /** Disabled until the data (and so the team list) has arrived. */
  disabled: boolean;
  /** A further control, e.g. the assist screen's Sort select. */
  children?: ReactNode;
}

/** Search (player or team), Position and Team: the player projection screens' filter bar. */
export function PlayerFilters({ filter, onFilter, positions, teams, disabled, children }: Props) {
  return (
    <Card className="mb-4 grid grid-cols-2 gap-3 p-4 sm:gap-4 md:grid-cols-4">
      <div className="col-span-2 flex min-w-0 flex-col gap-1.5 md:col-span-1">
        <Label htmlFor="player-search">Search</Label>
        <div className="relative">
          <Search aria-hidden="true" className="absolute top-3 left-3 size-4 text-muted-foreground" />
          <Input
            id="player-search"
            type="search"
            placeholder="Player or team"
            className="pl-9"
            value={filter.search}
            onChange={(e) => onFilter({ ...filter, search: e.target.value })}
          />
        </div>
      </div>
      <FilterSelect
        label="Position"
        value={filter.position}
        disabled={disabled}
        options={[{ value: ALL, label: 'All Positions' }, ...positions.map((p) => ({ value: p, label: p }))]}
        onChange={(position) => onFilter({ ...filter, position })}
      />
      <FilterSelect
        label="Team"
        value={filter.team}
        disabled={disabled}
        options={[{ value: ALL, label: 'All Teams' }, ...teams]}
        onChange={(team) => onFilter({ ...filter, team })}
      />
      {children}
    </Card>
  );
}
