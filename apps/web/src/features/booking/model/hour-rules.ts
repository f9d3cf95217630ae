import { addDays, allowsPastHours, formatDateBook, parseDateBook, parseHm } from '@shine/shared';
import type { BookDateOption, HourBox, HourGroup } from './booking-types';

// Pure rules of the date dropdown and hour strip (spec §2 hour strip, §4 "Date, hour, stylist").

export const flattenHours = (groups: readonly HourGroup[]): HourBox[] => groups.flatMap((group) => group.hours);

/** DD-MM-YYYY plus `days`. */
export function shiftDateBook(dateBook: string, days: number): string {
  const iso = parseDateBook(dateBook);
  if (!iso) throw new RangeError(`Not a dateBook: ${dateBook}`);
  return formatDateBook(addDays(iso, days));
}

/**
 * Earlier/later comparison of two DD-MM-YYYY dates (negative when a is earlier), on their ISO forms,
 * which sort as plain strings (localeCompare would load the locale's collation: ~10 ms on a phone's
 * first call, inside the booking wizard's hydration).
 */
export function compareDateBook(a: string, b: string): number {
  const [isoA, isoB] = [parseDateBook(a) ?? '', parseDateBook(b) ?? ''];
  return isoA < isoB ? -1 : isoA > isoB ? 1 : 0;
}

/** The first active date option after `dateBook`, or null (the role allows no later day). */
export function nextActiveDate(options: readonly BookDateOption[], dateBook: string): string | null {
  return options.find((option) => option.isActive && compareDateBook(option.date, dateBook) > 0)?.date ?? null;
}

/**
 * An hour the customer may pick: free, not marked expired, and (today, except for the salon desk
 * source book_at_salon) not already past by the salon clock.
 */
export function isPickable(hour: HourBox, ctx: { expiredHourIds: readonly number[]; isToday: boolean; nowMinutes: number; source: string | null }): boolean {
  if (!hour.isFree || ctx.expiredHourIds.includes(hour.hourId)) return false;
  return !ctx.isToday || allowsPastHours(ctx.source) || parseHm(hour.hourFrame) > ctx.nowMinutes;
}

/** Clicking a free hour whose time has passed since the strip loaded marks it unavailable. */
export function hasExpired(hour: HourBox, ctx: { isToday: boolean; nowMinutes: number; source: string | null }): boolean {
  return ctx.isToday && !allowsPastHours(ctx.source) && parseHm(hour.hourFrame) <= ctx.nowMinutes;
}

/** Columns of the hour strip: three boxes each, as on the original swiper. */
export function hourColumns<T>(hours: readonly T[], perColumn = 3): T[][] {
  const columns: T[][] = [];
  for (let i = 0; i < hours.length; i += perColumn) columns.push(hours.slice(i, i + perColumn));
  return columns;
}

/** The strip's columns: each group's hours in columns of three, and the column each group starts at. */
export function stripColumns(groups: readonly HourGroup[]): { columns: HourBox[][]; starts: { name: string; column: number }[] } {
  const columns: HourBox[][] = [];
  const starts: { name: string; column: number }[] = [];
  for (const group of groups) {
    starts.push({ name: group.name, column: columns.length });
    columns.push(...hourColumns(group.hours));
  }
  return { columns, starts };
}

/**
 * The column the strip opens at: the start of the group holding the first pickable hour (near closing
 * the evening, not the morning), 0 when nothing can be picked.
 */
export function openingColumn(groups: readonly HourGroup[], isPickable: (hour: HourBox) => boolean): number {
  const { starts } = stripColumns(groups);
  const index = groups.findIndex((group) => group.hours.some(isPickable));
  return index < 0 ? 0 : (starts[index]?.column ?? 0);
}
