import { readStorage, writeStorage } from '../../../lib/storage';

// The success page reads its booking with the phone (GET /booking/:id?phone=); after a reload the
// navigation state is gone, so the last booking phone of this tab is kept in session storage.
const KEY = 'booking.lastPhone';

export const rememberBookingPhone = (phone: string): void => writeStorage('session', KEY, phone);
export const lastBookingPhone = (): string => readStorage('session', KEY) ?? '';
