import { createContext, useContext, useSyncExternalStore } from 'react';

/** The spec's single breakpoint: below 768 px is mobile. */
export const MOBILE_QUERY = '(max-width: 767.98px)';

/**
 * The server's guess that the viewport is under the breakpoint, from what the request says of the device
 * (server/device-hint.ts). The server renders with it and the browser hydrates with it, so a phone gets the
 * mobile layout in the HTML and no re-render of the whole page right after hydration; a wrong guess only
 * costs that re-render.
 */
export const NarrowViewportHint = createContext(false);

export function useIsMobileViewport(): boolean {
  const hint = useContext(NarrowViewportHint);
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(MOBILE_QUERY);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(MOBILE_QUERY).matches,
    () => hint,
  );
}
