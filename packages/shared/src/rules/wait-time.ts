import type { MessageKey } from '../i18n/translate';
import { WAIT_QUEUE_FROM_MINUTES, WAIT_TYPE_SKINNER } from './constants';
import { zonedToday } from './time-zone';

// Wait-time panel (spec §3 "Wait-time record", §9): short waits in minutes, long ones as "assigning".

export type WaitTimeDisplay = { kind: 'minutes'; minutes: number } | { kind: 'queue'; key: MessageKey };

export function waitTimeDisplay(record: { type: number; waitServe: number }): WaitTimeDisplay {
  if (record.waitServe < WAIT_QUEUE_FROM_MINUTES) {
    return { kind: 'minutes', minutes: Math.max(0, Math.round(record.waitServe)) };
  }
  return { kind: 'queue', key: record.type === WAIT_TYPE_SKINNER ? 'waitTime.skinner' : 'waitTime.stylist' };
}

/** The wait-time panel opens this long before the booked time (issue 27 item 16). */
export const WAIT_PANEL_FROM_MINUTES = 60;

/**
 * Whether the wait-time panel is shown for a booking: on the booking's day in the salon's time zone, from one
 * hour before it. Earlier, 'Đang xếp Stylist' would read as "you are already in the queue" hours ahead; this
 * holds until the salon floor reports a real queue.
 */
export function waitPanelShown(input: { startAt: Date; now: Date; timeZone: string }): boolean {
  if (zonedToday(input.now, input.timeZone) !== zonedToday(input.startAt, input.timeZone)) return false;
  return input.startAt.getTime() - input.now.getTime() <= WAIT_PANEL_FROM_MINUTES * 60_000;
}
