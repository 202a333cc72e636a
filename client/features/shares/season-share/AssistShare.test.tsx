import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp, stubFetch } from '@/test/render';
import { columnHeaders } from '@/test/table';
import AssistShareScreen from '../AssistShareScreen';
import { assistPast, assistSeason, SEASONS } from './test/data';
import { cardRows, cardsAfterRetry, chooseOption, teamCards } from './test/helpers';

const SEASON = '/api/assist-share-season';
const PAST = '/api/assist-share-historical/2024-25';

describe('Season Assist Share', { timeout: 20_000 }, () => {
  it('shows the projected season: expected assists, the top 8 with share badges, then +N more', async () => {
    stubFetch({ [SEASON]: assistSeason(), '/api/seasons': SEASONS });
    renderWithApp(<AssistShareScreen />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Season Assist Share');
    expect(await teamCards()).toEqual(['LIV Liverpool']);
    const liv = screen.getByRole('region', { name: 'LIV Liverpool' });
    expect(liv).toHaveTextContent('Expected Assists: 44.44');
    expect(within(liv).getByText('9 players')).toBeInTheDocument();
    expect(columnHeaders(liv)).toEqual(['#', 'Player', 'Share', 'Proj. assists']);
    const rows = cardRows(liv);
    expect(rows).toHaveLength(8);
    // 44.44 x 24% = 10.67 projected assists.
    expect(rows[0]).toEqual(['1', 'Player 300 MID', '24.0%', '10.67']);
    expect(rows[3]).toEqual(['4', 'Player 303 MID', '9.0%', '4.00']);
    expect(rows[7]).toEqual(['8', 'Player 307 DEF', '3.0%', '1.33']);
    expect(liv).toHaveTextContent('+1 more players with smaller shares');
    expect(liv).not.toHaveTextContent('Own goals');
    // Badge colours at 20, 15 and 10 percent.
    expect(within(liv).getByText('24.0%')).toHaveClass('bg-green-800');
    expect(within(liv).getByText('16.0%')).toHaveClass('bg-green-300');
    expect(within(liv).getByText('12.0%')).toHaveClass('bg-green-100');
    expect(within(liv).getByText('9.0%')).toHaveClass('bg-muted');

    const about = screen.getByRole('region', { name: 'About Assist Share' });
    await waitFor(() => expect(about).toHaveTextContent('Midfielders 13.0%'));
    expect(about).toHaveTextContent('(assists per team assist while on the pitch)');
    expect(about).toHaveTextContent('0.87 assists are credited per team goal');
  });

  it('shows total assists of a past season', async () => {
    stubFetch({ [SEASON]: assistSeason(), [PAST]: assistPast, '/api/seasons': SEASONS });
    renderWithApp(<AssistShareScreen />);
    await teamCards();
    expect(await chooseOption('Season', '2024-25')).toEqual(['2025-26 (Projected)', '2024-25', '2023-24']);
    await waitFor(async () => expect(await teamCards()).toEqual(['ARS Arsenal']));
    const ars = screen.getByRole('region', { name: 'ARS Arsenal' });
    expect(ars).toHaveTextContent('Total Assists: 50');
    expect(cardRows(ars)).toEqual([['1', 'Odegaard MID', '16.0%', '8']]);
    expect(within(ars).getByText('16.0%')).toHaveClass('bg-green-300');
    expect(screen.getByRole('region', { name: 'About Assist Share' })).toHaveTextContent(
      'Actual assists of 2024-25 from the imported history',
    );
  });

  it('shows skeletons while loading, then the failure with its spec text, and loads again on Retry', async () => {
    const texts = { loading: 'Loading season assist share...', failure: 'Failed to load assist share data' };
    expect(await cardsAfterRetry(<AssistShareScreen />, SEASON, assistSeason, texts)).toEqual([
      'LIV Liverpool',
    ]);
  });

  it('says so when the season has no teams', async () => {
    stubFetch({ [SEASON]: assistSeason('none'), '/api/seasons': SEASONS });
    renderWithApp(<AssistShareScreen />);
    expect(await screen.findByRole('heading', { name: 'No Data Available' })).toBeInTheDocument();
  });
});
