import { test as base } from '@playwright/test';
import { DESKTOP } from './players-support';

export { expect } from '@playwright/test';

/**
 * Playwright's `test`, opening each screen in the 1366 x 900 laptop window the desktop layout is
 * checked at, unless a block asks for another (`test.use({ viewport: PHONE })` or
 * `page.setViewportSize`): the screen specs said so once per block before.
 */
export const test = base.extend({ viewport: DESKTOP });
