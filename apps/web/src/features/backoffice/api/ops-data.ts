import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type CallInput, type Endpoints, callApi } from '../../../lib/api-client';
import type { BodyOf } from './admin-data';

// The roster and the reports of the back office (issue 32, part 2), under /api/v1/admin (the staff cookie).

const rosterKey = ['staff', 'admin', 'roster'] as const;

export const useRosterWeek = (salonId: number | undefined, week: string) =>
  useQuery({
    queryKey: [...rosterKey, salonId, 'week', week],
    queryFn: () => callApi('GET /api/v1/admin/salons/:salonId/roster', { params: { salonId: salonId! }, query: { week } }),
    enabled: salonId !== undefined,
  });
export const useLeaveRequests = (salonId: number | undefined) =>
  useQuery({
    queryKey: [...rosterKey, salonId, 'leaves'],
    queryFn: () => callApi('GET /api/v1/admin/salons/:salonId/leave-requests', { params: { salonId: salonId! } }),
    enabled: salonId !== undefined,
  });
export const useContactList = (salonId: number | undefined) =>
  useQuery({
    queryKey: [...rosterKey, salonId, 'contacts'],
    queryFn: () => callApi('GET /api/v1/admin/salons/:salonId/contact-list', { params: { salonId: salonId! } }),
    enabled: salonId !== undefined,
  });

/** A roster write; on success the grid, leaves, call list and history panels refresh. */
function useRosterWrite<A, T>(write: (args: A) => Promise<T>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: async () => {
      await Promise.all([rosterKey, ['staff', 'history']].map((queryKey) => client.invalidateQueries({ queryKey })));
    },
  });
}

export type ShiftWrite = BodyOf<'PUT /api/v1/admin/salons/:salonId/roster/shifts'>;
export const useSetShift = (salonId: number) =>
  useRosterWrite((body: ShiftWrite) => callApi('PUT /api/v1/admin/salons/:salonId/roster/shifts', { params: { salonId }, body }));
export const useSetTemplate = (salonId: number) =>
  useRosterWrite((body: BodyOf<'PUT /api/v1/admin/salons/:salonId/roster/templates'>) =>
    callApi('PUT /api/v1/admin/salons/:salonId/roster/templates', { params: { salonId }, body }),
  );
export const useBuildWeek = (salonId: number) =>
  useRosterWrite((body: BodyOf<'POST /api/v1/admin/salons/:salonId/roster/build-week'>) =>
    callApi('POST /api/v1/admin/salons/:salonId/roster/build-week', { params: { salonId }, body }),
  );
export const useRequestLeave = (salonId: number) =>
  useRosterWrite((body: BodyOf<'POST /api/v1/admin/salons/:salonId/leave-requests'>) =>
    callApi('POST /api/v1/admin/salons/:salonId/leave-requests', { params: { salonId }, body }),
  );
export const useDecideLeave = (salonId: number) =>
  useRosterWrite(({ id, ...body }: { id: number } & BodyOf<'POST /api/v1/admin/salons/:salonId/leave-requests/:id/decide'>) =>
    callApi('POST /api/v1/admin/salons/:salonId/leave-requests/:id/decide', { params: { salonId, id }, body }),
  );

export type ReportQuery = NonNullable<CallInput<Endpoints['GET /api/v1/admin/reports']>['query']>;
export const useReport = (q: ReportQuery | undefined) =>
  useQuery({
    queryKey: ['staff', 'admin', 'report', q],
    queryFn: () => callApi('GET /api/v1/admin/reports', { query: q! }),
    enabled: q !== undefined,
  });
