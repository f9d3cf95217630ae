import { DEFAULT_TIME_ZONE } from './constants';

// "Today" and clock times belong to the salon's time zone, never the server's (architecture: Time).
// Intl.DateTimeFormat carries the zone rules, so no date library is needed.

const formatters = new Map<string, Intl.DateTimeFormat>();

// Creating a formatter is costly and availability checks call this often, so one is kept per zone.
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/**
 * Zones whose UTC offset has not changed since `since`: their wall clock is plain arithmetic. Intl's first
 * formatter for a zone loads the zone's data, tens of milliseconds on a phone in the middle of the booking
 * page's first render. Vietnam has kept UTC+7 since 13 June 1975; earlier instants ask Intl.
 */
const FIXED_OFFSETS: Record<string, { since: number; offsetMs: number }> = {
  'Asia/Ho_Chi_Minh': { since: Date.UTC(1975, 5, 12, 17), offsetMs: 7 * 3_600_000 },
};

function wallClock(instant: Date, timeZone: string): WallClock {
  const fixed = FIXED_OFFSETS[timeZone];
  if (fixed && instant.getTime() >= fixed.since) {
    const wall = new Date(instant.getTime() + fixed.offsetMs);
    return {
      year: wall.getUTCFullYear(),
      month: wall.getUTCMonth() + 1,
      day: wall.getUTCDate(),
      hour: wall.getUTCHours(),
      minute: wall.getUTCMinutes(),
      second: wall.getUTCSeconds(),
    };
  }
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const { year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0 } = parts;
  return { year, month, day, hour, minute, second };
}

/** Offset of the zone from UTC at that instant, in milliseconds (UTC+7 → 25 200 000). */
function offsetMs(instant: Date, timeZone: string): number {
  const c = wallClock(instant, timeZone);
  const asUtc = Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute, c.second);
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The calendar date ("YYYY-MM-DD") it is in `timeZone` at `now`. */
export function zonedToday(now: Date, timeZone: string = DEFAULT_TIME_ZONE): string {
  const c = wallClock(now, timeZone);
  return `${pad(c.year, 4)}-${pad(c.month)}-${pad(c.day)}`;
}

/** Date and minutes since midnight it is in `timeZone` at `now` (for "is this hour already past"). */
export function zonedNow(now: Date, timeZone: string = DEFAULT_TIME_ZONE): { date: string; minutes: number } {
  const c = wallClock(now, timeZone);
  return { date: `${pad(c.year, 4)}-${pad(c.month)}-${pad(c.day)}`, minutes: c.hour * 60 + c.minute };
}

/** "08:30" → 510. */
export function parseHm(hm: string): number {
  const match = /^(\d{1,2}):(\d{2})$/.exec(hm.trim());
  const hours = Number(match?.[1]);
  const minutes = Number(match?.[2]);
  if (!match || hours > 23 || minutes > 59) throw new RangeError(`Not an HH:mm time: ${hm}`);
  return hours * 60 + minutes;
}

/**
 * The instant when the wall clock in `timeZone` shows `isoDate` at `time` (minutes since midnight or
 * "HH:mm"). The offset is looked up twice so a date on which the zone changes its offset still lands right.
 */
export function zonedDateTimeToUtc(isoDate: string, time: number | string, timeZone: string = DEFAULT_TIME_ZONE): Date {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) throw new RangeError(`Not an ISO date: ${isoDate}`);
  const minutes = typeof time === 'string' ? parseHm(time) : time;
  const wallAsUtc = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 0, minutes);
  const firstGuess = wallAsUtc - offsetMs(new Date(wallAsUtc), timeZone);
  return new Date(wallAsUtc - offsetMs(new Date(firstGuess), timeZone));
}
