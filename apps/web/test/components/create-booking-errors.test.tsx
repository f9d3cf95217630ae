import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { api, fail, hourGroups, ok, PHONE, salon, server } from './support/api';
import { isOffered, openBooking } from './support/booking';

// Spec §4 step 0 and §8: 'Chốt giờ cắt' with salon, service, hour and phone chosen creates the booking;
// 403 (he already has one) opens the login modal with its own title; 409 (the hour was taken meanwhile)
// opens the stylist-busy popup and reloads the hours.

const NOW = '2026-11-23T09:50:00+07:00';

/** Records the bodies POST /api/v1/booking receives and answers with `answer`. */
function createAnswers(answer: () => Response) {
  const bodies: Record<string, unknown>[] = [];
  server.use(
    http.post(api('/v1/booking'), async ({ request }) => {
      bodies.push((await request.json()) as Record<string, unknown>);
      return answer();
    }),
  );
  return bodies;
}

describe("'Chốt giờ cắt' answered with an error", () => {
  it('403: opens the login modal titled for a customer who already has a booking, on his phone', async () => {
    const { user, strip } = await openBooking(NOW);
    const bodies = createAnswers(() => fail(403, 'ANH ĐÃ CÓ LỊCH ĐẶT, ANH VUI LÒNG ĐĂNG NHẬP ĐỂ ĐỔI LỊCH', 'BOOKING_EXISTS'));
    // The modal starts from the booking's phone: the server says it has a password.
    server.use(http.post(api('/v1/auth/verify'), () => ok({ isNewUser: false, captchaRequired: false })));

    await user.click(strip.getByRole('option', { name: '10h00' }));
    await user.click(screen.getByRole('button', { name: 'Chốt giờ cắt' }));

    const dialog = await screen.findByRole('dialog', { name: 'ANH ĐÃ CÓ LỊCH ĐẶT, ANH VUI LÒNG ĐĂNG NHẬP ĐỂ ĐỔI LỊCH' });
    expect(await within(dialog).findByText('Anh nhập mật khẩu 6 số của tài khoản 0912.345.678.')).toBeTruthy();
    expect(within(dialog).getByLabelText('Mật khẩu')).toBeTruthy();
    expect(bodies).toEqual([expect.objectContaining({ phone: PHONE, salonId: salon.id, bookHourId: 3 })]);
    // Neither the busy popup nor an error notice.
    expect(screen.queryByText(/bận, Mời anh chọn stylist khác!/)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("409: shows 'Stylist hôm nay bận, Mời anh chọn stylist khác!' with 'ĐỒNG Ý' and reloads the hours", async () => {
    let taken = false;
    // Once the race is lost, the strip's next load has 10h00 taken.
    const { user, strip, hoursCalls } = await openBooking(NOW, () => hourGroups(9 * 60, 11 * 60 + 30, taken ? [10 * 60] : []));
    createAnswers(() => {
      taken = true;
      return fail(409, 'Stylist hôm nay bận, Mời anh chọn stylist khác!', 'STYLIST_BUSY');
    });
    const tenOClock = strip.getByRole('option', { name: '10h00' });
    await user.click(tenOClock);
    const loadsBefore = hoursCalls.count;

    await user.click(screen.getByRole('button', { name: 'Chốt giờ cắt' }));

    const popup = await screen.findByRole('dialog', { name: 'Thông báo' });
    expect(within(popup).getByTestId('busy-notice').textContent).toBe('Stylist hôm nay bận, Mời anh chọn stylist khác!');
    // The hours are asked again and 10h00 now shows taken; the lost hour is no longer chosen.
    await waitFor(() => expect(hoursCalls.count).toBe(loadsBefore + 1));
    await waitFor(() => expect(isOffered(strip.getByRole('option', { name: '10h00' }))).toBe(false));
    expect(strip.getByRole('option', { name: '10h00' }).getAttribute('aria-selected')).toBe('false');
    // The fresh strip does not close the popup; 'ĐỒNG Ý' does.
    expect(screen.getByRole('dialog', { name: 'Thông báo' })).toBe(popup);
    await user.click(within(popup).getByRole('button', { name: 'ĐỒNG Ý' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Thông báo' })).toBeNull());
  });
});
