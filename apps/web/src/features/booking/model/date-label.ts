import { DAY_TAG_KEYS, parseDateBook, type DayTag, type MessageKey } from '@shine/shared';

// Labels of booking dates: "Hôm nay, T7 21/11" in the dropdown, "hôm nay" inside the busy notices.

export function weekdayIndex(dateBook: string): number {
  const iso = parseDateBook(dateBook);
  return iso ? new Date(`${iso}T00:00:00Z`).getUTCDay() : 0;
}

export function tagKey(tag: string | null | undefined): MessageKey | null {
  return tag && Object.hasOwn(DAY_TAG_KEYS, tag) ? DAY_TAG_KEYS[tag as DayTag] : null;
}

/** Days from `today` to `date` (both DD-MM-YYYY); NaN when either is not a date. */
export function dayOffset(today: string, date: string): number {
  const from = parseDateBook(today);
  const to = parseDateBook(date);
  if (!from || !to) return Number.NaN;
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

const OFFSET_KEYS: readonly MessageKey[] = ['date.today', 'date.tomorrow', 'date.dayAfter'];

/** The {day} of the busy notices: the day tag's word ("hôm nay") or the date. */
export function dayWordKey(today: string, date: string): MessageKey | null {
  return OFFSET_KEYS[dayOffset(today, date)] ?? null;
}
