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

/** The match model's provisional notice, for the screens whose figures come from its odds. */
export function MatchModelProvisionalNotice() {
  const model = useQuery(matchModelQuery());
  return <ProvisionalNotice reason={model.data?.provisional_reason} />;
}
