import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// Spec §4: the access token is kept in local storage and the _cus_accessToken cookie, synced both ways;
// spec §9: the login cookie lives about 3 years (94608e6 ms), site-wide and secure; spec §6: 401 clears it.

/** A tiny document.cookie: reads "a=1; b=2", writes one cookie per assignment, Max-Age=0 deletes. */
function cookieJar() {
  const jar = new Map<string, string>();
  const writes: string[] = [];
  return {
    jar,
    writes,
    document: {
      get cookie() {
        return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
      },
      set cookie(text: string) {
        writes.push(text);
        const [pair = '', ...attributes] = text.split('; ');
        const [name = '', value = ''] = pair.split('=');
        if (attributes.includes('Max-Age=0')) jar.delete(name);
        else jar.set(name, value);
      },
    },
  };
}

function storage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

let cookies: ReturnType<typeof cookieJar>;
let local: ReturnType<typeof storage>;
let storageListeners: ((event: { key: string | null }) => void)[];

async function start(protocol = 'https:') {
  vi.stubGlobal('document', cookies.document);
  const addEventListener = (type: string, listener: (event: { key: string | null }) => void) => {
    if (type === 'storage') storageListeners.push(listener);
  };
  vi.stubGlobal('window', { localStorage: local, sessionStorage: storage(), location: { protocol }, addEventListener });
  vi.resetModules();
  const token = await import('../src/lib/auth-token');
  // What src/main.tsx does as the app starts.
  token.followAccessToken();
  return token;
}

beforeEach(() => {
  cookies = cookieJar();
  local = storage();
  storageListeners = [];
});
afterEach(() => vi.unstubAllGlobals());

describe('access token storage', () => {
  it('a token in local storage is copied into the cookie on start', async () => {
    local.setItem('accessToken', 'tok-local');
    const token = await start();
    expect(token.getAccessToken()).toBe('tok-local');
    expect(cookies.jar.get('_cus_accessToken')).toBe('tok-local');
  });

  it('a cookie set by another page of the domain fills local storage on start', async () => {
    cookies.jar.set('_cus_accessToken', 'tok-cookie');
    const token = await start();
    expect(token.getAccessToken()).toBe('tok-cookie');
    expect(local.getItem('accessToken')).toBe('tok-cookie');
  });

  it('the cookie lasts about 3 years on path /, Secure on https only', async () => {
    const token = await start('https:');
    token.setAccessToken('tok');
    expect(cookies.writes.at(-1)).toBe('_cus_accessToken=tok; Max-Age=94608000; Path=/; SameSite=Lax; Secure');
    const plain = await start('http:');
    plain.setAccessToken('tok2');
    expect(cookies.writes.at(-1)).toBe('_cus_accessToken=tok2; Max-Age=94608000; Path=/; SameSite=Lax');
  });

  it('another tab logging in or out is followed', async () => {
    const token = await start();
    local.setItem('accessToken', 'tok-other-tab');
    storageListeners.forEach((listener) => listener({ key: 'accessToken' }));
    expect(token.getAccessToken()).toBe('tok-other-tab');
    local.removeItem('accessToken');
    cookies.jar.delete('_cus_accessToken');
    storageListeners.forEach((listener) => listener({ key: null }));
    expect(token.getAccessToken()).toBeNull();
  });

  it('clearing (401, logout) forgets the token in both places', async () => {
    local.setItem('accessToken', 'tok');
    const token = await start();
    token.clearAccessToken();
    expect(token.getAccessToken()).toBeNull();
    expect(local.getItem('accessToken')).toBeNull();
    expect(cookies.jar.has('_cus_accessToken')).toBe(false);
  });
});
