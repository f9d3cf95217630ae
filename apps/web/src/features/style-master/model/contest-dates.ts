import { formatDisplayDate, zonedToday } from '@shine/shared';

/** First and last day of the contest in the salon zone (it ends at midnight, so the last day is the one before). */
export function contestDays(c: { startsAt: string; endsAt: string }): { start: string; end: string } {
  return {
    start: formatDisplayDate(zonedToday(new Date(c.startsAt))),
    end: formatDisplayDate(zonedToday(new Date(new Date(c.endsAt).getTime() - 1))),
  };
}
