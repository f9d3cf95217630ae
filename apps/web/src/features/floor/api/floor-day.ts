import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, callApi, callApiBare } from '../../../lib/api-client';
import type { FloorCommand } from '../model/visit-actions';

const dayKey = (salonId: number) => ['staff', 'day', salonId] as const;

/** GET /api/v1/staff/salons/:salonId/day: today's bookings of the salon by hour, with their stage. */
export const floorDayQuery = (salonId: number) =>
  queryOptions({
    queryKey: dayKey(salonId),
    queryFn: () => callApi('GET /api/v1/staff/salons/:salonId/day', { params: { salonId } }),
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
    // Changes arrive as events (useFloorEvents); this only catches what a dropped stream could not say.
    refetchInterval: 60_000,
  });

export const useFloorDay = (salonId: number) => useQuery(floorDayQuery(salonId));

/**
 * One step of a visit (check-in by code, wash, cut, finish, no-show, undo): POST to its route. Two tablets
 * tapping at once get one change; the other gets the server's 409 message. The day is read again after.
 */
export function useVisitCommand(salonId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (command: FloorCommand) => {
      const params = { bookingId: command.bookingId };
      switch (command.action) {
        case 'checkIn':
          return callApi('POST /api/v1/staff/salons/:salonId/check-in', { params: { salonId }, body: { bookingId: command.bookingId } });
        case 'startWash':
          return callApi('POST /api/v1/staff/visits/:bookingId/start-wash', { params, body: {} });
        case 'startCut':
          return callApi('POST /api/v1/staff/visits/:bookingId/start-cut', { params, body: {} });
        case 'finish':
          return callApi('POST /api/v1/staff/visits/:bookingId/finish', { params, body: {} });
        case 'noShow':
          return callApi('POST /api/v1/staff/visits/:bookingId/no-show', { params, body: {} });
        case 'undo':
          return callApi('POST /api/v1/staff/visits/:bookingId/undo', { params, body: { version: command.version } });
      }
    },
    onSettled: () => client.invalidateQueries({ queryKey: dayKey(salonId) }),
  });
}

/** POST /api/v1/staff/salons/:salonId/check-in by the customer's phone (today's booking at this salon) or his check-in code. */
export function useCheckIn(salonId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { phone: string } | { code: string }) => callApi('POST /api/v1/staff/salons/:salonId/check-in', { params: { salonId }, body }),
    onSettled: () => client.invalidateQueries({ queryKey: dayKey(salonId) }),
  });
}

/**
 * The salon's services for a walk-in: the booking wizard's list (GET /api/v1/booking/service-list-v5, its
 * `data`), defaults first. Asked here rather than through the services feature, whose list module is
 * part of the wizard's chunk.
 */
export const useSalonServices = (salonId: number) =>
  useQuery({
    queryKey: ['staff', 'services', salonId],
    queryFn: async ({ signal }) => {
      const { data: categories } = await callApiBare('GET /api/v1/booking/service-list-v5', { query: { salonId, lang: 'vi' }, signal });
      return categories
        .flatMap((category) => category.serviceGroups.flatMap((group) => group.services))
        .sort((a, b) => Number(b.isDefaultService) - Number(a.isDefaultService));
    },
    staleTime: 10 * 60_000,
  });

/** POST /api/v1/staff/salons/:salonId/walk-ins: a customer at the desk now, with a chosen stylist or any (0). */
export function useWalkIn(salonId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { phone: string; serviceIds: number[]; stylistId: number }) =>
      callApi('POST /api/v1/staff/salons/:salonId/walk-ins', { params: { salonId }, body }),
    onSettled: () => client.invalidateQueries({ queryKey: dayKey(salonId) }),
  });
}
