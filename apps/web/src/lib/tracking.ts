import { callApi } from './api-client';
import { readStorage, writeStorage } from './storage';

/** Tracking event of spec section 3 (the `tokenKey` is filled in here). */
export interface TrackingEvent {
  pageId?: string;
  screenId?: string;
  eventId: string;
  source?: string;
  utmSource?: string;
  data?: Record<string, unknown>;
  extendData?: Record<string, unknown>;
}

const TRACKING_ID_KEY = 'trackingId';

// crypto.randomUUID exists only on secure origins; getRandomValues works everywhere.
function newTrackingId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function trackingId(): string {
  const known = readStorage('local', TRACKING_ID_KEY);
  if (known) return known;
  const created = newTrackingId();
  writeStorage('local', TRACKING_ID_KEY, created);
  return created;
}

/** Posts a click or view event. Never throws and never delays the caller: failures are ignored (spec 7). */
export function track(event: TrackingEvent): void {
  try {
    callApi('POST /api/v1/tracking-dynamic', { body: { ...event, tokenKey: trackingId() }, keepalive: true }).catch(() => undefined);
  } catch {
    // Tracking must never break the page.
  }
}
