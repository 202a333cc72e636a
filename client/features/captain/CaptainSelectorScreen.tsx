import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Lightbulb } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import type { CaptainCandidatesResponse, CaptainQuery, CaptainStrategy } from '@contracts/api/player-scores';
import { PageHeader } from '@/components/page-header';
import { FilterSelect } from '@/components/players/FilterSelect';
import { ScoredCards } from '@/components/players/ScoredCards';
import { PositionTypeSelect } from '@/components/players/PositionTypeSelect';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { captainCandidatesQuery, FIRST_CAPTAIN_FILTERS } from '@/api/player-scores';
import { CaptainCandidateCard } from './components/CaptainCandidateCard';
import { CAPTAIN_TIPS, STRATEGY_OPTIONS } from './lib/labels';

function describe(data: CaptainCandidatesResponse | undefined): ReactNode {
  // Until the answer names the gameweek, two invisible digits hold its place: the words, and so the
  // lines they wrap to, stay the same. "For the next gameweek" took a line more than "for gameweek 12"
  // at 360 and 1024 px, and moved the cards below when the answer came.
  const which =
    data === undefined ? (
      <>
        for gameweek <span className="invisible">00</span>
      </>
    ) : data.gameweek ? (
      `for gameweek ${data.gameweek}`
    ) : (
      'for the next gameweek'
    );
  if (data?.scoreBasis === 'parts')
    return (
      <>
        Captain candidates {which}, scored out of 10 from form, the fixture, ICT, minutes, momentum and
        ownership.
      </>
    );
  return (
    <>
      Captain candidates {which}, scored out of 10 from the points model's expected points, with form, the
      fixture, ICT, minutes, momentum and ownership as the reasons.
    </>
  );
}

export default function CaptainSelectorScreen() {
  const [filters, setFilters] = useState<CaptainQuery>(FIRST_CAPTAIN_FILTERS);
  const query = useQuery({ ...captainCandidatesQuery(filters), placeholderData: keepPreviousData });
  const data = query.data;
  const set = (patch: Partial<CaptainQuery>) => setFilters((f) => ({ ...f, ...patch }));

  return (
    <>
      <PageHeader title="Captain Selector" description={describe(data)} />
      {data?.scoreBasis === 'parts' ? (
        <p role="status" className="mb-4 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm">
          The points model's expected points are unavailable just now, so the scores come from the parts alone
          (form, fixture, ICT, minutes, momentum and ownership).
        </p>
      ) : null}
      <Card className="mb-6 grid grid-cols-2 gap-3 p-4 sm:grid-cols-3 sm:gap-4">
        <FilterSelect
          className="col-span-2 sm:col-span-1"
          label="Captain Strategy"
          value={filters.strategy}
          options={STRATEGY_OPTIONS}
          onChange={(v) => set({ strategy: v as CaptainStrategy })}
        />
        <PositionTypeSelect value={filters.position} positions={data?.positions} onChange={set} />
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
                reference={answer.scoreBasis === 'expected_points' ? answer.expectedPointsReference : null}
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
