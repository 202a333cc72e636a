import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { dismissToast } from '@/components/ui/use-toast';
import { apiError, renderWithApp, stubFetch } from '@/test/render';
import { FAKE_ADMIN_PASSWORD } from '../auth/test/fake-session';
import { fakeUpsetApi } from './test/fake-api';
import UpsetConfigScreen from './UpsetConfigScreen';

const toastText = () => screen.getByRole('region', { name: /Notifications/ }).textContent;
const unsavedAlert = () => screen.queryByText(/You have unsaved changes/);
const button = (name: string) => screen.getByRole('button', { name });

async function open(tab?: string) {
  const user = userEvent.setup();
  renderWithApp(<UpsetConfigScreen />);
  await screen.findByRole('tab', { name: 'Overview' });
  if (tab) await user.click(screen.getByRole('tab', { name: tab }));
  return user;
}

async function retype(user: ReturnType<typeof userEvent.setup>, label: string, text: string) {
  const input = screen.getByLabelText(label);
  await user.clear(input);
  await user.type(input, text);
}

// Radix tabs, switches and dialogs under jsdom take seconds on a busy machine.
describe('Predicted Scores Upset Configuration', { timeout: 20_000 }, () => {
  afterEach(() => act(() => dismissToast()));

  it('loads, then shows the five switches and the options in force', async () => {
    fakeUpsetApi({ enablePoissonDistribution: true });
    renderWithApp(<UpsetConfigScreen />);
    expect(screen.getByText('Loading configuration...')).toBeInTheDocument();
    expect(await screen.findByRole('switch', { name: 'Option 1 Poisson Distribution' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Option 3 Context Upsets' })).not.toBeChecked();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Predicted Scores Upset Configuration',
    );
    const status = within(screen.getByRole('list', { name: 'Current Status' }));
    expect(status.getByText('Poisson Distribution Active')).toBeInTheDocument();
    expect(status.getByText('Controlled Variance Active')).toBeInTheDocument();
    expect(status.getByText('Context Upsets Off')).toBeInTheDocument();
    expect(screen.getByText('Last updated: never (the built-in defaults are in force)')).toBeInTheDocument();
    expect(button('Save Changes')).toBeDisabled();
    expect(button('Reset Tab')).toBeDisabled();
  });

  it('says why the configuration could not be fetched', async () => {
    stubFetch({}); // every URL answers 404
    renderWithApp(<UpsetConfigScreen />);
    expect(await screen.findByText('Failed to fetch config: 404: Not Found')).toBeInTheDocument();
  });

  it('shows Default / Current / New Value and a description quoting the value being edited', async () => {
    fakeUpsetApi({ poissonChance: 0.6 });
    const user = await open('Poisson');
    const input = screen.getByLabelText('Poisson chance');
    expect(input).toHaveValue(0.6);
    expect(input).toHaveAttribute('min', '0');
    expect(input).toHaveAttribute('max', '1');
    expect(screen.getByText(/^In 60% of upcoming matches the score is drawn/)).toBeInTheDocument();
    await retype(user, 'Poisson chance', '0.35');
    expect(screen.getByText(/^In 35% of upcoming matches the score is drawn/)).toBeInTheDocument();
    expect(screen.getByText(/^The other 65% keep the score chosen for the gameweek/)).toBeInTheDocument();
  });

  it('raises the unsaved alert on an edit, saves the whole configuration and clears it', async () => {
    const api = fakeUpsetApi();
    const user = await open();
    expect(unsavedAlert()).toBeNull();
    await user.click(screen.getByRole('switch', { name: 'Option 3 Context Upsets' }));
    expect(unsavedAlert()).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Budget' }));
    await retype(user, 'Upset budget chance', '0.1');
    await user.click(button('Save Changes'));
    await waitFor(() => expect(toastText()).toContain('Upset configuration saved successfully'));
    expect(toastText()).toContain('Success');
    expect(api.saved).toEqual([{ ...api.state.defaults, enableContextUpsets: true, upsetBudgetChance: 0.1 }]);
    expect(unsavedAlert()).toBeNull();
    expect(button('Save Changes')).toBeDisabled();
    expect(screen.getByText(/^Last updated .* by admin$/)).toBeInTheDocument();
  });

  it('refuses to save a value outside its bounds and names them', async () => {
    const api = fakeUpsetApi();
    const user = await open('Variance');
    await retype(user, 'Variance maximum', '2.5');
    expect(await screen.findByText('varianceMax must be between 1 and 2')).toBeInTheDocument();
    expect(button('Save Changes')).toBeDisabled();
    expect(api.saved).toEqual([]);
  });

  it('shows the server’s refusal in the error toast and keeps the edits', async () => {
    const api = fakeUpsetApi();
    api.onSave = () =>
      apiError(400, { error: 'invalid_setting', message: 'derbyChance must be between 0 and 1' });
    const user = await open('Context');
    await retype(user, 'Derby chance', '0.5');
    await user.click(button('Save Changes'));
    await waitFor(() => expect(toastText()).toContain('Failed to save configuration: 400: '));
    expect(toastText()).toContain('Error');
    expect(screen.getByLabelText('Derby chance')).toHaveValue(0.5);
    expect(unsavedAlert()).toBeInTheDocument();
  });

  it('asks to sign in when a save needs it, keeps the edits, and saves them after sign-in', async () => {
    const api = fakeUpsetApi({}, { signedIn: false });
    const user = await open('Budget');
    await retype(user, 'Upset budget maximum', '2.2');
    await user.click(button('Save Changes'));
    const prompt = await screen.findByRole('region', { name: 'Sign in to save' });
    expect(api.state.config.upsetBudgetMax).toBe(1.3); // refused: nothing stored
    expect(screen.getByLabelText('Upset budget maximum')).toHaveValue(2.2);
    await user.type(within(prompt).getByLabelText('Admin password'), FAKE_ADMIN_PASSWORD);
    await user.click(within(prompt).getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Sign in to save' })).toBeNull());
    expect(screen.getByLabelText('Upset budget maximum')).toHaveValue(2.2);
    await user.click(button('Save Changes'));
    await waitFor(() => expect(toastText()).toContain('Upset configuration saved successfully'));
    expect(api.state.config.upsetBudgetMax).toBe(2.2);
  });

  it('Reset Tab resets only that tab’s fields, locally', async () => {
    const api = fakeUpsetApi({ varianceMin: 0.5, upsetRoundingChance: 0.4, enableSmartRounding: false });
    const user = await open('Rounding');
    await user.click(button('Reset Tab'));
    expect(screen.getByLabelText('Upset rounding chance')).toHaveValue(0.15);
    expect(screen.getByRole('switch', { name: 'Option 4 Smart Rounding' })).toBeChecked();
    expect(toastText()).toContain('not yet saved');
    await user.click(screen.getByRole('tab', { name: 'Variance' }));
    expect(screen.getByLabelText('Variance minimum')).toHaveValue(0.5);
    expect(unsavedAlert()).toBeInTheDocument();
    expect(api.saved).toEqual([]);
  });

  it('Reset Page sets every field to its default without saving', async () => {
    const api = fakeUpsetApi({ varianceMin: 0.5, derbyChance: 0.9, topTeamIds: [1] });
    const user = await open('Context');
    await user.click(button('Reset Page'));
    expect(toastText()).toContain('not yet saved');
    expect(screen.getByLabelText('Derby chance')).toHaveValue(0.25);
    expect(screen.getByLabelText('Top teams (team ids, comma-separated)')).toHaveValue('1, 12, 13');
    await user.click(screen.getByRole('tab', { name: 'Variance' }));
    expect(screen.getByLabelText('Variance minimum')).toHaveValue(0.8);
    expect(unsavedAlert()).toBeInTheDocument();
    expect(api.saved).toEqual([]);
    expect(api.resets).toBe(0);
  });

  it('Global Reset asks first, then stores the defaults on the server', async () => {
    const api = fakeUpsetApi({ pressureChance: 0.9 });
    const user = await open('Context');
    await user.click(button('Global Reset'));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.resets).toBe(0);
    await user.click(button('Global Reset'));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(toastText()).toContain('Configuration reset to default values'));
    expect(toastText()).toContain('Reset Complete');
    expect(api.resets).toBe(1);
    expect(screen.getByLabelText('Pressure chance')).toHaveValue(0.3);
    expect(unsavedAlert()).toBeNull();
  });

  it('reports a failed Global Reset', async () => {
    const api = fakeUpsetApi();
    api.onReset = () => new Response('', { status: 503, statusText: 'Service Unavailable' });
    const user = await open();
    await user.click(button('Global Reset'));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(toastText()).toContain('Failed to reset configuration: 503: Service Unavailable'),
    );
  });

  it('shows how the displayed scorelines did on the finished matches beside the model’s own', async () => {
    const api = fakeUpsetApi();
    api.measured = {
      matches: 110,
      displayed: { exact_score_rate: 0.091, outcome_rate: 0.482 },
      model: { exact_score_rate: 0.118, outcome_rate: 0.527 },
    };
    await open();
    const rates = await screen.findByRole('table', { name: 'Hit rates' });
    expect(within(rates).getByRole('row', { name: /Displayed/ })).toHaveTextContent('9.1%48.2%');
    expect(within(rates).getByRole('row', { name: /Model/ })).toHaveTextContent('11.8%52.7%');
    expect(rates).toHaveTextContent('110 finished matches');
  });

  it('reads the top teams as comma-separated ids, drops what is not a number and names the clubs', async () => {
    const api = fakeUpsetApi();
    const user = await open();
    // The club names (the game's whole bootstrap) are read only for the tab that shows them.
    await screen.findByRole('button', { name: 'Save Changes' });
    expect(api.bootstrapReads).toBe(0);
    await user.click(screen.getByRole('tab', { name: 'Context' }));
    await retype(user, 'Top teams (team ids, comma-separated)', '13, x, 1,,12a, 12');
    await waitFor(() =>
      expect(screen.getByTestId('top-teams-named')).toHaveTextContent(
        'Man City (13), Arsenal (1), Liverpool (12)',
      ),
    );
    expect(api.bootstrapReads).toBe(1);
    await user.click(button('Save Changes'));
    await waitFor(() => expect(api.saved).toHaveLength(1));
    expect(api.saved[0]?.topTeamIds).toEqual([13, 1, 12]);
  });
});
