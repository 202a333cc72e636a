import { readyLazy } from '../ready-lazy';

/*
 * The status line and the footer's note on the data source: one chunk, loaded beside the screen's
 * code rather than in the entry bundle (speed budget, decision record 0010). The page's head names it
 * and main.tsx loads it before React's first render, so both are drawn in the first commit.
 */
const statusChunk = () => import('@/features/status/StatusIndicator');
const indicator = readyLazy(() => statusChunk().then((m) => m.StatusIndicator));
const note = readyLazy(() => statusChunk().then((m) => m.SourceNote));

export const StatusIndicator = indicator.Component;
export const SourceNote = note.Component;
export const loadStatusLine = () => Promise.all([indicator.load(), note.load()]);
