// Storage can throw (private mode, disabled cookies); the site must keep working without it.
type Area = 'local' | 'session';

const area = (kind: Area): Storage | undefined => {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return undefined;
  }
};

export function readStorage(kind: Area, key: string): string | null {
  try {
    return area(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStorage(kind: Area, key: string, value: string | null): void {
  try {
    const store = area(kind);
    if (value === null) store?.removeItem(key);
    else store?.setItem(key, value);
  } catch {
    // Quota or privacy mode: the value just is not remembered.
  }
}
