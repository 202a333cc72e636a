import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useDrawnRows } from './use-drawn-rows';

describe('useDrawnRows', () => {
  it('draws a screenful first, then every row in slices, a frame apart', async () => {
    const seen: number[] = [];
    renderHook(() => {
      const drawn = useDrawnRows(23, 10, 5);
      seen.push(drawn);
      return drawn;
    });
    expect(seen[0]).toBe(10);
    await waitFor(() => expect(seen.at(-1)).toBe(23));
    // 10, then 15 and 20 in slices of their own, then the last three: no row is left out.
    expect([...new Set(seen)]).toEqual([10, 15, 20, 23]);
  });

  it('draws rows added after the list was whole at once', async () => {
    const { result, rerender } = renderHook(({ count }) => useDrawnRows(count, 10, 5), {
      initialProps: { count: 12 },
    });
    expect(result.current).toBe(10);
    await waitFor(() => expect(result.current).toBe(12));
    rerender({ count: 37 });
    expect(result.current).toBe(37);
  });

  it('draws the rest in one step without a slice size', async () => {
    const { result } = renderHook(() => useDrawnRows(50, 12));
    expect(result.current).toBe(12);
    await waitFor(() => expect(result.current).toBe(50));
  });
});
