import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TransferPlannerResponse } from '@contracts/api/player-scores';
import { POSITIONS, TRANSFER_PARTS, transferCard } from '@/components/players/test/cards';
import { renderWithApp, stubFetch } from '@/test/render';
import { chooseOption, combobox, optionLabels } from '@/test/select';
import TransferPlannerScreen from './TransferPlannerScreen';

const answer = (
  players: TransferPlannerResponse['players'],
  over: Partial<TransferPlannerResponse> = {},
): TransferPlannerResponse => ({
  fromGameweek: 3,
  finishedGameweeks: 2,
  total: players.length,
  players,
  orderedBy: 'score',
  parts: TRANSFER_PARTS,
  positions: POSITIONS,
  historySeasons: ['2022-23', '2023-24', '2024-25'],
  ...over,
});
const url = (type: string, position = 'all', price = 'all') =>
  `/api/transfer-planner?type=${type}&position=${position}&price=${price}`;

// Radix selects and full grids under jsdom take seconds on a busy machine.
describe('Transfer Planner', { timeout: 20_000 }, () => {
  it('shows a card per player with the spec fields and explains the score', async () => {
    stubFetch({
      [url('in')]: answer([
        transferCard(1, {
          webName: 'Salah',
          historical: {
            multiplier: 1.06,
            per90: 7.2,
            positionPer90: 4.1,
            minutes: 8000,
            seasons: ['2022-23', '2023-24', '2024-25'],
          },
        }),
        transferCard(2, {
          elementType: 1,
          position: 'Goalkeeper',
          weightedSum: 6.8,
          positionReference: 7.068,
          rescaledSum: 6 + (0.8 * 2) / 1.068,
          availability: 'doubtful',
          chanceOfPlaying: 75,
          news: 'Knock',
          injuryPenalty: 0.75,
        }),
      ]),
    });
    renderWithApp(<TransferPlannerScreen />);
    const card = await screen.findByRole('article', { name: 'Salah' });
    expect(screen.getByText(/historical data 2022-23 to 2024-25/)).toBeInTheDocument();
    expect(screen.getByTestId('player-count')).toHaveTextContent('2 players');
    expect(card).toHaveTextContent('Liverpool · Midfielder');
    expect(within(card).getByText('Buy')).toBeInTheDocument();
    expect(within(card).getByText('Price', { selector: 'dt' }).nextElementSibling).toHaveTextContent('£8.0m');
    expect(within(card).getByText('Form', { selector: 'dt' }).nextElementSibling).toHaveTextContent('6.5');
    expect(
      within(card).getByRole('img', { name: 'Transfers rising (150,000 net this gameweek)' }),
    ).toBeInTheDocument();
    expect(within(card).getByText('Points', { selector: 'dt' }).nextElementSibling).toHaveTextContent('120');
    expect(within(card).getByText('Value', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      '7.5/10',
    );
    expect(within(card).getByTestId('overall-score')).toHaveTextContent('7.4/10');

    await userEvent.click(within(card).getByText('How is this scored?'));
    const parts = within(card).getByRole('table', { name: 'Overall score parts' });
    expect(
      within(parts)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual([
      'PartValue /10WeightAdds',
      'FormForm × 2.5, at most 1010.00.252.50',
      'ValuePoints per £1m7.50.21.50',
      'Weighted sum4.00',
      'Rescaled sum (Midfielder)4.00',
      'Injury doubt penalty−0.00',
      'Historical multiplier×1.06',
      'Overall score (kept within 0 to 10)7.4',
    ]);
    expect(card).toHaveTextContent(
      '7.20 points per 90 over 8,000 minutes in 2022-23 to 2024-25, against 4.10 for the position',
    );

    expect(card).toHaveTextContent(
      'Rescale: None: the top 5% of regular midfielders in 2023-24 and 2024-25 already reach 8, Strong Buy (weighted sum 8.23).',
    );

    const doubtful = screen.getByRole('article', { name: 'Player2' });
    expect(doubtful).toHaveTextContent('Doubtful (75% chance of playing): Knock');
    await userEvent.click(within(doubtful).getByText('How is this scored?'));
    // A goalkeeper's 6.8: 6 + 0.8 x 2 / (7.068 - 6) = 7.498
    expect(within(doubtful).getByText('Rescaled sum (Goalkeeper)').nextElementSibling).toHaveTextContent(
      '7.50',
    );
    expect(doubtful).toHaveTextContent(
      'Rescale: Above 6 the weighted sum is stretched × 2 ÷ (7.07 − 6), so the top 5% of regular goalkeepers in 2023-24 and 2024-25 (weighted sum 7.07) reach 8, Strong Buy.',
    );
  });

  it('asks again when a filter changes and shows the empty state', async () => {
    const calls = stubFetch({
      [url('in')]: answer([transferCard(1)]),
      [url('out', 'all', '15-20')]: answer([], { orderedBy: 'ownership' }),
    });
    renderWithApp(<TransferPlannerScreen />);
    await screen.findByRole('article', { name: 'Player1' });
    await chooseOption('Transfer Type', 'Transfers Out');
    await chooseOption('Price Range', '£15.0m+');
    expect(await screen.findByText('No players found')).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your filters to see more transfer options.')).toBeInTheDocument();
    expect(calls.map((c) => c.url)).toContain(url('out', 'all', '15-20'));
    expect(combobox('Sort By')).toBeDisabled();
  });

  it('names the order sells are really listed in, and why', async () => {
    stubFetch({
      [url('in')]: answer([transferCard(1)]),
      [url('out')]: answer([transferCard(2, { recommendation: 'out' })], { orderedBy: 'ownership' }),
    });
    renderWithApp(<TransferPlannerScreen />);
    await screen.findByRole('article', { name: 'Player1' });
    const sortBy = combobox('Sort By');
    expect(sortBy).toHaveDisplayValue('Overall Score');
    expect(screen.getByTestId('sort-reason')).toHaveTextContent('Highest overall score first.');
    await chooseOption('Transfer Type', 'Transfers Out');
    await screen.findByRole('article', { name: 'Player2' });
    expect(sortBy).toHaveDisplayValue('Most Owned, then Lowest Score');
    expect(screen.getByTestId('sort-reason')).toHaveTextContent(
      'Sells are listed most owned first, as a sell matters to the managers who own the player; equal ownership shows the lowest score first.',
    );
  });

  it('lists positions by plural name', async () => {
    stubFetch({ [url('in')]: answer([transferCard(1)]) });
    renderWithApp(<TransferPlannerScreen />);
    await screen.findByRole('article', { name: 'Player1' });
    expect(optionLabels('Position')).toEqual([
      'All Positions',
      'Goalkeepers',
      'Defenders',
      'Midfielders',
      'Forwards',
    ]);
  });

  it('shows the error text when the data cannot be fetched', async () => {
    stubFetch({ [url('in')]: () => new Response('', { status: 503 }) });
    renderWithApp(<TransferPlannerScreen />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error Loading Data');
    expect(alert).toHaveTextContent('Unable to fetch FPL data. Please try again later.');
  });
});
