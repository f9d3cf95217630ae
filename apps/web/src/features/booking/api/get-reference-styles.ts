import type { TReferenceStyle } from '@shine/shared/schemas/collections';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { bookingKeys } from './keys';

/** GET /api/v1/hairstyles/reference: the hairstyles of the {product} collections offered as reference photos. */
export const referenceStylesQueryOptions = (enabled: boolean) =>
  queryOptions({
    queryKey: bookingKeys.referenceStyles(),
    queryFn: ({ signal }) => apiRequest<TReferenceStyle[]>('/v1/hairstyles/reference', { signal }),
    enabled,
    staleTime: 10 * 60_000,
  });

export const useReferenceStyles = (enabled: boolean) => useQuery(referenceStylesQueryOptions(enabled));
