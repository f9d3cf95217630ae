import { readStorage, writeStorage } from '../../../lib/storage';

// The booking-scoped token the API returns with a new booking: the browser that made the booking
// shows it (X-Booking-Token) to read it and to add photos, note and OTP without logging in. Kept in
// local storage so the success page survives a reload; memory too, for private mode without storage.
const KEY = 'booking.tokens';
/** Only the latest bookings matter; older tokens are dropped. */
const KEEP = 5;

interface Entry {
  id: number;
  token: string;
}

const memory: Entry[] = [];

function stored(): Entry[] {
  try {
    const parsed: unknown = JSON.parse(readStorage('local', KEY) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed.filter((entry): entry is Entry => typeof entry?.id === 'number' && typeof entry?.token === 'string');
  } catch {
    return [];
  }
}

export function rememberBookingToken(bookingId: number, token: string): void {
  if (!bookingId || !token) return;
  const entries = [{ id: bookingId, token }, ...stored().filter((entry) => entry.id !== bookingId)].slice(0, KEEP);
  memory.splice(0, memory.length, ...entries);
  writeStorage('local', KEY, JSON.stringify(entries));
}

/** The token this browser holds for a booking, or '' when it made none (or forgot it). */
export const bookingToken = (bookingId: number): string =>
  (stored().find((entry) => entry.id === bookingId) ?? memory.find((entry) => entry.id === bookingId))?.token ?? '';

/**
 * The token of this browser's latest booking, shown when it books again: the API lets the browser that
 * made an unverified hold replace it (another hour, after closing the code box); anyone else gets 403.
 */
export const latestBookingToken = (): string => (stored()[0] ?? memory[0])?.token ?? '';

/** The header that carries the token (none without a token: a logged-in owner needs none). */
export const bookingTokenHeaders = (token: string | undefined): Record<string, string> | undefined => (token ? { 'X-Booking-Token': token } : undefined);
