import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CaptainCandidatesResponse } from '@contracts/api/player-scores';
import { CAPTAIN_PARTS, POSITIONS, captainCard } from '@/components/players/test/cards';
import { renderWithApp, stubFetch } from '@/test/render';
import { chooseOption, combobox, optionLabels } from '@/test/select';
import CaptainSelectorScreen from './CaptainSelectorScreen';

const answer = (
  candidates: CaptainCandidatesResponse['candidates'],
  gameweek: number | null = 4,
  scoreBasis: CaptainCandidatesResponse['scoreBasis'] = 'expected_points',
): CaptainCandidatesResponse => ({
  gameweek,
  scoreBasis,
  expectedPointsReference: 4.48,
  total: candidates.length,
  candidates,
  parts: CAPTAIN_PARTS,
  positions: POSITIONS,
  historySeasons: [],
});
const url = (strategy: string, position = 'all') =>
  `/api/captain-candidates?strategy=${strategy}&position=${position}`;

// Radix selects and full grids under jsdom take seconds on a busy machine.
describe('Captain Selector', { timeout: 20_000 }, () => {
  it('ranks the top three, stars the first and shows fixture, numbers, tags and score', async () => {
    stubFetch({
      [url('safe')]: answer(
        [
          captainCard(1, { webName: 'Haaland', isPopularPick: true, selectedByPercent: 62.5 }),
          captainCard(2, {
            fixtures: [
              { gameweek: 4, opponentShort: 'SUN', home: true, difficulty: 2 },
              { gameweek: 4, opponentShort: 'LIV', home: false, difficulty: 3 },
            ],
          }),
          captainCard(3, { isDifferential: true, fixtures: [] }),
          captainCard(4, {
            availability: 'doubtful',
            news: 'Ill',
            chanceOfPlaying: 50,
            label: 'Risky',
            recommendation: 'risky',
          }),
        ]
          // The parts' breakdown, as when the points model could not answer.
          .map((card) => ({ ...card, expectedPoints: null })),
        4,
        'parts',
      ),
    });
    renderWithApp(<CaptainSelectorScreen />);
    const first = await screen.findByRole('article', { name: 'Haaland' });
    expect(within(first).getByLabelText('Rank 1')).toBeInTheDocument();
    expect(within(first).getByRole('img', { name: 'Top pick' })).toBeInTheDocument();
    expect(within(first).getByRole('list', { name: 'GW4 fixtures' })).toHaveTextContent('@ ARS4/5');
    expect(within(first).getByText('4/5')).toHaveClass('text-red-800');
    expect(within(first).getByText('Ownership', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      '62.5%',
    );
    expect(within(first).getByText('Popular Pick')).toBeInTheDocument();
    expect(within(first).getByTestId('captain-score')).toHaveTextContent('8.1/10');

    const second = screen.getByRole('article', { name: 'Player2' });
    expect(within(second).getByLabelText('Rank 2')).toBeInTheDocument();
    expect(within(second).queryByRole('img', { name: 'Top pick' })).toBeNull();
    expect(within(second).getByRole('list', { name: 'GW4 fixtures' })).toHaveTextContent('vs SUN2/5@ LIV3/5');
    expect(within(second).getByText('2/5')).toHaveClass('text-green-800');
    expect(within(second).getByText('3/5')).toHaveClass('text-yellow-900');

    const third = screen.getByRole('article', { name: 'Player3' });
    expect(third).toHaveTextContent('No fixture in GW4');
    expect(within(third).getByText('Differential')).toBeInTheDocument();
    const fourth = screen.getByRole('article', { name: 'Player4' });
    expect(within(fourth).queryByLabelText(/^Rank/)).toBeNull();
    expect(fourth).toHaveTextContent('Doubtful (50% chance of playing): Ill');

    await userEvent.click(within(first).getByText('How is this scored?'));
    const parts = within(first).getByRole('table', { name: 'Captain score parts' });
    expect(within(parts).getByText('Position factor (Midfielder)').nextElementSibling).toHaveTextContent(
      '×0.80',
    );
    // 8.5 / (0.8 x 8.567) = 1.2402
    expect(within(parts).getByText('Position scale (Midfielder)').nextElementSibling).toHaveTextContent(
      '×1.24',
    );
    expect(first).toHaveTextContent(
      'Rescale: Weighted sum × 8.5 ÷ (0.8 × 8.57), so a midfielder as good as the top 5% of regular midfielders in 2023-24 and 2024-25 scores 8.5, Essential.',
    );
    expect(
      screen.getAllByRole('listitem').filter((li) => li.closest('ul')?.className.includes('list-disc')),
    ).toHaveLength(4);
  });

  it('changes strategy and shows the empty state', async () => {
    const calls = stubFetch({ [url('safe')]: answer([captainCard(1)]), [url('differential')]: answer([]) });
    renderWithApp(<CaptainSelectorScreen />);
    await screen.findByRole('article', { name: 'Player1' });
    expect(combobox('Ownership')).toBeDisabled();
    expect(optionLabels('Captain Strategy')).toEqual([
      'Safe Picks (Popular)',
      'Differential Picks',
      'All Options',
    ]);
    await chooseOption('Captain Strategy', 'Differential Picks');
    expect(await screen.findByText('No captain candidates found')).toBeInTheDocument();
    expect(calls.map((c) => c.url)).toContain(url('differential'));
  });
});
