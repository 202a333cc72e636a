import type { ReactNode } from 'react';
import { FilterSelect, type FilterOption } from '@/components/players/FilterSelect';
import { Card } from '@/components/ui/card';
import { TableSkeleton } from '@/components/ui/table-skeleton';
import { ALL_TEAMS, GAMEWEEK_CHOICES, withEnd, withStart, type GameweekRange } from '../lib/range';

const GW_OPTIONS: readonly FilterOption[] = GAMEWEEK_CHOICES.map((gw) => ({
  value: String(gw),
  label: `GW${gw}`,
}));

interface Props {
  range: GameweekRange;
  onRange: (range: GameweekRange) => void;
  /** The Team select's choices after 'All Teams'. */
  teams: readonly FilterOption[];
  team: string;
  onTeam: (team: string) => void;
  /** More filters after these (the team pages' Sort by). */
  children?: ReactNode;
}

/** Start GW, End GW and Team, the filters every projection screen shares. */
export function RangeFilters({ range, onRange, teams, team, onTeam, children }: Props) {
  return (
    <Card className="mb-6 grid grid-cols-2 gap-3 p-4 sm:gap-4 md:grid-cols-4">
      <FilterSelect
        label="Start GW"
        value={String(range.start)}
        options={GW_OPTIONS}
        onChange={(v) => onRange(withStart(range, Number(v)))}
      />
      <FilterSelect
        label="End GW"
        value={String(range.end)}
        options={GW_OPTIONS}
        onChange={(v) => onRange(withEnd(range, Number(v)))}
      />
      <FilterSelect
        label="Team"
        value={team}
        options={[{ value: ALL_TEAMS, label: 'All Teams' }, ...teams]}
        onChange={onTeam}
      />
      {children}
    </Card>
  );
}

/**
 * The filters' place while the first answer loads: the same card with the same labelled selects,
 * disabled and empty (the range is the server's to tell), so nothing moves when they fill.
 */
export function RangeFiltersSkeleton() {
  return (
    <Card className="mb-6 grid grid-cols-2 gap-3 p-4 sm:gap-4 md:grid-cols-4">
      {['Start GW', 'End GW', 'Team'].map((label) => (
        <FilterSelect key={label} label={label} value="" options={[]} disabled />
      ))}
    </Card>
  );
}

/** A match list's rows and header at their measured heights, so nothing moves when the answer arrives. */
export interface SkeletonRows {
  count: number;
  className: string;
  header: string;
}

/** A match screen's first load: the filters' place, then the list's at its final size. */
export function RangeTableSkeleton({ label, rows }: { label: string; rows: SkeletonRows }) {
  return (
    <>
      <RangeFiltersSkeleton />
      <TableSkeleton
        label={label}
        rows={rows.count}
        rowClassName={rows.className}
        headerClassName={rows.header}
        className="rounded-lg border bg-card"
      />
    </>
  );
}
