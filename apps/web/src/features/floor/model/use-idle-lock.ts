import { TABLET_IDLE_MS } from '@shine/shared/rules/floor-limits';
import { useEffect, useRef } from 'react';

const ACTIVITY = ['pointerdown', 'keydown'] as const;

/**
 * Locks a shared tablet after `TABLET_IDLE_MS` without a touch or a key: the boards keep refreshing by
 * themselves, so the screen, not the server, knows nobody is using it. `lock` runs once per idle spell.
 */
export function useIdleLock(enabled: boolean, lock: () => void) {
  const latest = useRef(lock);
  useEffect(() => {
    latest.current = lock;
  });
  useEffect(() => {
    if (!enabled) return;
    let timer = setTimeout(() => latest.current(), TABLET_IDLE_MS);
    const active = () => {
      clearTimeout(timer);
      timer = setTimeout(() => latest.current(), TABLET_IDLE_MS);
    };
    for (const kind of ACTIVITY) window.addEventListener(kind, active, { passive: true });
    return () => {
      clearTimeout(timer);
      for (const kind of ACTIVITY) window.removeEventListener(kind, active);
    };
  }, [enabled]);
}
