import type { ReactNode } from 'react';
import { TableHead, TableHeader, TableRow } from '@/components/ui/table';

/** The manager's own row in a league table. */
export const YOUR_ROW = 'bg-brand-green-100 hover:bg-brand-green-100';

/** A league table's header: Rank, Team & manager, GW and Total, then the table's own last column. */
export function LeagueTableHead({ children }: { children: ReactNode }) {
  return (
    <TableHeader>
      <TableRow>
        <TableHead className="w-16 px-2 sm:px-3">Rank</TableHead>
        <TableHead>Team &amp; manager</TableHead>
        <TableHead className="text-right">GW</TableHead>
        <TableHead className="text-right">Total</TableHead>
        {children}
      </TableRow>
    </TableHeader>
  );
}
