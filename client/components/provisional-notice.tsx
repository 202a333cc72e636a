import { useQuery } from '@tanstack/react-query';
import { matchModelQuery } from '@/api/projections';

/**
 * Says, above a screen's figures, why they are provisional (the server's words: past seasons not
 * loaded yet); nothing when they are not.
 */
export function ProvisionalNotice({ reason }: { reason: string | null | undefined }) {
  if (!reason) return null;
  return (
    <p
      role="status"
      data-testid="provisional-notice"
      className="mb-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
    >
      {reason}
    </p>
  );
}

/** Why the match model's figures are provisional, and whether its answer is still awaited. */
export interface ModelProvisional {
  pending: boolean;
  reason: string | null | undefined;
}

/**
 * The match model's provisional state, for the screens whose figures come from its odds. A screen
 * that draws the notice together with its figures (keeping its skeleton while `pending`) never has
 * the notice appear above content already drawn and push it down (a layout shift of 0.10 in
 * Lighthouse when it came after the skeleton). A failed read shows no notice: the figures still do.
 */
export function useMatchModelProvisional(): ModelProvisional {
  const model = useQuery(matchModelQuery());
  return { pending: model.isPending, reason: model.data?.provisional_reason };
}

/** The match model's provisional notice, drawn when the model answers. */
export function MatchModelProvisionalNotice() {
  return <ProvisionalNotice reason={useMatchModelProvisional().reason} />;
}
