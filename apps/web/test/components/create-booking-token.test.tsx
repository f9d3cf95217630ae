import { screen } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { rememberBookingToken } from '../../src/features/booking/model/booking-tokens';
import { api, fail, server } from './support/api';
import { openBooking } from './support/booking';

// Issue 27 item 4: the API lets only the browser that made an unverified hold (its booking token) or
// the owner logged in replace it. Booking again from the same browser (say, another hour after closing
// the code box) shows the token of this browser's latest booking.

const NOW = '2026-11-23T09:50:00+07:00';
const TOKEN = 'tok_0123456789abcdefghijklmnopqrstuvwxyz-_AB';

describe("'Chốt giờ cắt' from a browser that already booked", () => {
  it('sends the X-Booking-Token of its latest booking', async () => {
    rememberBookingToken(41, 'tok_older_booking_0123456789abcdefghij');
    rememberBookingToken(42, TOKEN);
    const { user, strip } = await openBooking(NOW);
    const tokens: (string | null)[] = [];
    server.use(
      http.post(api('/v1/booking'), ({ request }) => {
        tokens.push(request.headers.get('x-booking-token'));
        return fail(409, 'Stylist hôm nay bận, Mời anh chọn stylist khác!', 'STYLIST_BUSY');
      }),
    );

    await user.click(strip.getByRole('option', { name: '10h00' }));
    await user.click(screen.getByRole('button', { name: 'Chốt giờ cắt' }));

    await screen.findByRole('dialog', { name: 'Thông báo' });
    expect(tokens).toEqual([TOKEN]);
  });
});
