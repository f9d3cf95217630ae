import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { bookingKeys } from './keys';

/** GET /api/v1/hairstyles/reference: the hairstyles of the {product} collections offered as reference photos. */
export const referenceStylesQueryOptions = (enabled: boolean) =>
  queryOptions({
    queryKey: bookingKeys.referenceStyles(),
    queryFn: ({ signal }) => callApi('GET /api/v1/hairstyles/reference', { signal }),
    enabled,
    staleTime: 10 * 60_000,
  });

export const useReferenceStyles = (enabled: boolean) => useQuery(referenceStylesQueryOptions(enabled));
