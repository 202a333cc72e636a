import type { Confidence, ResultProjection } from '@contracts/api/projections';
import { Badge } from '@/components/ui/badge';
import { ScrollTable } from '@/components/ui/scroll-frame';
import { MatchTableHead } from './MatchTableHead';
import { formatDateTime, formatPercent } from '@/lib/format';

const pct = (p: number) => formatPercent(p * 100, 0);

const CONFIDENCE_VARIANT: Record<Confidence, 'success' | 'secondary' | 'outline'> = {
  High: 'success',
  Medium: 'secondary',
  Low: 'outline',
};

const HEADERS = [
  'GW',
  'Kick-off',
  'Predicted',
  'Actual',
  'Home win',
  'Draw',
  'Away win',
  'Over 2.5',
  'Under 2.5',
  'Confidence',
];

/** The predicted matches; the match column stays put while the table scrolls sideways on a phone. */
export function ResultsTable({ matches }: { matches: readonly ResultProjection[] }) {
  return (
    <ScrollTable label="Predicted results">
      <MatchTableHead
        headers={HEADERS}
        matchClassName="sticky left-0 z-10 bg-card px-3 py-2 text-left font-medium"
        // Two-word headers may wrap, so all eleven columns fit a 1366 px laptop's content.
        headerClassName="px-2 py-2 text-center leading-tight font-medium"
      />
      <tbody>
        {matches.map((m) => (
          <tr key={m.id} className="border-b last:border-0">
            <th
              scope="row"
              title={`${m.home_team} v ${m.away_team}`}
              className="sticky left-0 z-10 bg-card px-3 py-2 text-left font-semibold whitespace-nowrap"
            >
              {m.home_team_short} v {m.away_team_short}
            </th>
            <td className="px-2 py-2 text-center tabular-nums">{m.gameweek}</td>
            <td className="px-2 py-2 text-center text-muted-foreground">
              {m.kickoff_time ? formatDateTime(m.kickoff_time) : 'TBC'}
            </td>
            <td className="px-2 py-2 text-center font-semibold tabular-nums">
              {m.predicted_home_score} - {m.predicted_away_score}
            </td>
            <td className="px-2 py-2 text-center tabular-nums">
              {m.actual_home_score === null || m.actual_away_score === null
                ? '-'
                : `${m.actual_home_score} - ${m.actual_away_score}`}
            </td>
            {[m.home_win_probability, m.draw_probability, m.away_win_probability].map((p, i) => (
              <td key={i} className="px-2 py-2 text-center tabular-nums">
                {pct(p)}
              </td>
            ))}
            <td className="px-2 py-2 text-center tabular-nums">{pct(m.total_goals_probability.over_2_5)}</td>
            <td className="px-2 py-2 text-center tabular-nums">{pct(m.total_goals_probability.under_2_5)}</td>
            <td className="px-2 py-2 text-center">
              <Badge variant={CONFIDENCE_VARIANT[m.confidence]}>{m.confidence}</Badge>
            </td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}
