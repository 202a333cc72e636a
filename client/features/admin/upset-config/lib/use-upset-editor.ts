import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { UpsetConfig, UpsetTab } from '@contracts/api/upset-config';
import { PREDICTED_SCORES_KEY } from '@/api/predicted-scores';
import { resetUpsetConfig, saveUpsetConfig, upsetConfigQuery, UPSET_CONFIG_KEY } from '@/api/upset-config';
import { toast } from '@/components/ui/use-toast';
import { useToastedWrite } from '../../lib/use-toasted-write';
import { isSignInRequired } from '../../auth/use-admin-session';
import { resetTab, TAB_LABELS } from './tabs';
import { useUpsetValidator } from './validator';

/**
 * The screen's state: the configuration loaded from the server and an editable local copy. Any edit
 * (and Reset Tab / Reset Page, which touch only the local copy) sets the unsaved flag; Save sends
 * the copy, Global Reset stores the defaults on the server; both replace the copy with the answer.
 */
export function useUpsetEditor() {
  const queryClient = useQueryClient();
  const query = useQuery(upsetConfigQuery());
  // null: no unsaved edits, the screen shows the configuration in force.
  const [edited, setEdited] = useState<UpsetConfig | null>(null);
  const saved = query.data?.config;
  const local = edited ?? saved;

  const settle = (answer: Awaited<ReturnType<typeof saveUpsetConfig>>) => {
    queryClient.setQueryData(UPSET_CONFIG_KEY, answer);
    setEdited(null);
    void queryClient.invalidateQueries({ queryKey: UPSET_CONFIG_KEY });
    // Predicted Scores (and its measured hit rates) show the saved configuration from now on.
    void queryClient.invalidateQueries({ queryKey: [PREDICTED_SCORES_KEY] });
  };
  const save = useToastedWrite(
    saveUpsetConfig,
    settle,
    { title: 'Success', description: 'Upset configuration saved successfully' },
    (err) => ({ title: 'Error', description: `Failed to save configuration: ${err.message}` }),
  );
  const globalReset = useToastedWrite(
    resetUpsetConfig,
    settle,
    { title: 'Reset Complete', description: 'Configuration reset to default values' },
    (err) => ({ title: 'Error', description: `Failed to reset configuration: ${err.message}` }),
  );

  const defaults = query.data?.defaults;
  const validation = useUpsetValidator(edited);
  return {
    query,
    local,
    saved,
    unsaved: edited !== null,
    /** Edited, and the check of the edits has not loaded yet (Save waits for it). */
    checking: edited !== null && validation === null,
    /** The first problem per field of the local copy (the server's own bounds). */
    problems: new Map(
      (validation?.success === false ? validation.error.issues : []).map((i) => [
        String(i.path[0]),
        i.message,
      ]),
    ),
    update: (change: Partial<UpsetConfig>) => local && setEdited({ ...local, ...change }),
    resetTab: (tab: UpsetTab) => {
      if (!local || !defaults) return;
      setEdited(resetTab(tab, local, defaults));
      toast({
        title: 'Tab Reset',
        description: `${TAB_LABELS[tab]} set to the default values (not yet saved)`,
      });
    },
    resetPage: () => {
      if (!defaults) return;
      setEdited(defaults);
      toast({ title: 'Page Reset', description: 'Every field set to its default value (not yet saved)' });
    },
    save: () => local && save.mutate(local),
    saving: save.isPending,
    globalReset: () => globalReset.mutate(),
    resetting: globalReset.isPending,
    /** The last save or Global Reset was refused for want of an admin session. */
    needsSignIn: isSignInRequired(save.error) || isSignInRequired(globalReset.error),
    /** Signed in: the prompt goes; the edits are kept for Save. */
    signedIn: () => {
      save.reset();
      globalReset.reset();
    },
  };
}
