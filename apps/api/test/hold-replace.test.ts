import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './helpers.ts';
import { bookingTokenOf, newPhone, serviceWithDuration } from './fixtures.ts';
import { bearer, loginByOtp } from './account-fixtures.ts';

// Issue 27 item 4: an unverified hold is replaced only by the browser that made it (its booking token)
// or by the owner logged in; a stranger who knows the phone gets the spec's 403 and the hold stays.
const TODAY = '21-11-2026';
let t: Awaited<ReturnType<typeof createTestApp>>;
let cutId: number;
beforeAll(async () => {
  t = await createTestApp();
  cutId = (await serviceWithDuration(t.db)).id;
});
afterAll(() => t.close());

/** An anonymous any-stylist create at salon 1 today, from a client address, with whatever headers the browser has. */
const create = (phone: string, hourId: number, remoteAddress: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/booking',
    remoteAddress,
    headers,
    payload: {
      salonId: 1,
      phone,
      stylistId: 0,
      dateBook: TODAY,
      bookHourId: hourId,
      chosenServices: JSON.stringify([{ id: cutId, name: 'cut' }]),
      bookAt: 3,
      params: JSON.stringify({ source: 'web' }),
    },
  });

const detail = (id: number, headers: Record<string, string>) => t.app.inject({ url: `/api/v1/booking/${id}`, headers });

describe('replacing an unverified hold', () => {
  it('a stranger booking the same phone from another browser gets 403; the first browser keeps its hold', async () => {
    const phone = newPhone();
    const first = await create(phone, 12, '198.51.100.1');
    expect(first.statusCode).toBe(200);
    const id = first.json().data.booking.bookingId;

    const stranger = await create(phone, 14, '198.51.100.2');
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json()).toMatchObject({ code: 'BOOKING_EXISTS', message: 'ANH ĐÃ CÓ LỊCH ĐẶT, ANH VUI LÒNG ĐĂNG NHẬP ĐỂ ĐỔI LỊCH' });
    // A token of some other booking proves nothing about this one.
    const other = await create(newPhone(), 16, '198.51.100.2');
    const withOtherToken = await create(phone, 14, '198.51.100.2', bookingTokenOf(other));
    expect(withOtherToken.statusCode).toBe(403);

    const kept = await detail(id, bookingTokenOf(first));
    expect(kept.statusCode).toBe(200);
    expect(kept.json().data).toMatchObject({ bookingId: id, status: 'pending_otp' });
    const otp = await t.app.inject({
      method: 'POST',
      url: '/api/v1/booking/otp',
      headers: bookingTokenOf(first),
      payload: { bookingId: id, customerPhone: phone },
    });
    expect(otp.statusCode).toBe(200);
  });

  it('the browser holding the booking token replaces its own hold (another hour)', async () => {
    const phone = newPhone();
    const first = await create(phone, 20, '198.51.100.3');
    const id = first.json().data.booking.bookingId;
    const again = await create(phone, 22, '198.51.100.3', bookingTokenOf(first));
    expect(again.statusCode).toBe(200);
    expect(again.json().data.booking).toMatchObject({ status: 'pending_otp' });
    expect((await detail(id, bookingTokenOf(first))).json().data.status).toBe('canceled');
  });

  it('the owner logged in as the phone replaces the hold', async () => {
    const phone = newPhone();
    const first = await create(phone, 24, '198.51.100.4');
    const id = first.json().data.booking.bookingId;
    const { token } = await loginByOtp(t.app, phone);
    const owner = await create(phone, 26, '198.51.100.5', bearer(token));
    expect(owner.statusCode).toBe(200);
    expect((await detail(id, bearer(token))).json().data.status).toBe('canceled');
  });

  it('a hold that has lapsed no longer stands in anyone’s way', async () => {
    const phone = newPhone();
    await create(phone, 28, '198.51.100.6');
    t.clock.advance(5 * 60_000 + 1000);
    try {
      expect((await create(phone, 30, '198.51.100.7')).statusCode).toBe(200);
    } finally {
      t.clock.advance(-(5 * 60_000 + 1000));
    }
  });
});
