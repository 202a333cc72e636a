import { useId, useState } from 'react';
import { FilterSelect, type FilterOption } from '@/components/players/FilterSelect';
import { SearchField } from '@/components/players/SearchField';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { formatCost } from '@/lib/format';
import {
  isPositionFilter,
  MAX_PRICE_OPTIONS,
  POSITION_OPTIONS,
  readOwnership,
  type OpenfplFilters,
} from '../lib/filters';
import { MAX_HORIZON } from '@/api/openfpl-projections';

const HORIZON_OPTIONS: FilterOption[] = Array.from({ length: MAX_HORIZON }, (_, i) => ({
  value: String(i + 1),
  label: i === 0 ? '1 gameweek' : `${i + 1} gameweeks`,
}));
const ANY_PRICE = 'any';
const PRICE_OPTIONS: FilterOption[] = [
  { value: ANY_PRICE, label: 'Any price' },
  ...MAX_PRICE_OPTIONS.map((tenths) => ({ value: String(tenths), label: formatCost(tenths) })),
];

interface Props {
  filters: OpenfplFilters;
  onChange: (patch: Partial<OpenfplFilters>) => void;
}

/** Search, horizon, position, minimum ownership and maximum price (the spec's filters). */
export function OpenFplFilters({ filters, onChange }: Props) {
  const ownershipId = useId();
  // The box keeps what is typed ("2." on the way to "2.5"); the filter takes the number it reads as.
  const [ownershipText, setOwnershipText] = useState(
    filters.minOwnership ? String(filters.minOwnership) : '',
  );
  return (
    <Card className="mb-6 grid grid-cols-2 gap-3 p-4 sm:gap-4 lg:grid-cols-[minmax(0,1.6fr)_repeat(4,minmax(0,1fr))]">
      <SearchField
        className="col-span-2 lg:col-span-1"
        placeholder="Player or team"
        value={filters.search}
        onChange={(search) => onChange({ search })}
      />
      <FilterSelect
        label="Horizon"
        value={String(filters.horizon)}
        options={HORIZON_OPTIONS}
        onChange={(v) => onChange({ horizon: Number(v) })}
      />
      <FilterSelect
        label="Position"
        value={filters.position}
        options={POSITION_OPTIONS}
        onChange={(v) => {
          if (isPositionFilter(v)) onChange({ position: v });
        }}
      />
      <div className="flex min-w-0 flex-col gap-1.5">
        <Label htmlFor={ownershipId}>Min ownership (%)</Label>
        <Input
          id={ownershipId}
          type="number"
          inputMode="decimal"
          min={0}
          max={100}
          step={0.1}
          placeholder="0"
          value={ownershipText}
          onChange={(e) => {
            setOwnershipText(e.target.value);
            onChange({ minOwnership: readOwnership(e.target.value) });
          }}
        />
      </div>
      <FilterSelect
        label="Max price"
        value={filters.maxPrice === null ? ANY_PRICE : String(filters.maxPrice)}
        options={PRICE_OPTIONS}
        onChange={(v) => onChange({ maxPrice: v === ANY_PRICE ? null : Number(v) })}
      />
    </Card>
  );
}
