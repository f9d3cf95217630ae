import { readStorage, writeStorage } from '../lib/storage';

const CHUNK_RELOAD_KEY = 'shine:chunk-reload-at';

/**
 * A page opened before a deploy may ask for a lazy chunk the server no longer keeps (the build keeps
 * the last three builds' files): Vite then fires `vite:preloadError`. Reload once to get the current
 * page and its chunks; if that happened moments ago, let the route's error (with its retry button)
 * show instead of reloading in a loop. Browser only: called by the browser entry (src/main.tsx).
 */
export function reloadOnMissingChunk(): void {
  window.addEventListener('vite:preloadError', (event) => {
    const last = Number(readStorage('session', CHUNK_RELOAD_KEY) ?? 0);
    if (Date.now() - last < 30_000) return;
    writeStorage('session', CHUNK_RELOAD_KEY, String(Date.now()));
    // No sessionStorage (privacy mode): no way to tell a loop apart, so no automatic reload.
    if (readStorage('session', CHUNK_RELOAD_KEY) === null) return;
    event.preventDefault();
    window.location.reload();
  });
}
