import { useSyncExternalStore } from 'react';
import { readStorage, writeStorage } from '../../../lib/storage';

/**
 * The credential of this browser when a manager enrolled it as a salon tablet (answered once by the server,
 * sent as X-Device-Key when someone unlocks it with his PIN). Kept in the tablet's own storage: a revoked
 * tablet is refused by the server whatever it keeps.
 */
export interface EnrolledTablet {
  id: number;
  credential: string;
  salonId: number;
  name: string;
}

const KEY = 'shine.floor.tablet';

function readStoredTablet(): EnrolledTablet | null {
  try {
    const value = JSON.parse(readStorage('local', KEY) ?? 'null') as Partial<EnrolledTablet> | null;
    return value && typeof value.id === 'number' && typeof value.credential === 'string' && typeof value.salonId === 'number' && typeof value.name === 'string'
      ? { id: value.id, credential: value.credential, salonId: value.salonId, name: value.name }
      : null;
  } catch {
    return null;
  }
}

let current: EnrolledTablet | null | undefined;
const listeners = new Set<() => void>();

export function readTablet(): EnrolledTablet | null {
  if (current === undefined) current = readStoredTablet();
  return current;
}

export function writeTablet(tablet: EnrolledTablet | null): void {
  writeStorage('local', KEY, tablet ? JSON.stringify(tablet) : null);
  current = tablet;
  listeners.forEach((listener) => listener());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** This browser's tablet enrolment, for render: none on the server and while hydrating. */
export const useTablet = (): EnrolledTablet | null => useSyncExternalStore(subscribe, readTablet, () => null);
