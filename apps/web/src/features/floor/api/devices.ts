import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { readTablet, writeTablet } from '../model/device-key';
import { lockReason, staffMeKey } from './staff-session';

const devicesKey = (salonId: number) => ['staff', 'devices', salonId] as const;

/** GET /api/v1/staff/devices: the salon's enrolled tablets, revoked ones included (managers). */
export const useSalonDevices = (salonId: number) =>
  useQuery({ queryKey: devicesKey(salonId), queryFn: () => callApi('GET /api/v1/staff/devices', { query: { salonId } }) });

/** POST /api/v1/staff/devices: enrols this browser as a tablet of the salon; its credential is kept here. */
export function useEnrolThisTablet(salonId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => callApi('POST /api/v1/staff/devices', { body: { salonId, name } }),
    onSuccess: ({ device, credential }) => writeTablet({ id: device.id, credential, salonId: device.salonId, name: device.name }),
    onSettled: () => client.invalidateQueries({ queryKey: devicesKey(salonId) }),
  });
}

/** DELETE /api/v1/staff/devices/:id: the tablet's next request is refused, its open sessions included. */
export function useRevokeDevice(salonId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi('DELETE /api/v1/staff/devices/:id', { params: { id } }),
    onSettled: () => client.invalidateQueries({ queryKey: devicesKey(salonId) }),
  });
}

/** POST /api/v1/staff/devices/unlock: phone and personal PIN on this enrolled tablet; a session that locks when idle. */
export function useUnlockTablet() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { phone: string; pin: string }) => {
      const tablet = readTablet();
      return callApi('POST /api/v1/staff/devices/unlock', { body, headers: { 'X-Device-Key': tablet?.credential ?? '' } });
    },
    onSuccess: (session) => {
      lockReason.set(null);
      client.setQueryData(staffMeKey, session.staff);
    },
  });
}
