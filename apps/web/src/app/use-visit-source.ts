import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { writeStorage } from '../lib/storage';
import { useStoredValue } from '../lib/use-hydrated';

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

  // The server knows only the URL; a remembered source applies from the render after hydration (with
  // none remembered, nothing renders again).
  const remembered = useStoredValue('session', SOURCE_KEY);
  return fromUrl ?? remembered;
}
