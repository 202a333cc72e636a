import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToast } from '@/components/ui/use-toast';
import { renderWithApp } from '@/test/render';
import { item } from '../test/data';
import { errorResponse, fakeApi } from '../test/fake-api';
import WatchlistScreen from '../WatchlistScreen';

const dialog = () => screen.getByRole('dialog', { name: 'Add Player to Watchlist' });
const choices = () =>
  within(within(dialog()).getByRole('list', { name: 'Players to choose from' }))
    .getAllByRole('button')
    .map((b) => b.firstElementChild?.textContent);
// While the modal dialog is open, Radix hides the rest of the page (the toast region too) from the
// accessibility tree; the toast still shows.
const toastText = () => screen.getByRole('region', { name: /Notifications/, hidden: true }).textContent;

async function openDialog() {
  await userEvent.click(await screen.findByRole('button', { name: 'Add Player' }));
  // The dialog's code loads on the first opening.
  await screen.findByRole('dialog', { name: 'Add Player to Watchlist' }, { timeout: 10_000 });
  await within(dialog()).findByRole('list', { name: 'Players to choose from' });
}

// Radix dialogs and switches under jsdom take seconds on a busy machine.
describe('Add Player dialog', { timeout: 20_000 }, () => {
  // Radix measures the switches with ResizeObserver, which jsdom lacks; sizes do not matter here.
  beforeEach(() => {
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
  });
  afterEach(() => act(() => dismissToast()));

  it('offers only players not yet watched, and searches them', async () => {
    fakeApi({ items: [item(1)] });
    renderWithApp(<WatchlistScreen />);
    await screen.findByRole('article', { name: 'Salah' });
    await openDialog();
    expect(choices()).toEqual(['Haaland', 'Gabriel', 'Raya', 'Ødegaard']);
    expect(within(dialog()).getByRole('searchbox', { name: 'Player' })).toHaveFocus();
    await userEvent.type(within(dialog()).getByRole('searchbox', { name: 'Player' }), 'odegaard');
    expect(choices()).toEqual(['Ødegaard']);
    await userEvent.type(within(dialog()).getByRole('searchbox', { name: 'Player' }), 'x');
    expect(within(dialog()).getByText('No players match “odegaardx”.')).toBeInTheDocument();
  });

  it('adds a player: fills him in, sends the target in tenths, shows Adding..., toasts, closes and resets', async () => {
    const api = fakeApi();
    let answer: (r: Response) => void = () => {};
    api.onPost = () => new Promise<Response>((resolve) => (answer = resolve));
    renderWithApp(<WatchlistScreen />);
    await openDialog();

    await userEvent.click(within(dialog()).getByRole('button', { name: /^Haaland/ }));
    expect(within(dialog()).getByTestId('selected-player')).toHaveTextContent(
      'HaalandMan City · Forward · £14.2m',
    );
    const target = within(dialog()).getByRole('textbox', { name: 'Target Price (£m, optional)' });
    expect(target).toHaveFocus();
    await userEvent.type(target, '15');
    expect(within(dialog()).getByText('Target: £15.0m.')).toBeInTheDocument();
    await userEvent.click(within(dialog()).getByRole('switch', { name: 'Alert on price rise' }));
    await userEvent.type(within(dialog()).getByRole('textbox', { name: 'Notes' }), 'Back from injury');
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Add to Watchlist' }));

    const pending = await within(dialog()).findByRole('button', { name: 'Adding...' });
    expect(pending).toBeDisabled();
    expect(api.posted).toEqual([
      {
        playerId: 2,
        playerName: 'Haaland',
        teamName: 'Man City',
        position: 'Forward',
        currentPrice: 142,
        targetPrice: 150,
        alertOnRise: true,
        alertOnFall: false,
        notes: 'Back from injury',
      },
    ]);
    const created = {
      ...(api.posted[0] as object),
      id: 7,
      createdAt: '2025-11-18T10:00:00.000Z',
      updatedAt: '2025-11-18T10:00:00.000Z',
    };
    api.items.push(created as never);
    answer(Response.json(created, { status: 201 }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The toasts' region loads with the first toast.
    await waitFor(() => expect(toastText()).toContain('Player added to watchlist'));
    expect(toastText()).toContain('Success');
    expect(await screen.findByRole('article', { name: 'Haaland' })).toBeInTheDocument();
    expect(screen.getByTestId('watch-count')).toHaveTextContent('1 player');

    // Opening again starts from the defaults, without the player just added.
    await openDialog();
    expect(choices()).not.toContain('Haaland');
    expect(within(dialog()).getByRole('searchbox', { name: 'Player' })).toHaveValue('');
    expect(within(dialog()).getByRole('textbox', { name: 'Target Price (£m, optional)' })).toHaveValue('');
    expect(within(dialog()).getByRole('switch', { name: 'Alert on price rise' })).not.toBeChecked();
    expect(within(dialog()).getByRole('textbox', { name: 'Notes' })).toHaveValue('');
  });

  it('sends no target when the field is left empty', async () => {
    const api = fakeApi();
    renderWithApp(<WatchlistScreen />);
    await openDialog();
    await userEvent.click(within(dialog()).getByRole('button', { name: /^Raya/ }));
    await userEvent.click(within(dialog()).getByRole('switch', { name: 'Alert on price fall' }));
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Add to Watchlist' }));
    await waitFor(() => expect(api.posted).toHaveLength(1));
    expect(api.posted[0]).toMatchObject({
      playerId: 3,
      position: 'Goalkeeper',
      targetPrice: null,
      alertOnFall: true,
    });
  });

  it('shows validation messages and sends nothing until they are fixed', async () => {
    const api = fakeApi();
    renderWithApp(<WatchlistScreen />);
    await openDialog();
    const target = within(dialog()).getByRole('textbox', { name: 'Target Price (£m, optional)' });
    await userEvent.type(target, '8.55');
    // Pasted, not typed: 501 keystrokes would only make the test slow.
    await userEvent.click(within(dialog()).getByRole('textbox', { name: 'Notes' }));
    await userEvent.paste('x'.repeat(501));
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Add to Watchlist' }));

    expect(await within(dialog()).findByText('Choose a player')).toBeInTheDocument();
    expect(within(dialog()).getByRole('searchbox', { name: 'Player' })).toHaveFocus();
    expect(
      within(dialog()).getByText('Prices move in steps of £0.1m: use one decimal, e.g. 8.5'),
    ).toBeInTheDocument();
    expect(within(dialog()).getByText('Notes must be at most 500 characters')).toBeInTheDocument();
    expect(target).toHaveAttribute('aria-invalid', 'true');
    expect(api.posted).toEqual([]);

    await userEvent.click(within(dialog()).getByRole('button', { name: /^Salah/ }));
    expect(within(dialog()).queryByText('Choose a player')).toBeNull();
    await userEvent.clear(target);
    await userEvent.type(target, '0');
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Add to Watchlist' }));
    expect(await within(dialog()).findByText('The target price must be above £0.0m')).toBeInTheDocument();
    expect(target).toHaveFocus();
    expect(api.posted).toEqual([]);
  });

  it("keeps the dialog open and shows the server's message when adding fails", async () => {
    const api = fakeApi();
    api.onPost = () => errorResponse(409, 'conflict', 'Salah is already on your watchlist.');
    renderWithApp(<WatchlistScreen />);
    await openDialog();
    await userEvent.click(within(dialog()).getByRole('button', { name: /^Salah/ }));
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Add to Watchlist' }));
    await waitFor(() =>
      expect(toastText()).toContain('Failed to add player to watchlist: Salah is already on your watchlist.'),
    );
    expect(toastText()).toContain('Error');
    expect(dialog()).toBeInTheDocument();
    expect(within(dialog()).getByRole('button', { name: 'Add to Watchlist' })).toBeEnabled();
  });

  it('says when the player list cannot be loaded', async () => {
    fakeApi();
    const fake = globalThis.fetch;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) =>
      String(input) === '/api/player-list'
        ? new Response('', { status: 503, statusText: 'Service Unavailable' })
        : fake(input, init),
    );
    renderWithApp(<WatchlistScreen />);
    await userEvent.click(await screen.findByRole('button', { name: 'Add Player' }));
    expect(
      await within(dialog()).findByText('Unable to load the player list. 503: Service Unavailable'),
    ).toBeInTheDocument();
  });
});
