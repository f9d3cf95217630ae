import { callApi } from '../../../lib/api-client';

/** postTrackingLocation: remembers where the customer is (feeds the "nearby" chips). Never blocks. */
export function postTrackingLocation(body: { customerPhone: string; latitude: number; longitude: number }): void {
  callApi('POST /api/v1/booking/postTrackingLocation', { body, keepalive: true }).catch(() => undefined);
}
