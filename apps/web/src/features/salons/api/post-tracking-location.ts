import { apiRequest } from '../../../lib/api-client';

/** postTrackingLocation: remembers where the customer is (feeds the "nearby" chips). Never blocks. */
export function postTrackingLocation(body: { customerPhone: string; latitude: number; longitude: number }): void {
  apiRequest('/v1/booking/postTrackingLocation', { method: 'POST', body, keepalive: true }).catch(() => undefined);
}
