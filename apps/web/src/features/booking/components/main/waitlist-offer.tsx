import { parseDateBook, parseHour } from '@shine/shared';
import { lazy, useMemo } from 'react';
import { loadWaitlistJoin } from '../../../waitlist';
import { useBooking } from '../../hooks/booking-context';
import { serviceIds } from '../../model/booking-selectors';
import type { HourGroup, Stylist } from '../../model/booking-types';
import { flattenHours } from '../../model/hour-rules';

const WaitlistJoin = lazy(loadWaitlistJoin);

/**
 * The wizard's way onto the waitlist (issue 33) when the strip has nothing that suits him: the day, stylist
 * (or any) and services he has chosen, a window within the strip's hours. Open at once when no hour is free.
 */
export default function WaitlistOffer({
  hours,
  full,
  nowMinutes,
  stylist,
}: {
  hours: HourGroup[];
  full: boolean;
  nowMinutes: number;
  stylist: Stylist | null;
}) {
  const { selection, schedule, today } = useBooking();
  const ids = useMemo(() => serviceIds(selection.chosen), [selection.chosen]);
  const minutes = flattenHours(hours)
    .map((hour) => parseHour(hour.hour))
    .filter((minute): minute is number => minute !== null);
  const date = parseDateBook(schedule.dateBook);
  if (minutes.length < 2 || !date || ids.length === 0 || selection.salonId === 0) return null;
  const step = minutes[1]! - minutes[0]!;
  return (
    <WaitlistJoin
      key={`${selection.salonId}:${date}:${selection.stylistId}`}
      salonId={selection.salonId}
      days={[{ date, label: schedule.dateBook }]}
      openMinute={minutes[0]!}
      closeMinute={minutes.at(-1)! + step}
      todayIso={parseDateBook(today) ?? undefined}
      nowMinute={nowMinutes}
      stylist={stylist && selection.stylistId > 0 ? { id: stylist.staffId, name: stylist.staffName } : null}
      serviceIds={ids}
      startOpen={full}
    />
  );
}
