import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TBookingRecord } from '@shine/shared/schemas/booking';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { QuestionHost } from '../../src/features/account';
import { BookingSuccessPage } from '../../src/features/booking/pages/booking-success-page';
import { api, createdBooking, customer, ok, server } from './support/api';
import { fixClock } from './support/clock';
import { renderApp } from './support/render';

// Spec §4 "Booking cancel" from the success page opened with the booking's key: the visitor is asked to
// log in as the booking's phone, then the cancel goes through. Logging in changes who is asking, so the page
// asks for the booking again while the cancel is on its way; that answer, sent before the cancel, must not
// be the one the customer is left with.

describe('cancel after logging in on the success page', () => {
  it('shows the booking cancelled even when the logged-in view was asked for before the cancel went through', async () => {
    fixClock('2026-11-23T09:50:00+07:00');
    const { booking } = createdBooking(false);
    let canceled = false;
    let releaseOwnerView = () => {};
    const cancelDone = new Promise<void>((resolve) => (releaseOwnerView = resolve));
    server.use(
      http.get(api(`/v1/booking/${booking.bookingId}`), async ({ request }) => {
        const record: TBookingRecord = { ...booking, canceled };
        // The owner's first look leaves the server before the cancel and is answered after it.
        if (request.headers.get('authorization') && !canceled) await cancelDone;
        return ok(record);
      }),
      http.delete(api(`/v1/booking/${booking.bookingId}`), () => {
        canceled = true;
        queueMicrotask(releaseOwnerView);
        return ok({ bookingId: booking.bookingId });
      }),
      http.post(api('/v1/auth/verify'), () => ok({ isNewUser: false, captchaRequired: false })),
      http.post(api('/v1/auth/login'), () => ok({ accessToken: 'customer-token', user: customer })),
      http.get(api('/v1/auth/me'), () => ok(customer)),
      http.post(api('/v1/tracking-dynamic'), () => ok(null)),
    );
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    renderApp(<BookingSuccessPage />, { path: `/booking/success?bookingId=${booking.bookingId}&key=booking-key` });

    await user.click(await screen.findByTestId('cancel-booking'));
    await user.click(within(await screen.findByRole('dialog', { name: 'Anh chắc chắn muốn hủy lịch?' })).getByTestId('confirm-cancel'));
    const login = within(await screen.findByRole('dialog', { name: 'Anh đăng nhập để hủy lịch nhé' }));
    await user.type(await login.findByLabelText('Mật khẩu'), '864209');
    await act(() => user.click(login.getByRole('button', { name: 'Đăng nhập' })));

    expect(await screen.findByText('Hủy Lịch Thành Công!')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Lịch đặt đã hủy' })).toHaveProperty('disabled', true);
    expect(screen.queryByTestId('cancel-booking')).toBeNull();
  });

  it("shows the cancel's toast after the questions asked at that login, never under them", async () => {
    fixClock('2026-11-23T09:50:00+07:00');
    const { booking } = createdBooking(false);
    let canceled = false;
    let answered = false;
    server.use(
      http.get(api(`/v1/booking/${booking.bookingId}`), () => ok({ ...booking, canceled })),
      http.delete(api(`/v1/booking/${booking.bookingId}`), () => {
        canceled = true;
        return ok({ bookingId: booking.bookingId });
      }),
      http.post(api('/v1/auth/verify'), () => ok({ isNewUser: false, captchaRequired: false })),
      http.post(api('/v1/auth/login'), () => ok({ accessToken: 'customer-token', user: customer })),
      http.get(api('/v1/auth/me'), () => ok(customer)),
      http.get(api('/v1/customer-attribute/question'), () =>
        ok([
          {
            questionId: 1,
            questionType: 1,
            content: 'Anh làm nghề gì?',
            tip: null,
            answers: [{ answerId: 1, content: 'Văn phòng', icon: null, isInput: false }],
            answered,
          },
        ]),
      ),
      http.post(api('/v1/customer-attribute/question'), () => {
        answered = true;
        return ok(null);
      }),
      http.post(api('/v1/tracking-dynamic'), () => ok(null)),
    );
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    renderApp(
      <>
        <BookingSuccessPage />
        <QuestionHost />
      </>,
      { path: `/booking/success?bookingId=${booking.bookingId}&key=booking-key` },
    );

    await user.click(await screen.findByTestId('cancel-booking'));
    await user.click(within(await screen.findByRole('dialog', { name: 'Anh chắc chắn muốn hủy lịch?' })).getByTestId('confirm-cancel'));
    const login = within(await screen.findByRole('dialog', { name: 'Anh đăng nhập để hủy lịch nhé' }));
    await user.type(await login.findByLabelText('Mật khẩu'), '864209');
    await act(() => user.click(login.getByRole('button', { name: 'Đăng nhập' })));

    // The booking is cancelled behind the questions; their modal is the one thing asked now.
    const questions = await screen.findByRole('dialog', { name: /Giúp .* hiểu anh hơn/ });
    expect(await screen.findByRole('button', { name: 'Lịch đặt đã hủy' })).toHaveProperty('disabled', true);
    expect(screen.queryByText('Hủy Lịch Thành Công!')).toBeNull();

    await user.click(within(questions).getByRole('button', { name: 'Bỏ qua' }));
    expect(await screen.findByText('Hủy Lịch Thành Công!')).toBeTruthy();
  });
});
