import type { MessageKey } from '../i18n/translate';
import { WAIT_QUEUE_FROM_MINUTES, WAIT_TYPE_SKINNER } from './constants';

// Wait-time panel (spec §3 "Wait-time record", §9): short waits in minutes, long ones as "assigning".

export type WaitTimeDisplay = { kind: 'minutes'; minutes: number } | { kind: 'queue'; key: MessageKey };

export function waitTimeDisplay(record: { type: number; waitServe: number }): WaitTimeDisplay {
  if (record.waitServe < WAIT_QUEUE_FROM_MINUTES) {
    return { kind: 'minutes', minutes: Math.max(0, Math.round(record.waitServe)) };
  }
  return { kind: 'queue', key: record.type === WAIT_TYPE_SKINNER ? 'waitTime.skinner' : 'waitTime.stylist' };
}
