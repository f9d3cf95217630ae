import { formatHour, type Lang, type MessageKey, translate } from '@shine/shared';
import type { THourBox, THourGroup } from '@shine/shared/schemas/booking';
import type { SlotAvailability } from './slot-sweep.ts';

export type HourBox = THourBox;
export type HourGroup = THourGroup;

const pad = (n: number) => String(n).padStart(2, '0');
export const hourFrame = (minute: number) => `${pad(Math.floor(minute / 60))}:${pad(minute % 60)}`;

function periodKey(minute: number): MessageKey {
  if (minute < 12 * 60) return 'hours.morning';
  if (minute < 17 * 60) return 'hours.afternoon';
  return 'hours.evening';
}

/** Hour boxes grouped by part of day, as the hour strip shows them. */
export function toHourGroups(slots: SlotAvailability[], salonId: number, lang: Lang): HourGroup[] {
  const groups = new Map<MessageKey, HourBox[]>();
  for (const slot of slots) {
    const key = periodKey(slot.startMinute);
    const free = slot.freeStylistIds.length;
    const box: HourBox = {
      hour: formatHour(slot.startMinute),
      hourFrame: hourFrame(slot.startMinute),
      isFree: free > 0,
      hourId: slot.hourId,
      subHourId: slot.subHourId,
      secondSubHourId: slot.secondSubHourId,
      salonId,
      guideText: free > 0 && free <= 2 ? translate(lang, 'hours.fewLeft', { count: free }) : '',
    };
    groups.set(key, [...(groups.get(key) ?? []), box]);
  }
  return [...groups].map(([key, hours]) => ({ name: translate(lang, key), hours }));
}
