import { Search } from 'lucide-react';
import { useId } from 'react';
import { FilterSelect } from '@/components/players/FilterSelect';
import { positionNameOptions } from '@/components/positions';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { CHANGE_FILTER_OPTIONS, isChangeFilter, type PriceFilters } from '../lib/filters';

const POSITION_OPTIONS = positionNameOptions('All Positions');

interface Props {
  filters: PriceFilters;
  onChange: (patch: Partial<PriceFilters>) => void;
}

export function PriceFiltersBar({ filters, onChange }: Props) {
  const searchId = useId();
  return (
    <Card className="mb-6 grid grid-cols-2 gap-3 p-4 sm:gap-4 md:grid-cols-4">
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
            placeholder="Player or team"
            value={filters.search}
            onChange={(e) => onChange({ search: e.target.value })}
            className="pl-9"
          />
        </div>
      </div>
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
