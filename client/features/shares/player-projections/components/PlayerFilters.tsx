import type { ReactNode } from 'react';
import { FilterSelect, type FilterOption } from '@/components/players/FilterSelect';
import { SearchField } from '@/components/players/SearchField';
import { Card } from '@/components/ui/card';
import { ALL, type PlayerFilter } from '../lib/player-rows';

interface Props {
  /** The table's filter state and the choices its rows offer. */
  table: {
    filter: PlayerFilter;
    setFilter: (filter: PlayerFilter) => void;
    options: { positions: readonly string[]; teams: readonly FilterOption[] };
  };
  /** The Team choices where they differ from the table's own (the assist screen's, by name). */
  teams?: readonly FilterOption[];
  /** Disabled until the data (and so the team list) has arrived. */
  disabled: boolean;
  /** A further control, e.g. the assist screen's Sort select. */
  children?: ReactNode;
}

/** Search (player or team), Position and Team: the player projection screens' filter bar. */
export function PlayerFilters({ table, teams = table.options.teams, disabled, children }: Props) {
  const { filter, setFilter: onFilter } = table;
  const { positions } = table.options;
  return (
    <Card className="mb-4 grid grid-cols-2 gap-3 p-4 sm:gap-4 md:grid-cols-4">
      <SearchField
        className="col-span-2 md:col-span-1"
        placeholder="Player or team"
        value={filter.search}
        onChange={(search) => onFilter({ ...filter, search })}
      />
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
