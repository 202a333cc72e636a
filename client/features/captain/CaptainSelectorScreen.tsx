import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Lightbulb } from 'lucide-react';
import { useState } from 'react';
import type { CaptainQuery, CaptainStrategy, PositionFilter } from '@contracts/api/player-scores';
import { PageHeader } from '@/components/page-header';
import { FilterSelect } from '@/components/players/FilterSelect';
import { ScoredCards } from '@/components/players/ScoredCards';
import { positionTypeOptions } from '@/components/positions';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useExpectedPoints } from '@/components/players/expected-points';
import { captainCandidatesQuery } from '@/api/player-scores';
import { CaptainCandidateCard } from './components/CaptainCandidateCard';
import { CAPTAIN_TIPS, STRATEGY_OPTIONS } from './lib/labels';

export default function CaptainSelectorScreen() {
  const [filters, setFilters] = useState<CaptainQuery>({ strategy: 'safe', position: 'all' });
  const query = useQuery({ ...captainCandidatesQuery(filters), placeholderData: keepPreviousData });
  const data = query.data;
  const expectedOf = useExpectedPoints(1);
  const set = (patch: Partial<CaptainQuery>) => setFilters((f) => ({ ...f, ...patch }));

  return (
    <>
      <PageHeader
        title="Captain Selector"
        description={
          data?.gameweek
            ? `Captain candidates for gameweek ${data.gameweek}, scored out of 10 from form, the fixture, ICT, minutes, momentum and ownership.`
            : 'Captain candidates scored out of 10 from form, the next fixture, ICT, minutes, momentum and ownership.'
        }
      />
      <Card className="mb-6 grid grid-cols-2 gap-3 p-4 sm:grid-cols-3 sm:gap-4">
        <FilterSelect
          className="col-span-2 sm:col-span-1"
          label="Captain Strategy"
          value={filters.strategy}
          options={STRATEGY_OPTIONS}
          onChange={(v) => set({ strategy: v as CaptainStrategy })}
        />
        <FilterSelect
          label="Position"
          value={filters.position}
          options={positionTypeOptions(data?.positions)}
          onChange={(v) => set({ position: v as PositionFilter })}
        />
        <FilterSelect label="Ownership" value="all" options={[{ value: 'all', label: 'Any' }]} disabled />
      </Card>
      {/* The tips column only from xl: beside the 20rem sidebar at lg it left the cards about 150 px each. */}
      <div className="grid gap-6 xl:grid-cols-[1fr_18rem]">
        <div className="min-w-0">
          <ScoredCards
            query={query}
            data={data}
            cardsOf={(answer) => answer.candidates}
            loadingLabel="Loading captain candidates"
            sectionLabel="Captain candidates"
            heading="Candidates"
            countTestId="candidate-count"
            skeletons={4}
            columns="md:grid-cols-2"
            empty={{ title: 'No captain candidates found' }}
            renderCard={(card, i, answer) => (
              <CaptainCandidateCard
                key={card.id}
                card={card}
                rank={i + 1}
                gameweek={answer.gameweek}
                parts={answer.parts}
                expected={expectedOf(card.id)}
              />
            )}
          />
        </div>
        <Card className="h-fit">
          <CardHeader className="flex-row items-center gap-2">
            <Lightbulb aria-hidden="true" className="size-5 text-brand-purple-500" />
            <CardTitle className="text-base">Captaincy tips</CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="list-disc space-y-2 pl-5 text-sm text-muted-foreground">
              {CAPTAIN_TIPS.map((tip) => (
                <li key={tip}>{tip}</li>
              ))}
            </ul>
          </CardContent>
        </Card>
      </div>
    </>
  );
}
