import { useQuery } from '@tanstack/react-query';
import { ApiError } from '@/api/http';
import { predictedScoresQuery } from '@/api/predicted-scores';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { pct } from '../lib/descriptions';

/**
 * The measured hit rates cover the season's finished matches whatever the filter, so the smallest
 * range asks for them with few rows.
 */
const MEASURED_RANGE = { start_gw: 1, end_gw: 1, status: 'finished' } as const;

/**
 * What the data says: how the scorelines displayed with the configuration in force did on this
 * season's finished matches, beside the model's plain predicted score.
 */
export function MeasuredCard() {
  const measured = useQuery({ ...predictedScoresQuery(MEASURED_RANGE), select: (answer) => answer.measured });
  return (
    <Card>
      <CardHeader className="pb-2">
        <CardTitle>What the data says</CardTitle>
        <CardDescription>
          The scorelines shown before kick-off on this season&apos;s finished matches, with the saved
          configuration and with the model&apos;s plain predicted score.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {measured.isPending ? (
          <p className="text-sm text-muted-foreground">Measuring...</p>
        ) : measured.isError ? (
          <p className="text-sm text-muted-foreground">
            Not measured:{' '}
            {measured.error instanceof ApiError && measured.error.body
              ? measured.error.body.message
              : measured.error.message}
          </p>
        ) : measured.data.matches === 0 ? (
          <p className="text-sm text-muted-foreground">
            Not measured yet: no match of this season is finished.
          </p>
        ) : (
          <table className="w-full max-w-md text-sm" aria-label="Hit rates">
            <thead className="text-xs text-muted-foreground">
              <tr>
                <th className="py-1 text-left font-medium">{measured.data.matches} finished matches</th>
                <th className="py-1 text-right font-medium">Exact score</th>
                <th className="py-1 text-right font-medium">Outcome</th>
              </tr>
            </thead>
            <tbody className="tabular-nums">
              <tr>
                <th className="py-1 text-left font-normal">Displayed (saved configuration)</th>
                <td className="text-right">{pct(measured.data.displayed.exact_score_rate)}</td>
                <td className="text-right">{pct(measured.data.displayed.outcome_rate)}</td>
              </tr>
              <tr>
                <th className="py-1 text-left font-normal">Model&apos;s predicted score</th>
                <td className="text-right">{pct(measured.data.model.exact_score_rate)}</td>
                <td className="text-right">{pct(measured.data.model.outcome_rate)}</td>
              </tr>
            </tbody>
          </table>
        )}
      </CardContent>
    </Card>
  );
}
