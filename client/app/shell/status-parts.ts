import { lazy } from 'react';

/*
 * The status line and the footer's note on the data source: one chunk, loaded beside the screen's
 * code rather than in the entry bundle (speed budget, decision record 0010). Its data is asked for as
 * the app starts (main.tsx), so neither waits for the other.
 */
const statusModule = () => import('@/features/status/StatusIndicator');

export const StatusIndicator = lazy(() => statusModule().then((m) => ({ default: m.StatusIndicator })));
export const SourceNote = lazy(() => statusModule().then((m) => ({ default: m.SourceNote })));
