import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { TStylistBookingData } from '@shine/shared/schemas/availability';
import { bookingKeys } from './keys';

export type StylistBookingData = TStylistBookingData;

export interface StylistBookingDataInput {
  stylistId: number;
  bookDate: string;
  customerPhone: string;
  listServiceId: number[];
}

/** getDataBookingStylist: one stylist's card, working dates (with salon) and hours on a date. */
export const getStylistBookingData = (input: StylistBookingDataInput, signal?: AbortSignal) =>
  apiRequest<StylistBookingData>('/v1/booking/getDataBookingStylist', {
    query: {
      stylistId: input.stylistId,
      bookDate: input.bookDate,
      customerPhone: input.customerPhone || undefined,
      listServiceId: input.listServiceId.join(',') || undefined,
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
