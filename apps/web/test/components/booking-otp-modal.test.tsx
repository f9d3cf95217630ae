import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { api, createdBooking, fail, ok, PHONE, server } from './support/api';
import { openBooking } from './support/booking';
import { passSeconds } from './support/clock';

// Spec §4 "OTP (booking)": the modal asks for a code on opening; 'Gửi lại mã' stays disabled while the
// server's countdown (allowResendAfterSeconds) runs, ticking each second; a resend too soon is HTTP 429
// with the server's message and retryAfterSeconds, which the button then waits.

type OtpAnswer = () => Response;

/** Books 10h00 with a booking held for its code; `answers` reply to the code requests in turn. */
async function openOtpModal(answers: OtpAnswer[]) {
  const { user, strip } = await openBooking('2026-11-23T09:50:00+07:00');
  const requests: { body: unknown; token: string | null }[] = [];
  server.use(
    http.post(api('/v1/booking'), () => ok(createdBooking(true))),
    http.post(api('/v1/booking/otp'), async ({ request }) => {
      requests.push({ body: await request.json(), token: request.headers.get('x-booking-token') });
      const answer = answers[requests.length - 1];
      if (!answer) throw new Error(`unplanned code request #${requests.length}`);
      return answer();
    }),
  );
  await user.click(strip.getByRole('option', { name: '10h00' }));
  await user.click(screen.getByRole('button', { name: 'Chốt giờ cắt' }));
  const dialog = await screen.findByRole('dialog', { name: 'Xác nhận đặt lịch' });
  return { user, dialog: within(dialog), requests };
}

const sent = (allowResendAfterSeconds: number) => () => ok({ success: true, message: '', allowResendAfterSeconds, verificationMethod: 'zalo' });

describe('booking OTP modal', () => {
  it("counts 'Gửi lại mã sau N giây' down each second, then 'Gửi lại mã' sends a new code", async () => {
    const { user, dialog, requests } = await openOtpModal([sent(30), sent(60)]);

    expect(dialog.getByText('Mã xác nhận 6 số đã được gửi tới 0912.345.678.')).toBeTruthy();
    expect(await dialog.findByText('Kiểm tra Zalo để lấy mã xác nhận đặt lịch.')).toBeTruthy();
    const resend = dialog.getByTestId('otp-resend');
    expect(resend.textContent).toBe('Gửi lại mã sau 30 giây');
    expect(resend).toHaveProperty('disabled', true);
    expect(requests).toEqual([{ body: { bookingId: 501, customerPhone: PHONE, lang: 'vi' }, token: 'booking-token-501' }]);

    passSeconds(1);
    expect(resend.textContent).toBe('Gửi lại mã sau 29 giây');
    passSeconds(28);
    expect(resend.textContent).toBe('Gửi lại mã sau 1 giây');
    expect(resend).toHaveProperty('disabled', true);
    passSeconds(1);
    expect(resend.textContent).toBe('Gửi lại mã');
    expect(resend).toHaveProperty('disabled', false);

    await user.click(resend);
    expect(await dialog.findByRole('button', { name: 'Gửi lại mã sau 60 giây' })).toHaveProperty('disabled', true);
    expect(requests).toHaveLength(2);
  });

  it("a resend answered 429 shows the server's message and waits its retryAfterSeconds", async () => {
    const tooSoon = () => fail(429, 'Anh vui lòng đợi 15 giây nữa để lấy mã mới nhé!', 'OTP_RESEND_TOO_SOON', { retryAfterSeconds: 15 });
    const { user, dialog, requests } = await openOtpModal([sent(30), tooSoon, sent(60)]);
    const resend = await dialog.findByRole('button', { name: 'Gửi lại mã sau 30 giây' });
    passSeconds(30);

    await user.click(resend);
    expect((await dialog.findByRole('alert')).textContent).toBe('Anh vui lòng đợi 15 giây nữa để lấy mã mới nhé!');
    expect(resend.textContent).toBe('Gửi lại mã sau 15 giây');
    expect(resend).toHaveProperty('disabled', true);

    passSeconds(14);
    expect(resend.textContent).toBe('Gửi lại mã sau 1 giây');
    passSeconds(1);
    expect(resend.textContent).toBe('Gửi lại mã');
    await user.click(resend);
    expect(await dialog.findByRole('button', { name: 'Gửi lại mã sau 60 giây' })).toBeTruthy();
    // The message is gone with the new code.
    expect(dialog.queryByRole('alert')).toBeNull();
    expect(requests).toHaveLength(3);
  });

  it('the code box is a numeric one-time-code field that keeps digits only, a pasted "123 456" whole (issue 27 item 13)', async () => {
    const { user, dialog } = await openOtpModal([sent(30)]);
    const box = dialog.getByTestId('otp-input') as HTMLInputElement;
    expect(box.getAttribute('inputmode')).toBe('numeric');
    expect(box.getAttribute('autocomplete')).toBe('one-time-code');
    await user.type(box, '1a2b');
    expect(box.value).toBe('12');
    await user.clear(box);
    box.focus();
    await user.paste('123 456');
    expect(box.value).toBe('123456');
  });
});
