import { formatHour } from '@shine/shared';

/** Minutes between two choices of the window's ends. */
export const WINDOW_STEP = 30;

/** The window's possible ends within opening hours, every 30 minutes (the closing time included), from `notBefore` on. */
export function windowChoices(openMinute: number, closeMinute: number, notBefore = 0): { minute: number; label: string }[] {
  const first = Math.max(openMinute, Math.ceil(notBefore / WINDOW_STEP) * WINDOW_STEP);
  const choices: { minute: number; label: string }[] = [];
  for (let minute = first; minute <= closeMinute; minute += WINDOW_STEP) choices.push({ minute, label: formatHour(minute) });
  if (choices.at(-1)?.minute !== closeMinute && closeMinute >= first) choices.push({ minute: closeMinute, label: formatHour(closeMinute) });
  return choices;
}
