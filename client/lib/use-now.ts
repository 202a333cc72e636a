import { useEffect, useState } from 'react';

/** The current time, refreshed every `intervalMs` so relative times ("5 minutes ago") keep moving. */
export function useNow(intervalMs: number): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const id = window.setInterval(() => setNow(new Date()), intervalMs);
    return () => window.clearInterval(id);
  }, [intervalMs]);
  return now;
}
