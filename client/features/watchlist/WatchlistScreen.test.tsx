import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToast } from '@/components/ui/use-toast';
import { renderWithApp } from '@/test/render';
import { chooseOption, optionLabels } from '@/test/select';
import { alert, item } from './test/data';
import { errorResponse, fakeApi } from './test/fake-api';
import WatchlistScreen from './WatchlistScreen';

const card = (name: string) => screen.getByRole('article', { name });
const fact = (scope: HTMLElement, label: string) =>
  within(scope).getByText(label, { selector: 'dt' }).nextElementSibling;
const toastText = () => screen.getByRole('region', { name: /Notifications/ }).textContent;

// Radix dialogs, selects and switches under jsdom take seconds on a busy machine.
describe('Watchlist', { timeout: 20_000 }, () => {
  afterEach(() => act(() => dismissToast()));

  it('shows the empty state and a zero count', async () => {
    fakeApi();
    renderWithApp(<WatchlistScreen />);
    expect(await screen.findByText('No players in watchlist')).toBeInTheDocument();
    expect(screen.getByText('Add players to track their price changes and performance.')).toBeInTheDocument();
    expect(screen.getByTestId('watch-count')).toHaveTextContent('0 players');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('My Watchlist');
  });

  it('shows a card per player with price now, target, alerts, notes and the latest change', async () => {
    fakeApi({
      items: [
        item(1, { targetPrice: 135, alertOnRise: true, notes: 'Penalties' }),
        item(2, {
          playerId: 2,
          playerName: 'Haaland',
          teamName: 'Man City',
          position: 'Forward',
          currentPrice: 145,
        }),
      ],
      alerts: [alert(5, { changeType: 'target', oldPrice: 130, newPrice: 131 }), alert(4)],
    });
    renderWithApp(<WatchlistScreen />);
    const salah = await screen.findByRole('article', { name: 'Salah' });
    expect(screen.getByTestId('watch-count')).toHaveTextContent('2 players');
    await waitFor(() => expect(fact(salah, 'Price now')).toHaveTextContent('£13.1m'));
    expect(fact(salah, 'Since added')).toHaveTextContent('+£0.1m');
    expect(within(salah).getByText('Added at £13.0m on 1 Nov 2025')).toBeInTheDocument();
    expect(fact(salah, 'Target')).toHaveTextContent('£13.5m');
    expect(within(salah).getByText('£0.4m above now')).toBeInTheDocument();
    expect(within(salah).getByText('Rise on')).toBeInTheDocument();
    expect(within(salah).getByText('Fall off')).toBeInTheDocument();
    expect(fact(salah, 'Notes')).toHaveTextContent('Penalties');
    expect(fact(salah, 'Recent change')).toHaveTextContent('Reached your target: £13.0m → £13.1m');

    const haaland = card('Haaland');
    expect(fact(haaland, 'Since added')).toHaveTextContent('-£0.3m');
    expect(fact(haaland, 'Target')).toHaveTextContent('None');
    expect(fact(haaland, 'Recent change')).toHaveTextContent('No alerts yet');
  });

  it('lists the first 10 alerts, newest first', async () => {
    fakeApi({
      items: [item(1)],
      alerts: Array.from({ length: 12 }, (_, i) =>
        alert(12 - i, { priceDate: `2025-11-${String(20 - i).padStart(2, '0')}` }),
      ),
    });
    renderWithApp(<WatchlistScreen />);
    const list = await screen.findByRole('region', { name: 'Recent Price Changes' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(10));
    const dates = within(list)
      .getAllByRole('listitem')
      .map((li) => li.querySelector('time')?.textContent);
    expect(dates[0]).toBe('20 Nov 2025');
    expect(dates[9]).toBe('11 Nov 2025');
  });

  it('filters the cards by position', async () => {
    fakeApi({ items: [item(1), item(2, { playerId: 2, playerName: 'Haaland', position: 'Forward' })] });
    renderWithApp(<WatchlistScreen />);
    await screen.findByRole('article', { name: 'Salah' });
    expect(optionLabels('Filter by Position')).toEqual([
      'All',
      'Goalkeeper',
      'Defender',
      'Midfielder',
      'Forward',
    ]);
    await chooseOption('Filter by Position', 'Forward');
    expect(screen.getAllByRole('article').map((a) => a.querySelector('h3')?.textContent)).toEqual([
      'Haaland',
    ]);
    await chooseOption('Filter by Position', 'Goalkeeper');
    expect(screen.getByText('No goalkeepers in your watchlist')).toBeInTheDocument();
  });

  it('removes a player with a success toast, and says so when removing fails', async () => {
    const api = fakeApi({ items: [item(1), item(2, { playerId: 2, playerName: 'Haaland' })] });
    renderWithApp(<WatchlistScreen />);
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Salah from watchlist' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Salah' })).toBeNull());
    expect(api.deleted).toEqual([1]);
    // The toasts' region loads with the first toast.
    await waitFor(() => expect(toastText()).toContain('Player removed from watchlist'));
    expect(toastText()).toContain('Success');
    expect(screen.getByTestId('watch-count')).toHaveTextContent('1 player');
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();

    api.onDelete = () => errorResponse(404, 'not_found', 'There is no item 2 on your watchlist.');
    await userEvent.click(screen.getByRole('button', { name: 'Remove Haaland from watchlist' }));
    await waitFor(() =>
      expect(toastText()).toContain(
        'Failed to remove player from watchlist: There is no item 2 on your watchlist.',
      ),
    );
    expect(toastText()).toContain('Error');
    expect(card('Haaland')).toBeInTheDocument();
  });

  it('shows why the watchlist could not be loaded', async () => {
    const api = fakeApi();
    const fake = globalThis.fetch;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) =>
      String(input) === '/api/watchlist'
        ? errorResponse(500, 'internal', 'Database unavailable')
        : fake(input, init),
    );
    renderWithApp(<WatchlistScreen />);
    expect(await screen.findByText('Failed to load your watchlist')).toBeInTheDocument();
    expect(screen.getByText(/500: .*Database unavailable/)).toBeInTheDocument();
    expect(api.items).toEqual([]);
  });
});
