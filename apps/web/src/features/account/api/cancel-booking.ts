import { apiRequest } from '../../../lib/api-client';

/** DELETE /api/v1/booking/{id}?phone=: cancels an upcoming booking (404 'Lịch Không Tồn Tại!' if gone). */
export const cancelBooking = (bookingId: number, phone: string) =>
  apiRequest<{ bookingId: number }>(`/v1/booking/${bookingId}`, { method: 'DELETE', query: { phone } });
