import { LOGIN_PAUSE_MAX_MS, LOGIN_PAUSE_MS } from '@shine/shared';
import type { LoginPause } from './login-pause-repository.ts';

/**
 * The pause that follows too many failed passwords: 15 minutes, doubling with each pause that follows
 * within a day of the previous one ending, never longer than 24 hours.
 */
export function nextLoginPause(previous: LoginPause | undefined, phone: string, now: Date): LoginPause {
  const inARow = previous !== undefined && now.getTime() - previous.until.getTime() < LOGIN_PAUSE_MAX_MS;
  const level = inARow ? previous.level + 1 : 0;
  const length = Math.min(LOGIN_PAUSE_MS * 2 ** level, LOGIN_PAUSE_MAX_MS);
  return { phone, level, until: new Date(now.getTime() + length), updatedAt: now };
}

/** Whole minutes left of a pause (at least 1), for the message. */
export const minutesLeft = (pause: LoginPause, now: Date) => Math.max(1, Math.ceil((pause.until.getTime() - now.getTime()) / 60_000));
