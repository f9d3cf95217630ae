import type { MessageKey } from '../i18n/translate';
import { DAY_END_HOUR, DAY_START_HOUR } from './constants';

// Hour and day labels as the booking screens show them (spec §3 "Hour box", "Date option"; §9).

/** 570 → "9h30", 600 → "10h00" (spec: hour format like 9h30). */
export function formatHour(minutesSinceMidnight: number): string {
  const hours = Math.floor(minutesSinceMidnight / 60);
  const minutes = minutesSinceMidnight % 60;
  return `${hours}h${String(minutes).padStart(2, '0')}`;
}

/** "9h30" → 570; null when it is not that form. */
export function parseHour(text: string): number | null {
  const match = /^(\d{1,2})h(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  return hours <= 23 && minutes <= 59 ? hours * 60 + minutes : null;
}

/** Day picture from 6:00 until 17:00, night picture otherwise. */
export function isDaytime(hour: number): boolean {
  return hour >= DAY_START_HOUR && hour < DAY_END_HOUR;
}

export type DayTag = 'Today' | 'Tomorrow' | 'Day after';

const DAY_TAGS: readonly DayTag[] = ['Today', 'Tomorrow', 'Day after'];

/** Tag of a date option `offset` days after today; later days have none. */
export function dayLabel(offset: number): DayTag | null {
  return DAY_TAGS[offset] ?? null;
}

/** The catalogue text for a day tag ("Hôm nay", "Ngày mai", "Ngày kia" in Vietnamese). */
export const DAY_TAG_KEYS: Record<DayTag, MessageKey> = {
  Today: 'date.today',
  Tomorrow: 'date.tomorrow',
  'Day after': 'date.dayAfter',
};
