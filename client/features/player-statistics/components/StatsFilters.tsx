import { Search } from 'lucide-react';
import { useId } from 'react';
import { PRICE_RANGES } from '@contracts/api/player-scores-values';
import { AVAILABILITIES, AVAILABILITY_LABEL } from '@contracts/game/availability';
import { FilterSelect, type FilterOption } from '@/components/players/FilterSelect';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
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
  const searchId = useId();
  return (
    <>
      <div className="col-span-2 flex min-w-0 flex-col gap-1.5">
        <Label htmlFor={searchId}>Search</Label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            id={searchId}
            type="search"
            placeholder="Player name"
            value={filters.search}
            onChange={(e) => onChange({ search: e.target.value })}
            className="pl-9"
          />
        </div>
      </div>
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
