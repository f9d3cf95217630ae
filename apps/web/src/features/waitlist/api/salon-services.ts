import { queryOptions } from '@tanstack/react-query';
import { callApiBare } from '../../../lib/api-client';

/** GET /api/v1/booking/service-list-v5 of one salon, flattened: what he may wait for when no service is chosen yet (the salon page). */
export const salonServicesQueryOptions = (salonId: number) =>
  queryOptions({
    queryKey: ['waitlist', 'services', salonId],
    queryFn: async ({ signal }) => {
      const { data: categories } = await callApiBare('GET /api/v1/booking/service-list-v5', { query: { salonId }, signal });
      const services = categories.filter((c) => !c.isOther).flatMap((c) => c.serviceGroups.flatMap((g) => g.services));
      // The chain's default service first: the cut most customers wait for.
      return [...services.filter((s) => s.isDefaultService), ...services.filter((s) => !s.isDefaultService)];
    },
    staleTime: 300_000,
  });
