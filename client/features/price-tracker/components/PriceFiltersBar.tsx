import { FilterSelect } from '@/components/players/FilterSelect';
import { SearchField } from '@/components/players/SearchField';
import { positionNameOptions } from '@/components/positions';
import { Card } from '@/components/ui/card';
import { CHANGE_FILTER_OPTIONS, isChangeFilter, type PriceFilters } from '../lib/filters';

const POSITION_OPTIONS = positionNameOptions('All Positions');

interface Props {
  filters: PriceFilters;
  onChange: (patch: Partial<PriceFilters>) => void;
}

export function PriceFiltersBar({ filters, onChange }: Props) {
  return (
    <Card className="mb-6 grid grid-cols-2 gap-3 p-4 sm:gap-4 md:grid-cols-4">
      <SearchField
        className="col-span-2"
        placeholder="Player or team"
        value={filters.search}
        onChange={(search) => onChange({ search })}
      />
      <FilterSelect
        label="Position"
        value={filters.position}
        options={POSITION_OPTIONS}
        onChange={(position) => onChange({ position })}
      />
      <FilterSelect
        label="Change"
        value={filters.change}
        options={CHANGE_FILTER_OPTIONS}
        onChange={(change) => {
          if (isChangeFilter(change)) onChange({ change });
        }}
      />
    </Card>
  );
}
