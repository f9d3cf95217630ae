import { DEFAULT_ROLE, allowsPastHours, dayLabel } from '@shine/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, type Dispatch } from 'react';
import { salonOffQueryOptions } from '../api/get-salon-off';
import { useHours, type HoursInput } from '../api/get-hours';
import { bookingKeys } from '../api/keys';
import { useRole } from '../api/get-role';
import { useStylistBookingData } from '../api/get-stylist-booking-data';
import { useStylists } from '../api/get-stylists';
import type { BookingAction, Notice } from '../model/booking-actions';
import { needsServices } from '../model/booking-reducer';
import { freeHours, movesToNextDay, resolveHour, type Selection } from '../model/booking-selection';
import { serviceIds } from '../model/booking-selectors';
import type { BookDateOption, HourBox } from '../model/booking-types';
import type { BookingUrl } from '../model/booking-url';
import { flattenHours, nextActiveDate, shiftDateBook } from '../model/hour-rules';
import type { BookingMode } from './booking-context';

/** Date options of the default role (spec §9) until the role answers: today and tomorrow active. */
function defaultDates(today: string): BookDateOption[] {
  return Array.from({ length: DEFAULT_ROLE.maxDaysBookFuture + 1 }, (_, offset) => ({
    date: shiftDateBook(today, offset),
    tag: dayLabel(offset),
    isActive: offset <= DEFAULT_ROLE.daysBookFuture,
    isSpecial: false,
  }));
}

/** The hour strip of one day with the salon-off check it waits for; `enabled`: only while step 0 shows. */
function useDayStrip(selection: Selection, input: Omit<HoursInput, 'bookDate'>, date: string, enabled: boolean) {
  const known = selection.salonId > 0 && selection.salon !== null;
  // After the salon is known: its first bookable day may move the date (opening later).
  const off = useQuery({ ...salonOffQueryOptions(selection.salonId, date), enabled: enabled && known });
  const isOff = off.data !== undefined && off.data.message !== '';
  const ready = enabled && known && !needsServices(selection) && off.isSuccess && !isOff;
  const hoursInput: HoursInput = { ...input, bookDate: date };
  const hours = useHours(hoursInput, ready);
  /** The strip's hours once it answered for these very inputs (not the previous strip kept on screen meanwhile). */
  const answered: HourBox[] | undefined = hours.data && !hours.isPlaceholderData ? flattenHours(hours.data.hourGroup) : undefined;
  return { off, isOff, ready, hours, answered, key: JSON.stringify(bookingKeys.hoursOf(hoursInput)) };
}

/**
 * Everything block 3 shows (date options, stylists, hours) and what the strips decide (spec §4), derived
 * rather than stored: today full shows the next active day; the booking's hour is the chosen one while it
 * is free; a strip without a free hour brings the busy notice (its key: closed, it stays closed for it).
 * A closed salon resets the salon choice and opens its backups. The strips are asked for on step 0 only.
 */
export function useSchedule(
  selection: Selection,
  context: { dispatch: Dispatch<BookingAction>; url: BookingUrl; today: string; mode: BookingMode; onMain: boolean },
) {
  const { dispatch, url, today, mode, onMain } = context;
  const { salonId, dateBook, phone, stylistId, stylistFromUrl } = selection;
  const ids = useMemo(() => serviceIds(selection.chosen), [selection.chosen]);
  const role = useRole(phone, salonId);
  const urlStylist = useStylistBookingData({ stylistId, bookDate: dateBook, customerPhone: phone, listServiceId: ids }, stylistFromUrl);

  const dates = useMemo(() => {
    if (stylistFromUrl && urlStylist.data) return urlStylist.data.bookDates;
    return role.data?.bookDates ?? defaultDates(today);
  }, [stylistFromUrl, urlStylist.data, role.data, today]);

  const input = { salonId, stylistId, listServiceId: ids, customerPhone: phone, source: url.source, atHome: mode === 'home' };
  const chosenDay = useDayStrip(selection, input, dateBook, onMain);
  const nextDate = nextActiveDate(dates, dateBook);
  const moved = movesToNextDay(selection, { today, todayHours: chosenDay.answered, nextDate });
  const shownDate = moved && nextDate ? nextDate : dateBook;
  const strip = useDayStrip(selection, input, shownDate, onMain);
  const stylists = useStylists({ salonId, workDate: shownDate, customerPhone: phone });

  useEffect(() => {
    if (onMain && strip.isOff) dispatch({ type: 'salonOff', off: { salonId, date: shownDate } });
  }, [onMain, strip.isOff, salonId, shownDate, dispatch]);

  // The chosen date left the options (salon changed its opening day, role shrank): first active one.
  useEffect(() => {
    if (onMain && dates.length > 0 && !dates.some((d) => d.date === dateBook)) {
      const first = dates.find((d) => d.isActive)?.date;
      if (first) dispatch({ type: 'dateChosen', date: first, byUser: false });
    }
  }, [onMain, dates, dateBook, dispatch]);

  const hour = resolveHour(selection, strip.answered, allowsPastHours(url.source));
  const full = onMain && strip.answered !== undefined && freeHours(strip.answered, selection.expiredHourIds).length === 0;
  const notice: Notice = { kind: stylistId > 0 ? 'stylistBusy' : 'salonFull', date: shownDate };
  const hoursNotice = full ? { notice, key: strip.key } : null;

  return {
    dates,
    role,
    stylists,
    urlStylist,
    hours: strip.hours,
    ready: strip.ready,
    isOff: strip.isOff,
    offLoading: strip.off.isLoading,
    /** The day the strip shows and the booking is for. */
    dateBook: shownDate,
    hour,
    hoursNotice,
  };
}

export type Schedule = ReturnType<typeof useSchedule>;
