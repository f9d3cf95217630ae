import type {
  TAdminBookingWithMessages,
  TAdminCatalogStructure,
  TAdminCategory,
  TAdminGroup,
  TAdminMembership,
  TAdminServicePlace,
  TAdminSuggestRule,
  TAdminSuggestRuleBody,
  TAdminTopupPackage,
  TAdminTopupPackageBody,
} from '@shine/shared/schemas/backoffice-catalog';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

// The catalogue's structure, membership and top-up, a booking's messages (issue 32, part 3), under
// /api/v1/admin with the staff cookie. Each write refreshes what it changed and the history panels.

const get = <T>(path: string, query?: Record<string, string | number | undefined>) => apiRequest<T>(path, { staff: true, query });
const send = <T>(method: 'PUT' | 'POST', path: string, body: unknown) => apiRequest<T>(path, { method, staff: true, body });

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
export const useCatalogStructure = () => useQuery({ queryKey: structureKey, queryFn: () => get<TAdminCatalogStructure>('/v1/admin/catalog') });
export const useSaveCategory = () =>
  useWrite(
    ({ id, ...body }: Omit<TAdminCategory, 'id'> & { id: number | null }) =>
      id === null
        ? send<TAdminCategory>('POST', '/v1/admin/catalog/categories', body)
        : send<TAdminCategory>('PUT', `/v1/admin/catalog/categories/${id}`, body),
    structureKey,
  );
export const useSaveGroup = () =>
  useWrite(
    ({ id, ...body }: Omit<TAdminGroup, 'id'> & { id: number | null }) =>
      id === null ? send<TAdminGroup>('POST', '/v1/admin/catalog/groups', body) : send<TAdminGroup>('PUT', `/v1/admin/catalog/groups/${id}`, body),
    structureKey,
  );
export const usePlaceService = () =>
  useWrite(
    ({ id, ...body }: { id: number; groupId: number; parentServiceId: number | null }) =>
      send<TAdminServicePlace>('PUT', `/v1/admin/services/${id}/place`, body),
    structureKey,
  );

const membershipKey = ['staff', 'admin', 'membership'] as const;
export const useAdminMembership = () => useQuery({ queryKey: membershipKey, queryFn: () => get<TAdminMembership>('/v1/admin/membership') });
export const useSaveThresholds = () =>
  useWrite((body: { silver: number; gold: number; diamond: number }) => send<TAdminMembership>('PUT', '/v1/admin/membership/thresholds', body), membershipKey);

const packagesKey = ['staff', 'admin', 'topup-packages'] as const;
export const useTopupPackages = () => useQuery({ queryKey: packagesKey, queryFn: () => get<TAdminTopupPackage[]>('/v1/admin/topup-packages') });
export const useSavePackage = () =>
  useWrite(
    ({ id, ...body }: TAdminTopupPackageBody & { id: number | null }) =>
      id === null
        ? send<TAdminTopupPackage>('POST', '/v1/admin/topup-packages', body)
        : send<TAdminTopupPackage>('PUT', `/v1/admin/topup-packages/${id}`, body),
    packagesKey,
  );

/** A booking by number, or a phone's latest bookings, with their messages (null: nothing asked yet). */
export const useBookingMessages = (query: { bookingId?: string; phone?: string } | null) =>
  useQuery({
    queryKey: ['staff', 'admin', 'booking-messages', query],
    queryFn: () => get<TAdminBookingWithMessages[]>('/v1/admin/booking-messages', query ?? {}),
    enabled: query !== null,
    retry: false,
  });

const suggestKey = ['staff', 'admin', 'suggest-rules'] as const;
export const useSuggestRules = () => useQuery({ queryKey: suggestKey, queryFn: () => get<TAdminSuggestRule[]>('/v1/admin/catalog/suggest-rules') });
export const useSaveSuggestRule = () =>
  useWrite(
    ({ id, ...body }: TAdminSuggestRuleBody & { id: number | null }) =>
      id === null
        ? send<TAdminSuggestRule>('POST', '/v1/admin/catalog/suggest-rules', body)
        : send<TAdminSuggestRule>('PUT', `/v1/admin/catalog/suggest-rules/${id}`, body),
    suggestKey,
  );
export const useDeleteSuggestRule = () =>
  useWrite((id: number) => apiRequest<{ ok: true }>(`/v1/admin/catalog/suggest-rules/${id}`, { method: 'DELETE', staff: true }), suggestKey);
