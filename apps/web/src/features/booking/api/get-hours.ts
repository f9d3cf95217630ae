import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, type ApiData } from '../../../lib/api-client';
import { bookingKeys } from './keys';

export interface HoursInput {
  salonId: number;
  bookDate: string;
  stylistId: number;
  listServiceId: number[];
  customerPhone: string;
  source: string | null;
  /** Booking at home: the stylist's trip both ways is kept free too. */
  atHome?: boolean;
}

export type HoursData = ApiData<'GET /api/v1/booking/book-hours-group'>;

/** getHoursGroupByDate (book-hours-group): the hour strip of a salon-day for a stylist (0 = any). */
export const getHours = (input: HoursInput, signal?: AbortSignal) =>
  callApi('GET /api/v1/booking/book-hours-group', {
    query: {
      salonId: input.salonId,
      bookDate: input.bookDate,
      stylistId: input.stylistId,
      listServiceId: input.listServiceId.length > 0 ? input.listServiceId : undefined,
      customerPhone: input.customerPhone || undefined,
      source: input.source ?? undefined,
      atHome: input.atHome || undefined,
    },
    signal,
  });

export const hoursQueryOptions = (input: HoursInput, enabled: boolean) =>
  queryOptions({
    queryKey: bookingKeys.hoursOf(input),
    queryFn: ({ signal }) => getHours(input, signal),
    enabled: enabled && input.salonId > 0 && input.bookDate !== '',
    // Free hours change with every booking: always ask again when the strip shows.
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export const useHours = (input: HoursInput, enabled: boolean) => useQuery(hoursQueryOptions(input, enabled));
