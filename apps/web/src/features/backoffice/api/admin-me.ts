import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** GET /api/v1/admin/me: the roles, salons and allowed actions of this staff session (asked once signed in). */
export const adminMeQuery = (staffId: number) =>
  queryOptions({
    queryKey: ['staff', 'admin-me', staffId],
    queryFn: () => callApi('GET /api/v1/admin/me'),
    staleTime: 60_000,
    retry: false,
  });
export const useAdminMe = (staffId: number) => useQuery(adminMeQuery(staffId));
