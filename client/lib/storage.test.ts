import { describe, expect, it, vi } from 'vitest';
import { getStoredManagerId, MANAGER_ID_STORAGE_KEY, setStoredManagerId } from './storage';

describe('manager ID storage', () => {
  it('saves and restores the ID under the single shared key', () => {
    setStoredManagerId('1234567');
    expect(window.localStorage.getItem('fpl-manager-id')).toBe('1234567');
    expect(MANAGER_ID_STORAGE_KEY).toBe('fpl-manager-id');
    expect(getStoredManagerId()).toBe('1234567');
  });

  it('returns null when nothing is saved', () => {
    expect(getStoredManagerId()).toBeNull();
  });

  it('only warns when storage cannot be read', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(getStoredManagerId()).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('only warns when storage cannot be written', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => setStoredManagerId('99')).not.toThrow();
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
