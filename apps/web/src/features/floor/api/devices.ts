import type { ZDevice, ZEnrolledDevice, ZStaffSession } from '@shine/shared/schemas/floor';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { readTablet, writeTablet } from '../model/device-key';
import { lockReason, staffMeKey } from './staff-session';

const devicesKey = (salonId: number) => ['staff', 'devices', salonId] as const;

/** GET /api/v1/staff/devices: the salon's enrolled tablets, revoked ones included (managers). */
export const useSalonDevices = (salonId: number) =>
  useQuery({ queryKey: devicesKey(salonId), queryFn: () => apiRequest<z.infer<typeof ZDevice>[]>('/v1/staff/devices', { query: { salonId }, staff: true }) });

/** POST /api/v1/staff/devices: enrols this browser as a tablet of the salon; its credential is kept here. */
export function useEnrolThisTablet(salonId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => apiRequest<z.infer<typeof ZEnrolledDevice>>('/v1/staff/devices', { method: 'POST', body: { salonId, name }, staff: true }),
    onSuccess: ({ device, credential }) => writeTablet({ id: device.id, credential, salonId: device.salonId, name: device.name }),
    onSettled: () => client.invalidateQueries({ queryKey: devicesKey(salonId) }),
  });
}

/** DELETE /api/v1/staff/devices/:id: the tablet's next request is refused, its open sessions included. */
export function useRevokeDevice(salonId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<z.infer<typeof ZDevice>>(`/v1/staff/devices/${id}`, { method: 'DELETE', staff: true }),
    onSettled: () => client.invalidateQueries({ queryKey: devicesKey(salonId) }),
  });
}

/** POST /api/v1/staff/devices/unlock: phone and personal PIN on this enrolled tablet; a session that locks when idle. */
export function useUnlockTablet() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { phone: string; pin: string }) => {
      const tablet = readTablet();
      return apiRequest<z.infer<typeof ZStaffSession>>('/v1/staff/devices/unlock', {
        method: 'POST',
        body,
        headers: { 'X-Device-Key': tablet?.credential ?? '' },
        staff: true,
      });
    },
    onSuccess: (session) => {
      lockReason.set(null);
      client.setQueryData(staffMeKey, session.staff);
    },
  });
}
