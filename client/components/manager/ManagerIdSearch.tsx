import { IdSearchForm } from './IdSearchForm';
import type { ManagerIds } from './use-manager-id';

interface ManagerIdSearchProps {
  /** The screen's manager ID flow (`useManagerId`): typed value, search, restored ID. */
  ids: ManagerIds;
  loading: boolean;
  /** Keep only digits as the user types (the My Leagues box is numeric). */
  digitsOnly?: boolean;
}

/** The manager ID box of every manager screen, with the note when the saved ID was loaded. */
export function ManagerIdSearch({ ids, loading, digitsOnly = false }: ManagerIdSearchProps) {
  return (
    <IdSearchForm
      name="Manager search"
      label="Manager ID"
      button="Search"
      placeholder="e.g. 1234567"
      value={ids.input}
      onChange={(v) => ids.setInput(digitsOnly ? v.replace(/\D/g, '') : v)}
      onSubmit={ids.search}
      loading={loading}
      help={
        <>
          Your manager ID is the number in the address of your Points page on the official Fantasy Premier
          League site, for example fantasy.premierleague.com/entry/<strong>1234567</strong>/event/1.
        </>
      }
    >
      {ids.autoLoadedId ? (
        <p className="mt-1 text-xs text-brand-purple-500">
          Showing your last searched manager ID ({ids.autoLoadedId}), loaded automatically.
        </p>
      ) : null}
    </IdSearchForm>
  );
}
