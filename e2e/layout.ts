/// <reference lib="dom" />
import { expect, type Page } from '@playwright/test';

/** The page must not scroll sideways; wide tables scroll inside their own card instead. */
export async function expectNoSidewaysScroll(page: Page, what?: string): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, what).toBeLessThanOrEqual(0);
}
