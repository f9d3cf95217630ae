// Minimal document.cookie helpers (the login and consent cookies of spec §9: about 3 years, site-wide).

export function readCookie(name: string): string | null {
  try {
    const prefix = `${encodeURIComponent(name)}=`;
    const found = document.cookie.split('; ').find((part) => part.startsWith(prefix));
    return found ? decodeURIComponent(found.slice(prefix.length)) : null;
  } catch {
    return null;
  }
}

/** Writes (or, with null, deletes) a cookie on path /, Secure whenever the page is served over https. */
export function writeCookie(name: string, value: string | null, maxAgeMs = 0): void {
  const maxAge = value === null ? 0 : Math.floor(maxAgeMs / 1000);
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  try {
    document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value ?? '')}; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure}`;
  } catch {
    // Cookies disabled: local storage still holds the value.
  }
}
