import { useEffect, useState } from 'react';

/** Whether `active` has lasted longer than `ms`: the spec's "System is slow" after 5 s. */
export function useSlowAfter(active: boolean, ms: number): boolean {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    setSlow(false);
    if (!active) return;
    const timer = setTimeout(() => setSlow(true), ms);
    return () => clearTimeout(timer);
  }, [active, ms]);
  return active && slow;
}
