import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { bookingKeys } from './keys';

/** getAllStyListV4: stylists and skinners working at a salon on a date. */
export interface StylistsInput {
  salonId: number;
  workDate: string;
  customerPhone: string;
}

export const getStylists = (input: StylistsInput, signal?: AbortSignal) =>
  callApi('GET /api/v1/booking/getAllStyListV4', {
    query: { salonId: input.salonId, workDate: input.workDate, customerPhone: input.customerPhone || undefined },
    signal,
  });

export const stylistsQueryOptions = (input: StylistsInput) =>
  queryOptions({
    queryKey: bookingKeys.stylists(input),
    queryFn: ({ signal }) => getStylists(input, signal),
    enabled: input.salonId > 0 && input.workDate !== '',
  });

export const useStylists = (input: { salonId: number; workDate: string; customerPhone: string }) => useQuery(stylistsQueryOptions(input));
