import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { getStoredManagerId, setStoredManagerId } from '@/lib/storage';
import { managerKeyPrefix } from '@/api/manager';

export interface ManagerIds {
  input: string;
  setInput: (value: string) => void;
  /** The ID being shown, or null before the first search. */
  managerId: string | null;
  search: () => void;
  /** The saved ID when it is the one on screen (for the "auto-loaded" note), else null. */
  autoLoadedId: string | null;
}

/**
 * The manager ID flow shared by every manager screen: the saved ID is restored and
 * searched at once; Search (or Enter) trims the typed value, saves it under the one shared key and
 * queries it. Searching the ID already shown fetches it again, so Search doubles as a refresh.
 */
export function useManagerId(): ManagerIds {
  const queryClient = useQueryClient();
  const [restoredId] = useState(() => getStoredManagerId()?.trim() || null);
  const [input, setInput] = useState(restoredId ?? '');
  const [managerId, setManagerId] = useState<string | null>(restoredId);

  const search = () => {
    const id = input.trim();
    if (!id) return;
    setStoredManagerId(id);
    setInput(id);
    if (id === managerId) void queryClient.refetchQueries({ queryKey: managerKeyPrefix(id), type: 'active' });
    setManagerId(id);
  };

  return {
    input,
    setInput,
    managerId,
    search,
    autoLoadedId: managerId !== null && managerId === restoredId ? restoredId : null,
  };
}
