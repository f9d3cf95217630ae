import type { TPlaceInput } from '@shine/shared/schemas/places';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { salonKeys } from './keys';

/** GET /api/v1/address/suggest: wards of the shipped address data, by new or former names. */
export const suggestAddresses = (q: string, signal?: AbortSignal) => callApi('GET /api/v1/address/suggest', { query: { q, limit: 8 }, signal });

export const useAddressSuggestions = (q: string) =>
  useQuery({
    queryKey: ['salons', 'address-suggest', q],
    queryFn: ({ signal }) => suggestAddresses(q, signal),
    enabled: q.trim().length >= 2,
    staleTime: Infinity,
  });

export type PlaceSave = TPlaceInput & { id?: number; attrId: number };

/** Add (no id) or edit a place, or delete one; the chooser's chips and the place list reload after. */
export function usePlaceMutations() {
  const queryClient = useQueryClient();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: salonKeys.places() });
    void queryClient.invalidateQueries({ queryKey: salonKeys.savedLocations() });
  };
  const save = useMutation({
    mutationFn: ({ id, attrId, ...input }: PlaceSave) =>
      id
        ? callApi('PUT /api/v1/customer/places/:id', { params: { id }, body: input })
        : callApi('POST /api/v1/customer/places', { body: { ...input, attrId } }),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: number) => callApi('DELETE /api/v1/customer/places/:id', { params: { id } }),
    onSuccess: refresh,
  });
  return { save, remove };
}
