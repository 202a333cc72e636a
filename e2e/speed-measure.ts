import { expect, type CDPSession, type Page } from '@playwright/test';
import { LOADING } from './every-route';

/**
 * How the speed budgets measure a screen's load (performance-budget.spec.ts on the phone at 4x CPU,
 * layout-shift-windows.spec.ts on other windows).
 *
 * - Layout shift: the sum of every `layout-shift` entry not caused by input, from navigation until
 *   no loading state is left and the page has been quiet (no request) for a while. Lighthouse's CLS
 *   is the worst 5-second window of the same entries, so this sum is never below it.
 * - Main thread: the total blocking time seen in the page, the part of each long task (a
 *   `longtask` entry, over 50 ms) beyond 50 ms, summed, with the CPU slowed through the DevTools
 *   protocol (Emulation.setCPUThrottlingRate).
 * Each route is loaded `LOADS` times and the median is kept, so one slow load on a shared machine
 * does not fail a test.
 */
export const CLS_BUDGET = 0.02;
const LOADS = 3;
// Quiet time after the network goes idle, for a late shift to show. Playwright's `networkidle`
// already means no request for 500 ms, so a load is watched at least 900 ms after its last request.
const QUIET_MS = 400;

interface Measured {
  cls: number;
  tbt: number;
  shifts: string[];
}

declare global {
  interface Window {
    __budget: Measured;
    /** Whether the screen's heading showed and its loading states left within `SETTLE_MS`. */
    __budgetSettled: Promise<boolean>;
  }
}

const SETTLE_MS = 60_000;

/**
 * Installed before any page script: records shifts (with what moved) and long tasks, and watches
 * for the screen to settle. The page watches itself because Playwright's locators and evaluate()
 * compile its helper scripts into the page, a long task of their own at 4x CPU that the page's
 * long-task entries would count as the screen's.
 */
function observe({ loading, settleMs }: { loading: string; settleMs: number }) {
  window.__budget = { cls: 0, tbt: 0, shifts: [] };
  window.__budgetSettled = new Promise((resolve) => {
    const start = performance.now();
    const check = () => {
      const heading = document.querySelector('main h1');
      if (heading?.checkVisibility() && !document.querySelector(loading)) resolve(true);
      else if (performance.now() - start > settleMs) resolve(false);
      else setTimeout(check, 100);
    };
    check();
  });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources?: { node?: Node }[];
    })[]) {
      if (entry.hadRecentInput) continue;
      window.__budget.cls += entry.value;
      const moved = (entry.sources ?? []).map((s) => {
        const el = s.node instanceof Element ? s.node : s.node?.parentElement;
        return el ? `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 60)}` : '?';
      });
      window.__budget.shifts.push(
        `${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${moved.join(' | ')}`,
      );
    }
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__budget.tbt += Math.max(0, entry.duration - 50);
  }).observe({ type: 'longtask', buffered: true });
}

/** Reads a value of the page through the DevTools protocol, which adds no script to the page. */
async function read<T>(devtools: CDPSession, expression: string): Promise<T> {
  const { result } = await devtools.send('Runtime.evaluate', {
    expression,
    awaitPromise: true,
    returnByValue: true,
  });
  return result.value as T;
}

async function measure(page: Page, devtools: CDPSession, route: string): Promise<Measured> {
  await page.goto(route);
  // Chromium's network-idle signal can come while a slow read is still pending (the price
  // predictions take seconds on a busy machine), so the content's arrival, when most shifts
  // happen, is awaited first.
  const settled = await read<boolean>(devtools, 'window.__budgetSettled');
  expect(settled, `${route} shows its heading and no loading state within ${SETTLE_MS} ms`).toBe(true);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(QUIET_MS);
  return read<Measured>(devtools, 'window.__budget');
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/**
 * `LOADS` loads of the route with the CPU slowed `slowdown` times: each one's figures, their
 * medians, and a readable account for a failure.
 */
export async function measureLoads(page: Page, route: string, slowdown: number) {
  await page.addInitScript(observe, { loading: LOADING, settleMs: SETTLE_MS });
  const devtools = await page.context().newCDPSession(page);
  const loads: Measured[] = [];
  for (let i = 0; i < LOADS; i += 1) {
    // Set before each load: the slowdown belongs to the page's renderer, which a load may replace.
    await devtools.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
    loads.push(await measure(page, devtools, route));
  }
  const detail = loads.map(
    (l, i) =>
      `load ${i + 1}: CLS ${l.cls.toFixed(4)}, blocking ${Math.round(l.tbt)} ms\n  ${l.shifts.join('\n  ')}`,
  );
  return {
    cls: median(loads.map((l) => l.cls)),
    tbt: median(loads.map((l) => l.tbt)),
    detail: detail.join('\n'),
  };
}
