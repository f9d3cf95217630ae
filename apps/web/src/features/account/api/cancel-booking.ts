import { apiRequest } from '../../../lib/api-client';

/**
 * DELETE /api/v1/booking/{id}: cancels an upcoming booking of the logged-in customer (anonymous 401;
 * gone or someone else's 404 'Lịch Không Tồn Tại!'). The booking cards and the success page share it.
 */
export const cancelBooking = (bookingId: number, lang?: 'vi' | 'en') =>
  apiRequest<{ bookingId: number }>(`/v1/booking/${bookingId}`, { method: 'DELETE', query: { lang } });
