import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { openLogin } from '../../src/features/auth';
import { api, ok, PHONE, server } from './support/api';
import { fixClock } from './support/clock';
import { renderApp } from './support/render';

// Issue 27 items 10 and 13: a regular who never set a password (visits, no password) logs in by code as a
// returning customer, not as one "without an account"; the code box takes digits only.

const codeSent = { success: true, message: '', allowResendAfterSeconds: 60, verificationMethod: 'zalo' };

async function openToCode(verified: { isNewUser: boolean; isReturning: boolean }) {
  fixClock('2026-11-23T09:50:00+07:00');
  server.use(
    http.post(api('/v1/auth/verify'), () => ok({ ...verified, captchaRequired: false })),
    http.post(api('/v1/otp/send'), () => ok(codeSent)),
  );
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  renderApp(null);
  act(() => openLogin());
  const dialog = within(await screen.findByRole('dialog', { name: 'Đăng nhập' }));
  await user.type(dialog.getByLabelText('Số điện thoại'), PHONE);
  await user.click(dialog.getByRole('button', { name: 'Tiếp tục' }));
  await dialog.findByText('Bước 3/4');
  return { dialog, user };
}

describe('login by code', () => {
  it('a customer with visits and no password is welcomed back, not told he has no account', async () => {
    const { dialog } = await openToCode({ isNewUser: true, isReturning: true });
    expect(dialog.getByText('Mừng anh quay lại! Anh nhập mã xác nhận 6 số vừa gửi tới 0912.345.678 để đăng nhập nhé.')).toBeTruthy();
    expect(dialog.queryByText(/chưa có tài khoản/)).toBeNull();
  });

  it('a phone never seen is still told it has no account yet', async () => {
    const { dialog } = await openToCode({ isNewUser: true, isReturning: false });
    expect(dialog.getByText(/Số 0912.345.678 chưa có tài khoản/)).toBeTruthy();
  });

  it('the code box is a numeric one-time-code field that keeps digits only', async () => {
    const { dialog, user } = await openToCode({ isNewUser: true, isReturning: false });
    const box = dialog.getByLabelText('Mã xác nhận') as HTMLInputElement;
    expect(box.getAttribute('inputmode')).toBe('numeric');
    expect(box.getAttribute('autocomplete')).toBe('one-time-code');
    await user.type(box, '1a2b3c 4-5.6x7');
    expect(box.value).toBe('123456');
  });
});
