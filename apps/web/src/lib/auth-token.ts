import { ACCESS_TOKEN_COOKIE, LOGIN_COOKIE_MAX_AGE_MS } from '@shine/shared/rules/constants';
import { readCookie, writeCookie } from './cookies';
import { createStore, useStore } from './create-store';
import { readStorage, writeStorage } from './storage';

/** Local-storage key of the session token sent as `Authorization: Bearer`. */
export const TOKEN_KEY = 'accessToken';

/**
 * The session token lives in local storage (sent by the API client) and in the `_cus_accessToken`
 * cookie (read by the other sites of the domain), kept equal both ways (spec §4).
 */
const tokenStore = createStore<string | null>(null);

function persist(token: string | null): void {
  writeStorage('local', TOKEN_KEY, token);
  writeCookie(ACCESS_TOKEN_COOKIE, token, LOGIN_COOKIE_MAX_AGE_MS);
}

/**
 * Local storage wins when it has a token (the cookie is rewritten, which also renews its 3 years);
 * otherwise a cookie set by another page of the domain fills local storage.
 */
function syncAccessToken(): void {
  const token = readStorage('local', TOKEN_KEY) ?? readCookie(ACCESS_TOKEN_COOKIE);
  if (token) persist(token);
  tokenStore.set(token);
}

export const getAccessToken = (): string | null => tokenStore.get();

export function setAccessToken(token: string | null): void {
  persist(token);
  if (tokenStore.get() !== token) tokenStore.set(token);
}

/** HTTP 401 and logout: forget the token everywhere (spec §6). */
export const clearAccessToken = (): void => setAccessToken(null);

export const useAccessToken = (): string | null => useStore(tokenStore);

/**
 * As the app starts (src/main.tsx, in a task of its own after the modules' evaluation: reading storage
 * and cookies, and listening to storage, which opens both storage areas, wait on the browser process),
 * then whenever another tab logs in or out.
 */
export function followAccessToken(): void {
  syncAccessToken();
  window.addEventListener('storage', (event) => {
    if (event.key === TOKEN_KEY || event.key === null) syncAccessToken();
  });
}
