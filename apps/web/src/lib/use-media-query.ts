import { useSyncExternalStore } from 'react';

/** The spec's single breakpoint: below 768 px is mobile. */
export const MOBILE_QUERY = '(max-width: 767.98px)';

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

export const useIsMobileViewport = (): boolean => useMediaQuery(MOBILE_QUERY);
