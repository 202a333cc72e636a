import { formatNumber, formatPercent } from '@/lib/format';

/** Goals and assists: 2 decimals. */
export const formatGoals = (value: number) => formatNumber(value, 2);

/** Clean-sheet chances, already in percent: 1 decimal. */
export const formatCs = (value: number) => formatPercent(value, 1);
