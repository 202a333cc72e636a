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
  {
    key: 'points',
    label: 'Points',
    field: 'totalPoints',
    numeric: true,
    render: (r) => formatNumber(r.totalPoints),
  },
  {
    key: 'ppg',
    label: 'PPG',
    title: 'Points per game',
    field: 'pointsPerGame',
    numeric: true,
    render: (r) => formatNumber(r.pointsPerGame, 1),
  },
  {
    key: 'form',
    label: 'Form',
    field: 'form',
    liveOnly: true,
    numeric: true,
    render: (r) => formatNumber(r.form, 1),
  },
  { key: 'goals', label: 'Goals', field: 'goals', numeric: true, render: (r) => formatNumber(r.goals) },
  {
    key: 'assists',
    label: 'Assists',
    field: 'assists',
    numeric: true,
    render: (r) => formatNumber(r.assists),
  },
  {
    key: 'cs',
    label: 'CS',
    title: 'Clean sheets',
    field: 'cleanSheets',
    numeric: true,
    render: (r) => formatNumber(r.cleanSheets),
  },
  {
    key: 'minutes',
    label: 'Minutes',
    field: 'minutes',
    numeric: true,
    render: (r) => formatNumber(r.minutes),
  },
  { key: 'bonus', label: 'Bonus', field: 'bonus', numeric: true, render: (r) => formatNumber(r.bonus) },
  {
    key: 'ict',
    label: 'ICT',
    title: 'ICT index',
    field: 'ict',
    numeric: true,
    render: (r) => formatNumber(r.ict, 1),
  },
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
