import { lazy } from 'react';

/*
 * The status line and the footer's note on the data source: one chunk, loaded beside the screen's
 * code rather than in the entry bundle (speed budget, decision record 0010). Its code and data are asked
 * for as the app starts (main.tsx).
 */
export const loadStatusLine = () => import('@/features/status/StatusIndicator');

export const StatusIndicator = lazy(() => loadStatusLine().then((m) => ({ default: m.StatusIndicator })));
export const SourceNote = lazy(() => loadStatusLine().then((m) => ({ default: m.SourceNote })));
