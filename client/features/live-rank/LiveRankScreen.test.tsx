import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '@/components/manager/test/patient';
import { describe, expect, it, vi } from 'vitest';
import { history, summary } from '@/components/manager/test/fixtures';
import { MANAGER_ID_STORAGE_KEY } from '@/lib/storage';
import { renderWithApp, stubFetch } from '@/test/render';
import LiveRankScreen from './LiveRankScreen';

// The chart draws SVG, which is slow under jsdom and checked by the browser tests and screenshots.
vi.mock('./components/SeasonChart', () => ({ SeasonChart: () => null }));

const notFound = () =>
  new Response(JSON.stringify({ error: 'not_found', message: 'Manager 999 not found' }), {
    status: 404,
    statusText: 'Not Found',
  });

function api() {
  return stubFetch({
    '/api/manager/25029': summary(25029),
    '/api/manager/25029/history': history(),
    '/api/manager/999': notFound,
    '/api/manager/999/history': notFound,
  });
}

/** The value shown next to a stat label (the <dd> after its <dt>). */
const stat = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;

describe('Live Rank Tracker', () => {
  it('restores the saved ID, searches it at once and shows profile, rankings and leagues', async () => {
    api();
    window.localStorage.setItem(MANAGER_ID_STORAGE_KEY, '25029');
    renderWithApp(<LiveRankScreen />);
    expect(screen.getByRole('textbox', { name: 'Manager ID' })).toHaveValue('25029');
    expect(screen.getByText(/last searched manager ID \(25029\)/)).toBeInTheDocument();
    expect(await screen.findByTestId('manager-name')).toHaveTextContent('Will Finney');
    expect(screen.getByText('Test Eleven · Wales')).toBeInTheDocument();
    expect(stat('Total points')).toHaveTextContent('305');
    expect(stat('Current gameweek')).toHaveTextContent('5');

    // 400,000 now against 800,000 after GW4: up 400,000 places (the badge waits for the history).
    await waitFor(() => expect(stat('Overall rank')).toHaveTextContent('400,000Up 400,000 places'));
    expect(stat('Gameweek rank')).toHaveTextContent('123,456');
    expect(stat('Gameweek points')).toHaveTextContent('80');

    // Top private leagues: rank 100 or better, best first; the overall league and rank 150 are left out.
    const top = screen.getByRole('list', { name: 'Top private leagues' });
    expect(
      within(top)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Ginger Wolves ConferenceLeague ID 666805#2', 'Biddenham Fantasy LeagueLeague ID 106780#4']);
  });

  it('lists the last 5 gameweeks newest first and the last 4 seasons', async () => {
    api();
    window.localStorage.setItem(MANAGER_ID_STORAGE_KEY, '25029');
    renderWithApp(<LiveRankScreen />);
    const recent = await screen.findByRole('table', { name: 'Last 5 gameweeks' });
    const rows = within(recent).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[0]?.textContent)).toEqual([
      'GW5',
      'GW4',
      'GW3',
      'GW2',
      'GW1',
    ]);
    expect(rows[0]).toHaveTextContent('GW580305400,000Up 400,000');
    expect(rows[1]).toHaveTextContent('No change');
    const seasons = screen.getByRole('table', { name: 'Last 4 seasons' });
    expect(
      within(seasons)
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.textContent),
    ).toEqual([
      '2024/252,1952,920,701',
      '2023/242,309955,148',
      '2022/232,385757,560',
      '2021/222,0921,985,997',
    ]);
  });

  it('says so instead of a table when there is no gameweek or past season yet', async () => {
    stubFetch({
      '/api/manager/25029': summary(25029),
      '/api/manager/25029/history': { ...history(), current: [], past: [] },
    });
    window.localStorage.setItem(MANAGER_ID_STORAGE_KEY, '25029');
    renderWithApp(<LiveRankScreen />);
    expect(await screen.findByText('No gameweeks played yet this season.')).toBeInTheDocument();
    expect(screen.getByText("No past seasons: this is the manager's first season.")).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Last 5 gameweeks' })).toBeNull();
    expect(screen.queryByRole('table', { name: 'Last 4 seasons' })).toBeNull();
  });

  it('searches with Enter, trims the ID and saves it under the shared key', async () => {
    const calls = api();
    renderWithApp(<LiveRankScreen />);
    const search = screen.getByRole('button', { name: 'Search' });
    expect(search).toBeDisabled();
    const box = screen.getByRole('textbox', { name: 'Manager ID' });
    await userEvent.type(box, '   ');
    expect(search).toBeDisabled();
    await userEvent.type(box, ' 25029 {Enter}');
    expect(await screen.findByTestId('manager-name')).toHaveTextContent('Will Finney');
    expect(window.localStorage.getItem(MANAGER_ID_STORAGE_KEY)).toBe('25029');
    expect(calls.map((c) => c.url)).toContain('/api/manager/25029');
  });

  it("shows the spec's message and the API's reason for an unknown manager", async () => {
    api();
    renderWithApp(<LiveRankScreen />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Manager ID' }), '999{Enter}');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Failed to load manager data. Please check the Manager ID and try again.',
    );
    expect(alert).toHaveTextContent('Manager 999 not found');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('asks for an ID when none is saved', () => {
    api();
    renderWithApp(<LiveRankScreen />);
    expect(screen.getByText('No manager selected')).toBeInTheDocument();
  });
});
