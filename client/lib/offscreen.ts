import type { CSSProperties } from 'react';

/**
 * The style of a block below the first screen: the browser styles, lays out and paints its content
 * only when it scrolls near (content-visibility: auto), holding `heightPx` meanwhile, then the
 * height it last had. Only a height: an intrinsic width would widen a phone's page. Its text stays
 * in the page for find-in-page and screen readers.
 */
export const offscreenStyle = (heightPx: number): CSSProperties => ({
  contentVisibility: 'auto',
  containIntrinsicHeight: `auto ${Math.round(heightPx)}px`,
});
