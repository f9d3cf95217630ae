import type { TReport } from '@shine/shared/schemas/reports';
import type { TBookingResolution, TContactRequest, TLeaveRequest, TRosterChange, TRosterWeek, TShiftPlan } from '@shine/shared/schemas/roster';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

// The roster and the reports of the back office (issue 32, part 2), under /api/v1/admin (the staff cookie).

const rosterKey = ['staff', 'admin', 'roster'] as const;

export const useRosterWeek = (salonId: number | undefined, week: string) =>
  useQuery({
    queryKey: [...rosterKey, salonId, 'week', week],
    queryFn: () => apiRequest<TRosterWeek>(`/v1/admin/salons/${salonId}/roster`, { staff: true, query: { week } }),
    enabled: salonId !== undefined,
  });
export const useLeaveRequests = (salonId: number | undefined) =>
  useQuery({
    queryKey: [...rosterKey, salonId, 'leaves'],
    queryFn: () => apiRequest<TLeaveRequest[]>(`/v1/admin/salons/${salonId}/leave-requests`, { staff: true }),
    enabled: salonId !== undefined,
  });
export const useContactList = (salonId: number | undefined) =>
  useQuery({
    queryKey: [...rosterKey, salonId, 'contacts'],
    queryFn: () => apiRequest<TContactRequest[]>(`/v1/admin/salons/${salonId}/contact-list`, { staff: true }),
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

export type ShiftWrite = { staffId: number; date: string; shift: TShiftPlan | null; atSalonId?: number; resolutions?: TBookingResolution[] };
export const useSetShift = (salonId: number) =>
  useRosterWrite((body: ShiftWrite) => apiRequest<TRosterChange>(`/v1/admin/salons/${salonId}/roster/shifts`, { method: 'PUT', staff: true, body }));
export const useSetTemplate = (salonId: number) =>
  useRosterWrite((body: { staffId: number; weekday: number; shift: TShiftPlan | null }) =>
    apiRequest<{ staffId: number; weekday: number; shift: TShiftPlan | null }>(`/v1/admin/salons/${salonId}/roster/templates`, {
      method: 'PUT',
      staff: true,
      body,
    }),
  );
export const useBuildWeek = (salonId: number) =>
  useRosterWrite((body: { week: string; resolutions?: TBookingResolution[] }) =>
    apiRequest<TRosterChange>(`/v1/admin/salons/${salonId}/roster/build-week`, { method: 'POST', staff: true, body }),
  );
export const useRequestLeave = (salonId: number) =>
  useRosterWrite((body: { staffId: number; from: string; to: string; reason: string }) =>
    apiRequest<TLeaveRequest>(`/v1/admin/salons/${salonId}/leave-requests`, { method: 'POST', staff: true, body }),
  );
export const useDecideLeave = (salonId: number) =>
  useRosterWrite(({ id, ...body }: { id: number; approve: boolean; resolutions?: TBookingResolution[] }) =>
    apiRequest<TLeaveRequest & { change: TRosterChange | null }>(`/v1/admin/salons/${salonId}/leave-requests/${id}/decide`, {
      method: 'POST',
      staff: true,
      body,
    }),
  );

export type ReportQuery = { scope: 'salon' | 'region' | 'chain'; id?: number; from: string; to: string };
export const useReport = (q: ReportQuery | undefined) =>
  useQuery({
    queryKey: ['staff', 'admin', 'report', q],
    queryFn: () => apiRequest<TReport>('/v1/admin/reports', { staff: true, query: { ...q! } }),
    enabled: q !== undefined,
  });
