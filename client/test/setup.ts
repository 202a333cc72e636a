import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// jsdom lacks the pointer-capture and scrolling APIs Radix calls (toast swipes, select lists).
if (!Element.prototype.hasPointerCapture) {
  Element.prototype.hasPointerCapture = () => false;
  Element.prototype.setPointerCapture = () => {};
  Element.prototype.releasePointerCapture = () => {};
}
if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => {};
// jsdom has window.scrollTo but only logs "not implemented"; the router calls it on each navigation.
window.scrollTo = () => {};

// Screens draw their answers in transitions (useDeferredValue) and long lists in two steps
// (client/lib/use-drawn-rows.ts): on a busy machine jsdom takes longer than Testing Library's default
// second to show a whole page of rows.
configure({ asyncUtilTimeout: 5_000 });

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.localStorage.clear();
});
