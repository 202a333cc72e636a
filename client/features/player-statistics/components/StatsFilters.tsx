import { PRICE_RANGES } from '@contracts/api/player-scores-values';
import { AVAILABILITIES, AVAILABILITY_LABEL } from '@contracts/game/availability';
import { FilterSelect, type FilterOption } from '@/components/players/FilterSelect';
import { SearchField } from '@/components/players/SearchField';
import type { StatFilters } from '../lib/filters';

interface Props {
  filters: StatFilters;
  onChange: (patch: Partial<StatFilters>) => void;
  positions: readonly FilterOption[];
  teams: ReadonlyArray<{ id: number; name: string }>;
  live: boolean;
}

const PRICE_OPTIONS: FilterOption[] = [
  { value: 'all', label: 'All Prices' },
  ...PRICE_RANGES.map((r) => ({ value: r.id, label: r.label })),
];
const AVAILABILITY_OPTIONS: FilterOption[] = [
  { value: 'all', label: 'All Players' },
  ...AVAILABILITIES.map((a) => ({ value: a, label: AVAILABILITY_LABEL[a] })),
];

export function StatsFilters({ filters, onChange, positions, teams, live }: Props) {
  return (
    <>
      <SearchField
        className="col-span-2"
        placeholder="Player name"
        value={filters.search}
        onChange={(search) => onChange({ search })}
      />
      <FilterSelect
        label="Position"
        value={filters.position}
        options={[{ value: 'all', label: 'All Positions' }, ...positions]}
        onChange={(position) => onChange({ position })}
      />
      <FilterSelect
        label="Team"
        value={filters.team}
        options={[
          { value: 'all', label: 'All Teams' },
          ...teams.map((t) => ({ value: String(t.id), label: t.name })),
        ]}
        onChange={(team) => onChange({ team })}
      />
      <FilterSelect
        label="Price Range"
        value={filters.price}
        options={PRICE_OPTIONS}
        onChange={(price) => onChange({ price })}
      />
      {live ? (
        <FilterSelect
          label="Availability"
          value={filters.availability}
          options={AVAILABILITY_OPTIONS}
          onChange={(v) => onChange({ availability: v as StatFilters['availability'] })}
        />
      ) : null}
    </>
  );
}
