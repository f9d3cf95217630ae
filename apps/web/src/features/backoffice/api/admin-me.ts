import type { TAdminMe } from '@shine/shared/schemas/backoffice';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/v1/admin/me: the roles, salons and allowed actions of this staff session (asked once signed in). */
export const adminMeQuery = (staffId: number) =>
  queryOptions({
    queryKey: ['staff', 'admin-me', staffId],
    queryFn: () => apiRequest<TAdminMe>('/v1/admin/me', { staff: true }),
    staleTime: 60_000,
    retry: false,
  });
export const useAdminMe = (staffId: number) => useQuery(adminMeQuery(staffId));
