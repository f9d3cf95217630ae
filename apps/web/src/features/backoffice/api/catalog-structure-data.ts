import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import type { BodyOf } from './admin-data';

// The catalogue's structure, membership and top-up, a booking's messages (issue 32, part 3), under
// /api/v1/admin with the staff cookie. Each write refreshes what it changed and the history panels.

function useWrite<A, T>(write: (args: A) => Promise<T>, key: readonly unknown[]) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: async () => {
      await Promise.all([key, ['staff', 'history'], ['staff', 'admin', 'services']].map((queryKey) => client.invalidateQueries({ queryKey })));
    },
  });
}

const structureKey = ['staff', 'admin', 'catalog-structure'] as const;
export const useCatalogStructure = () => useQuery({ queryKey: structureKey, queryFn: () => callApi('GET /api/v1/admin/catalog') });
export const useSaveCategory = () =>
  useWrite(
    ({ id, ...body }: BodyOf<'POST /api/v1/admin/catalog/categories'> & { id: number | null }) =>
      id === null ? callApi('POST /api/v1/admin/catalog/categories', { body }) : callApi('PUT /api/v1/admin/catalog/categories/:id', { params: { id }, body }),
    structureKey,
  );
export const useSaveGroup = () =>
  useWrite(
    ({ id, ...body }: BodyOf<'POST /api/v1/admin/catalog/groups'> & { id: number | null }) =>
      id === null ? callApi('POST /api/v1/admin/catalog/groups', { body }) : callApi('PUT /api/v1/admin/catalog/groups/:id', { params: { id }, body }),
    structureKey,
  );
export const usePlaceService = () =>
  useWrite(
    ({ id, ...body }: { id: number } & BodyOf<'PUT /api/v1/admin/services/:id/place'>) =>
      callApi('PUT /api/v1/admin/services/:id/place', { params: { id }, body }),
    structureKey,
  );

const membershipKey = ['staff', 'admin', 'membership'] as const;
export const useAdminMembership = () => useQuery({ queryKey: membershipKey, queryFn: () => callApi('GET /api/v1/admin/membership') });
export const useSaveThresholds = () =>
  useWrite((body: BodyOf<'PUT /api/v1/admin/membership/thresholds'>) => callApi('PUT /api/v1/admin/membership/thresholds', { body }), membershipKey);

const packagesKey = ['staff', 'admin', 'topup-packages'] as const;
export const useTopupPackages = () => useQuery({ queryKey: packagesKey, queryFn: () => callApi('GET /api/v1/admin/topup-packages') });
export const useSavePackage = () =>
  useWrite(
    ({ id, ...body }: BodyOf<'POST /api/v1/admin/topup-packages'> & { id: number | null }) =>
      id === null ? callApi('POST /api/v1/admin/topup-packages', { body }) : callApi('PUT /api/v1/admin/topup-packages/:id', { params: { id }, body }),
    packagesKey,
  );

/** A booking by number, or a phone's latest bookings, with their messages (null: nothing asked yet). */
export const useBookingMessages = (query: { bookingId?: number; phone?: string } | null) =>
  useQuery({
    queryKey: ['staff', 'admin', 'booking-messages', query],
    queryFn: () => callApi('GET /api/v1/admin/booking-messages', { query: query ?? {} }),
    enabled: query !== null,
    retry: false,
  });

const suggestKey = ['staff', 'admin', 'suggest-rules'] as const;
export const useSuggestRules = () => useQuery({ queryKey: suggestKey, queryFn: () => callApi('GET /api/v1/admin/catalog/suggest-rules') });
export const useSaveSuggestRule = () =>
  useWrite(
    ({ id, ...body }: BodyOf<'POST /api/v1/admin/catalog/suggest-rules'> & { id: number | null }) =>
      id === null
        ? callApi('POST /api/v1/admin/catalog/suggest-rules', { body })
        : callApi('PUT /api/v1/admin/catalog/suggest-rules/:id', { params: { id }, body }),
    suggestKey,
  );
export const useDeleteSuggestRule = () => useWrite((id: number) => callApi('DELETE /api/v1/admin/catalog/suggest-rules/:id', { params: { id } }), suggestKey);
