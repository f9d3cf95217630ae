import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { readStorage, writeStorage } from '../lib/storage';
import { useHydrated } from '../lib/use-hydrated';

const SOURCE_KEY = 'source';

/**
 * The `source` query parameter of this visit. Host apps pass it on the first URL only, so it is
 * remembered in sessionStorage for the rest of the visit (tab).
 */
export function useVisitSource(): string | null {
  const [params] = useSearchParams();
  const fromUrl = params.get(SOURCE_KEY);

  useEffect(() => {
    if (fromUrl) writeStorage('session', SOURCE_KEY, fromUrl);
  }, [fromUrl]);

  // The server knows only the URL; the remembered source applies from the render after hydration.
  const hydrated = useHydrated();
  return fromUrl ?? (hydrated ? readStorage('session', SOURCE_KEY) : null);
}
