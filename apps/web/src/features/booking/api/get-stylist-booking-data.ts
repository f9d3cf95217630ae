import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, type ApiData } from '../../../lib/api-client';
import { bookingKeys } from './keys';

export type StylistBookingData = ApiData<'GET /api/v1/booking/getDataBookingStylist'>;

export interface StylistBookingDataInput {
  stylistId: number;
  bookDate: string;
  customerPhone: string;
  listServiceId: number[];
}

/** getDataBookingStylist: one stylist's card, working dates (with salon) and hours on a date. */
export const getStylistBookingData = (input: StylistBookingDataInput, signal?: AbortSignal) =>
  callApi('GET /api/v1/booking/getDataBookingStylist', {
    query: {
      stylistId: input.stylistId,
      bookDate: input.bookDate,
      customerPhone: input.customerPhone || undefined,
      listServiceId: input.listServiceId.length > 0 ? input.listServiceId : undefined,
    },
    signal,
  });

export const stylistBookingDataQueryOptions = (input: StylistBookingDataInput, enabled: boolean) =>
  queryOptions({
    queryKey: bookingKeys.stylistData(input),
    queryFn: ({ signal }) => getStylistBookingData(input, signal),
    enabled: enabled && input.stylistId > 0,
    retry: false,
  });

export const useStylistBookingData = (input: StylistBookingDataInput, enabled: boolean) => useQuery(stylistBookingDataQueryOptions(input, enabled));
