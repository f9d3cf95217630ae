import { useSyncExternalStore } from 'react';
import { readStorage } from './storage';

const noChanges = () => () => undefined;

/**
 * False on the server and in the browser's hydrating render, true from the next render on: for what
 * only exists in a browser (a portal into document.body, a value read from storage).
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );

/**
 * A value this browser keeps in storage, for render: null on the server and in the hydrating render
 * (so it matches the server's HTML), the stored value from the next render on.
 */
export const useStoredValue = (kind: 'local' | 'session', key: string): string | null =>
  useSyncExternalStore(
    noChanges,
    () => readStorage(kind, key),
    () => null,
  );
