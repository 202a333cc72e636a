import type { ReactNode } from 'react';
import { AVAILABILITY_LABEL, type Availability } from '@contracts/game/availability';
import { Badge } from '@/components/ui/badge';
import { formatCost, formatNumber, formatPercent } from '@/lib/format';
import type { StatRow } from '../lib/rows';
import type { SortField } from '../lib/sort';

export interface Column {
  key: string;
  label: string;
  /** Spelled out for screen readers and the hover title when the label is short. */
  title?: string;
  /** Sortable columns name their field. */
  field?: SortField;
  /** Hidden for past seasons: form and status describe the season being played. */
  liveOnly?: boolean;
  numeric?: boolean;
  render: (row: StatRow) => ReactNode;
}

const STATUS_VARIANT: Record<Availability, 'success' | 'warning' | 'destructive'> = {
  available: 'success',
  doubtful: 'warning',
  unavailable: 'destructive',
};

/** The numeric fields shown as they are (price and ownership have their own formats). */
type Figure = Exclude<SortField, 'webName' | 'teamShort' | 'position' | 'cost' | 'selectedBy'>;

/** A sortable column of one of the row's figures, shown with `decimals` places. */
function figure(key: string, label: string, field: Figure, decimals = 0, more: Partial<Column> = {}): Column {
  return { key, label, field, numeric: true, render: (r) => formatNumber(r[field], decimals), ...more };
}

export const COLUMNS: readonly Column[] = [
  {
    key: 'player',
    label: 'Player',
    field: 'webName',
    render: (r) => (
      <div className="min-w-32">
        <div className="font-medium">{r.webName}</div>
        <div className="text-xs text-muted-foreground">{r.fullName}</div>
      </div>
    ),
  },
  { key: 'team', label: 'Team', field: 'teamShort', render: (r) => r.teamShort },
  { key: 'position', label: 'Pos', title: 'Position', field: 'position', render: (r) => r.position },
  { key: 'price', label: 'Price', field: 'cost', numeric: true, render: (r) => formatCost(r.cost) },
  figure('points', 'Points', 'totalPoints'),
  figure('ppg', 'PPG', 'pointsPerGame', 1, { title: 'Points per game' }),
  figure('form', 'Form', 'form', 1, { liveOnly: true }),
  figure('goals', 'Goals', 'goals'),
  figure('assists', 'Assists', 'assists'),
  figure('cs', 'CS', 'cleanSheets', 0, { title: 'Clean sheets' }),
  figure('minutes', 'Minutes', 'minutes'),
  figure('bonus', 'Bonus', 'bonus'),
  figure('ict', 'ICT', 'ict', 1, { title: 'ICT index' }),
  {
    key: 'selected',
    label: 'Selected',
    title: 'Selected by',
    field: 'selectedBy',
    numeric: true,
    render: (r) => formatPercent(r.selectedBy),
  },
  {
    key: 'status',
    label: 'Status',
    liveOnly: true,
    render: (r) =>
      r.status ? (
        <Badge variant={STATUS_VARIANT[r.status]} title={r.news || undefined}>
          {AVAILABILITY_LABEL[r.status]}
        </Badge>
      ) : null,
  },
];

export const visibleColumns = (live: boolean) => COLUMNS.filter((c) => live || !c.liveOnly);
