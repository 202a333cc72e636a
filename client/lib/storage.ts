/** The single key under which every manager screen remembers the last manager ID. */
export const MANAGER_ID_STORAGE_KEY = 'fpl-manager-id';

/**
 * The saved manager ID, or null when none is saved or storage is unavailable (private mode,
 * disabled cookies). Storage failures are only warned about: they must not affect the user.
 */
export function getStoredManagerId(): string | null {
  try {
    return window.localStorage.getItem(MANAGER_ID_STORAGE_KEY);
  } catch (err) {
    console.warn('Could not read the saved manager ID', err);
    return null;
  }
}

/** Saves the manager ID; a storage failure is only warned about. */
export function setStoredManagerId(id: string): void {
  try {
    window.localStorage.setItem(MANAGER_ID_STORAGE_KEY, id);
  } catch (err) {
    console.warn('Could not save the manager ID', err);
  }
}
