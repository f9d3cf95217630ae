import { DEFAULT_ROLE, allowsPastHours, dayLabel } from '@shine/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { salonOffQueryOptions } from '../api/get-salon-off';
import { useHours, type HoursInput } from '../api/get-hours';
import { useRole } from '../api/get-role';
import { useStylistBookingData } from '../api/get-stylist-booking-data';
import { useStylists } from '../api/get-stylists';
import { needsServices } from '../model/booking-reducer';
import { serviceIds } from '../model/booking-selectors';
import type { BookDateOption } from '../model/booking-types';
import { flattenHours, nextActiveDate, shiftDateBook } from '../model/hour-rules';
import { useBooking } from './booking-context';

/** Date options of the default role (spec §9) until the role answers: today and tomorrow active. */
function defaultDates(today: string): BookDateOption[] {
  return Array.from({ length: DEFAULT_ROLE.maxDaysBookFuture + 1 }, (_, offset) => ({
    date: shiftDateBook(today, offset),
    tag: dayLabel(offset),
    isActive: offset <= DEFAULT_ROLE.daysBookFuture,
    isSpecial: false,
  }));
}

/**
 * Everything block 3 shows (date options, stylists, hours) and the reactions of spec §4: hours reload
 * on salon, stylist, date or services; today full moves to tomorrow; a closed salon opens its backups.
 */
export function useSchedule() {
  const { selection, dispatch, url, today, mode } = useBooking();
  const { salonId, dateBook, phone, stylistId, stylistFromUrl } = selection;
  const ids = useMemo(() => serviceIds(selection.chosen), [selection.chosen]);
  const role = useRole(phone, salonId);
  const urlStylist = useStylistBookingData({ stylistId, bookDate: dateBook, customerPhone: phone, listServiceId: ids }, stylistFromUrl);
  const stylists = useStylists({ salonId, workDate: dateBook, customerPhone: phone });
  const off = useQuery({
    ...salonOffQueryOptions(salonId, dateBook),
    // After the salon is known: its first bookable day may move the date (opening later).
    enabled: salonId > 0 && selection.salon !== null,
  });
  const isOff = off.data !== undefined && off.data.message !== '';
  const ready = salonId > 0 && selection.salon !== null && !needsServices(selection) && off.isSuccess && !isOff;
  const hoursInput: HoursInput = { salonId, bookDate: dateBook, stylistId, listServiceId: ids, customerPhone: phone, source: url.source, atHome: mode === 'home' };
  const hours = useHours(hoursInput, ready);

  const dates = useMemo(() => {
    if (stylistFromUrl && urlStylist.data) return urlStylist.data.bookDates;
    return role.data?.bookDates ?? defaultDates(today);
  }, [stylistFromUrl, urlStylist.data, role.data, today]);

  useEffect(() => {
    if (off.data && off.data.message) dispatch({ type: 'salonOff', off: { salonId, message: off.data.message, backups: off.data.salonBackUp } });
  }, [off.data, salonId, dispatch]);

  // The chosen date left the options (salon changed its opening day, role shrank): first active one.
  useEffect(() => {
    if (dates.length > 0 && !dates.some((d) => d.date === dateBook)) {
      const first = dates.find((d) => d.isActive)?.date;
      if (first) dispatch({ type: 'dateChosen', date: first, byUser: false });
    }
  }, [dates, dateBook, dispatch]);

  const fresh = hours.data !== undefined && !hours.isPlaceholderData;
  useEffect(() => {
    if (!fresh || !hours.data) return;
    dispatch({
      type: 'hoursLoaded',
      hours: flattenHours(hours.data.hourGroup),
      dateBook,
      today,
      nextDate: nextActiveDate(dates, dateBook),
      preselectFirst: allowsPastHours(url.source),
    });
    // `dates` and `dateBook` belong to this very answer; re-running on their change would double-move.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fresh, hours.data, dispatch, today, url.source]);

  return { dates, role, stylists, urlStylist, hours, ready, isOff, offLoading: off.isLoading };
}
