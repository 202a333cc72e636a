/// <reference lib="dom" />
import { expect, test, type Page } from '@playwright/test';
import type { UpsetConfigResponse } from '@contracts/api/upset-config';
import { signInAsAdmin } from './admin-session';
import { expectWithinWidth, watchErrors } from './manager-helpers';
import { DESKTOP, PHONE, SHOTS, api } from './players-support';
import { expectNoSidewaysScroll } from './layout';

/**
 * The upset configuration on the demo season: edit an option, see the unsaved alert and the live
 * description, save, reload and find it in force, then Global Reset with its confirmation. Reset
 * first and last, so the demo's database is left with the defaults. Signed in as admin through the
 * API first (admin-sign-in.spec.ts covers the form).
 */

const URL = '/admin-upset-config';
const toast = (page: Page) => page.getByRole('region', { name: /Notifications/ });
const unsaved = (page: Page) => page.getByText('You have unsaved changes');

async function globalReset(page: Page) {
  await page.getByRole('button', { name: 'Global Reset' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(toast(page)).toContainText('Configuration reset to default values');
}

test.describe('Predicted Scores Upset Configuration', () => {
  test('edit, unsaved alert, save, reload, global reset with confirmation', async ({
    page,
    request,
    baseURL,
  }) => {
    const errors = watchErrors(page);
    await signInAsAdmin(page, baseURL);
    await page.setViewportSize(DESKTOP);
    await page.goto(URL);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Predicted Scores Upset Configuration');
    await expect(page.getByRole('switch', { name: 'Option 2 Controlled Variance' })).toBeVisible();
    await globalReset(page);

    await page.getByRole('tab', { name: 'Poisson' }).click();
    await expect(page.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
    await page.getByRole('switch', { name: 'Option 1 Poisson Distribution' }).click();
    await page.getByLabel('Poisson chance').fill('0.6');
    await expect(unsaved(page)).toBeVisible();
    await expect(page.getByText('Modified')).toBeVisible();
    await expect(page.getByText(/^In 60% of upcoming matches the score is drawn/)).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/admin-upset-config-poisson-desktop.png`, fullPage: true });

    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page)).toContainText('Upset configuration saved successfully');
    await expect(unsaved(page)).toBeHidden();
    const saved = await api<UpsetConfigResponse>(request, '/api/admin/upset-config');
    expect(saved.config).toMatchObject({ enablePoissonDistribution: true, poissonChance: 0.6 });
    expect(saved.updatedBy).toBe('admin');

    await page.reload();
    await expect(
      page.getByRole('list', { name: 'Current Status' }).getByText('Poisson Distribution Active'),
    ).toBeVisible();
    await expect(page.getByText(/^Last updated .* by admin$/)).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/admin-upset-config-overview-desktop.png`, fullPage: true });

    await page.getByRole('button', { name: 'Global Reset' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    expect((await api<UpsetConfigResponse>(request, '/api/admin/upset-config')).config.poissonChance).toBe(
      0.6,
    );
    await globalReset(page);
    const reset = await api<UpsetConfigResponse>(request, '/api/admin/upset-config');
    expect(reset.config).toEqual(reset.defaults);
    await expect(page.getByRole('switch', { name: 'Option 1 Poisson Distribution' })).not.toBeChecked();
    expect(errors).toEqual([]);
  });

  test('the Context tab names the top teams; Reset Tab is local; fits a phone', async ({ page, request }) => {
    const { defaults } = await api<UpsetConfigResponse>(request, '/api/admin/upset-config');
    await page.setViewportSize(PHONE);
    await page.goto(URL);
    await page.getByRole('tab', { name: 'Context' }).click();
    const topTeams = page.getByLabel('Top teams (team ids, comma-separated)');
    await expect(topTeams).toHaveValue(defaults.topTeamIds.join(', '));
    await topTeams.fill('2, x, 5');
    await expect(page.getByTestId('top-teams-named')).toContainText('(2), ');
    await expect(page.getByTestId('top-teams-named')).toContainText('(5)');
    await page.getByLabel('Derby chance').fill('0.4');
    await expect(page.getByText(/^Derbies: in 40% of derbies/)).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectWithinWidth(page, page.getByLabel('Derby chance'));
    await page.screenshot({ path: `${SHOTS}/admin-upset-config-context-phone.png`, fullPage: true });
    await page.getByRole('button', { name: 'Reset Tab' }).click();
    await expect(topTeams).toHaveValue(defaults.topTeamIds.join(', '));
    await expect(page.getByLabel('Derby chance')).toHaveValue('0.25');
    await expect(unsaved(page)).toBeVisible(); // a reset is an unsaved change until saved
    expect((await api<UpsetConfigResponse>(request, '/api/admin/upset-config')).lastUpdated).not.toBeNull();
  });
});
