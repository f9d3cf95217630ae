import { useSyncExternalStore } from 'react';

/** A tiny observable value for UI state shared across the tree (spinner, toasts, login modal). */
export interface Store<T> {
  get: () => T;
  set: (next: T | ((prev: T) => T)) => void;
  subscribe: (listener: () => void) => () => void;
  /** The value it was created with: what the server renders, and so the browser's hydrating render. */
  initial: T;
}

export function createStore<T>(initial: T): Store<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    initial,
    get: () => value,
    set: (next) => {
      value = typeof next === 'function' ? (next as (prev: T) => T)(value) : next;
      listeners.forEach((listener) => listener());
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export function useStore<T>(store: Store<T>): T {
  // Hydration renders the server's value (e.g. no token: the anonymous header), then React re-renders
  // with the browser's (the token read from storage) without a mismatch.
  return useSyncExternalStore(store.subscribe, store.get, () => store.initial);
}
