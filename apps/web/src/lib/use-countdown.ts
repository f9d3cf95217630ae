import { useEffect, useState } from 'react';
import { nowMs } from './clock';

/** Whole seconds left until `until` (epoch ms), ticking every second; 0 once it has passed. */
export function useCountdown(until: number): number {
  const [clock, setClock] = useState(() => ({ until, now: nowMs() }));
  // A new deadline (a resend) restarts from the current time, not from the last tick of the old one.
  if (clock.until !== until) setClock({ until, now: nowMs() });

  useEffect(() => {
    if (until <= nowMs()) return;
    const timer = window.setInterval(() => {
      const now = nowMs();
      setClock({ until, now });
      if (now >= until) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [until]);

  return Math.max(0, Math.ceil((until - clock.now) / 1000));
}
