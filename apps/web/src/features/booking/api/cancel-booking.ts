import { apiRequest } from '../../../lib/api-client';

/** deleteBooKing: cancels an upcoming booking (owner: logged in or knowing the phone). */
export const cancelBooking = (bookingId: number, phone: string, lang: 'vi' | 'en') =>
  apiRequest<{ bookingId: number }>(`/v1/booking/${bookingId}`, { method: 'DELETE', query: { phone: phone || undefined, lang } });
