import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { dismissToast } from '@/components/ui/use-toast';
import { apiError, renderWithApp } from '@/test/render';
import AdminGoalProjectionsScreen from '../AdminGoalProjectionsScreen';
import { FAKE_ADMIN_PASSWORD } from '../auth/test/fake-session';
import { fakePortalApi } from './test/fake-api';

const toastText = () => screen.getByRole('region', { name: /Notifications/ }).textContent;
const row = (key: string) => screen.getByTestId(`setting-${key}`);

async function openTab(name: string) {
  const user = userEvent.setup();
  renderWithApp(<AdminGoalProjectionsScreen />);
  expect(screen.getByText('Loading settings...')).toBeInTheDocument();
  await user.click(await screen.findByRole('tab', { name }));
  return user;
}

// Radix tabs and dialogs under jsdom take seconds on a busy machine.
describe('Configuration Portal - Team Goals Scored', { timeout: 30_000 }, () => {
  afterEach(() => act(() => dismissToast()));

  it('stages a value with Update, marks it Modified and saves it with Save Changes', async () => {
    const api = fakePortalApi();
    const user = await openTab('Venue Factors');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Configuration Portal - Team Goals Scored',
    );
    const save = screen.getByRole('button', { name: 'Save Changes' });
    expect(save).toBeDisabled();

    const input = screen.getByLabelText('New value for Home advantage');
    await user.clear(input);
    await user.type(input, '1.25');
    await user.click(screen.getByRole('button', { name: 'Update Home advantage' }));
    const home = row('homeAdvantageGoalsMultiplier');
    expect(within(home).getByTestId('current')).toHaveTextContent('1.25');
    expect(within(home).getByText('Modified')).toBeInTheDocument();
    expect(within(home).getByText(/Now 1\.25 \(default 1\.16\)/)).toBeInTheDocument();
    expect(screen.getByText(/You have unsaved changes/)).toBeInTheDocument();
    expect(api.puts).toHaveLength(0);

    await user.click(save);
    await waitFor(() => expect(toastText()).toContain('Settings Updated'));
    expect(toastText()).toContain(
      'Goals scored settings and projection parameters have been updated successfully.',
    );
    expect(api.puts[0]?.homeAdvantageGoalsMultiplier).toBe(1.25);
    expect(screen.queryByText(/You have unsaved changes/)).not.toBeInTheDocument();
    expect(screen.getByTestId('last-updated')).toHaveTextContent('by admin');
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
  });

  it('refuses a value outside the bounds and resets a row to its default', async () => {
    fakePortalApi();
    const user = await openTab('Venue Factors');
    const input = screen.getByLabelText('New value for Away factor');
    await user.clear(input);
    await user.type(input, '1.5');
    await user.click(screen.getByRole('button', { name: 'Update Away factor' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Away factor must be between 0.7 and 1');
    expect(within(row('awayFactorGoalsMultiplier')).getByTestId('current')).toHaveTextContent('0.84');

    await user.clear(input);
    await user.type(input, '0.9');
    await user.click(screen.getByRole('button', { name: 'Update Away factor' }));
    expect(within(row('awayFactorGoalsMultiplier')).getByText('Modified')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reset Away factor to default' }));
    expect(toastText()).toContain('Reset to Default');
    expect(within(row('awayFactorGoalsMultiplier')).getByTestId('current')).toHaveTextContent('0.84');
    expect(within(row('awayFactorGoalsMultiplier')).queryByText('Modified')).not.toBeInTheDocument();
  });

  it('moves a club to one tier only and saves the lists', async () => {
    const api = fakePortalApi();
    const user = await openTab('Attack Teams');
    const arsenal = screen.getByTestId('tier-attack-1');
    expect(within(arsenal).queryByText('Modified')).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Attack tier for Arsenal'), 'elite');
    expect(within(arsenal).getByText('Modified')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Attack tier for Arsenal'), 'weak');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(api.puts).toHaveLength(1));
    expect(api.puts[0]).toMatchObject({ eliteAttackTeams: [12], weakAttackTeams: [1] });
  });

  it('resets the current tab only after confirmation, locally', async () => {
    const api = fakePortalApi();
    const user = await openTab('Attack Teams');
    await user.selectOptions(screen.getByLabelText('Attack tier for Sunderland'), 'promoted');
    await user.click(screen.getByRole('button', { name: 'Reset Attack Teams' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(within(screen.getByTestId('tier-attack-17')).getByText('Modified')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Reset Attack Teams' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(toastText()).toContain('Attack Teams Reset');
    expect(within(screen.getByTestId('tier-attack-17')).queryByText('Modified')).not.toBeInTheDocument();
    expect(api.puts).toHaveLength(0);
  });

  it('Global Reset asks first, then resets on the server', async () => {
    const api = fakePortalApi();
    const user = await openTab('Market Bounds');
    await user.click(screen.getByRole('button', { name: 'Global Reset' }));
    expect(await screen.findByRole('dialog', { name: 'Reset all settings?' })).toBeInTheDocument();
    expect(api.resets).toBe(0);
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(toastText()).toContain('Settings Reset'));
    expect(toastText()).toContain('All settings and team assignments have been reset to default values.');
    expect(api.resets).toBe(1);
  });

  it('keeps the edits and says why when a save fails', async () => {
    const api = fakePortalApi();
    api.onWrite = () =>
      apiError(400, {
        error: 'invalid_setting',
        message: 'derbyGoalsMultiplier must be between 0.6 and 1.3',
      });
    const user = await openTab('Context Multipliers');
    const input = screen.getByLabelText('New value for Derby');
    await user.clear(input);
    await user.type(input, '1.2');
    await user.click(screen.getByRole('button', { name: 'Update Derby' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(toastText()).toContain('Update Failed'));
    expect(toastText()).toContain('Failed to update settings. Please try again.');
    expect(screen.getByRole('alert')).toHaveTextContent('derbyGoalsMultiplier must be between 0.6 and 1.3');
    expect(within(row('derbyGoalsMultiplier')).getByTestId('current')).toHaveTextContent('1.20');
    expect(screen.getByText(/You have unsaved changes/)).toBeInTheDocument();
  });

  it('asks to sign in when a save needs it, keeps the edits, and saves them after sign-in', async () => {
    const api = fakePortalApi({ signedIn: false });
    const user = await openTab('Market Bounds');
    expect(await screen.findByText(/Not signed in/)).toBeInTheDocument();
    const input = screen.getByLabelText('New value for Absolute maximum goals');
    await user.clear(input);
    await user.type(input, '6');
    await user.click(screen.getByRole('button', { name: 'Update Absolute maximum goals' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    const prompt = await screen.findByRole('region', { name: 'Sign in to save' });
    expect(within(row('absoluteMaxGoals')).getByTestId('current')).toHaveTextContent('6.00');
    expect(api.puts).toHaveLength(0);

    await user.type(within(prompt).getByLabelText(/password/i), FAKE_ADMIN_PASSWORD);
    await user.click(within(prompt).getByRole('button', { name: /sign in/i }));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Sign in to save' })).not.toBeInTheDocument(),
    );
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(toastText()).toContain('Settings Updated'));
    expect(api.puts.at(-1)?.absoluteMaxGoals).toBe(6);
  });
});
