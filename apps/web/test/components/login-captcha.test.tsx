import { createHash, createHmac } from 'node:crypto';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { MODAL_UNMOUNT_DELAY_MS } from '../../src/components/ui/modal';
import { openLogin } from '../../src/features/auth';
import type { AltchaChallenge } from '../../src/features/auth/altcha';
import { getAccessToken } from '../../src/lib/auth-token';
import { api, customer, fail, ok, PHONE, server } from './support/api';
import { advanceClock, fixClock } from './support/clock';
import { renderApp } from './support/render';

// Spec §4 login: after more than 2 failed password logins the server asks for a captcha (a
// self-hosted ALTCHA proof of work the browser solves on its own); the next attempt carries the solution.

const SECRET = 'component-test-hmac-key';
const NUMBER = 1234;

/** A real ALTCHA challenge, made the way the server makes it: sha256(salt + number), HMAC-signed. */
function challenge(): AltchaChallenge {
  const salt = 'c0ffee42?expires=1795900000&';
  const hash = createHash('sha256').update(`${salt}${NUMBER}`).digest('hex');
  return { algorithm: 'SHA-256', challenge: hash, salt, maxnumber: 5000, signature: createHmac('sha256', SECRET).update(hash).digest('hex') };
}

describe('login modal captcha', () => {
  it('a password login answered captchaRequired shows the captcha; solved, the next attempt sends it and logs in', async () => {
    fixClock('2026-11-23T09:50:00+07:00');
    const served = challenge();
    let releaseChallenge = () => {};
    const challengeReleased = new Promise<void>((resolve) => (releaseChallenge = resolve));
    const logins: { phone: string; password: string; recaptcha?: string }[] = [];
    server.use(
      http.post(api('/v1/auth/verify'), () => ok({ isNewUser: false, captchaRequired: false })),
      // The challenge is held until the test has seen the captcha verifying.
      http.get(api('/v1/auth/captcha'), async () => {
        await challengeReleased;
        // Bare, as the API sends it (the widget's own shape, not the envelope).
        return HttpResponse.json(served);
      }),
      http.post(api('/v1/auth/login'), async ({ request }) => {
        const body = (await request.json()) as (typeof logins)[number];
        logins.push(body);
        // The third wrong password: the server wants a captcha from now on.
        if (!body.recaptcha) return fail(400, 'Số điện thoại hoặc mật khẩu không đúng', 'LOGIN_FAILED', { captchaRequired: true });
        return ok({ accessToken: 'customer-token', user: customer });
      }),
    );
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    renderApp(null);
    act(() => openLogin());

    const dialog = within(await screen.findByRole('dialog', { name: 'Đăng nhập' }));
    expect(dialog.getByText('Bước 1/4')).toBeTruthy();
    await user.type(dialog.getByLabelText('Số điện thoại'), PHONE);
    await user.click(dialog.getByRole('button', { name: 'Tiếp tục' }));

    expect(await dialog.findByText('Bước 2/4')).toBeTruthy();
    expect(dialog.queryByTestId('captcha')).toBeNull();
    await user.type(dialog.getByLabelText('Mật khẩu'), '111111');
    await user.click(dialog.getByRole('button', { name: 'Đăng nhập' }));

    // The server's words under the password, and the captcha step: it solves itself, then lets him try again.
    expect(await dialog.findByText('Số điện thoại hoặc mật khẩu không đúng')).toBeTruthy();
    const captcha = dialog.getByTestId('captcha');
    expect(captcha.textContent).toBe('Đang xác minh…Xác minh bảo mật');
    expect(dialog.getByRole('button', { name: 'Đăng nhập' })).toHaveProperty('disabled', true);
    releaseChallenge();
    await waitFor(() => expect(captcha.textContent).toBe('✓Đã xác minhXác minh bảo mật'));
    expect(dialog.getByRole('button', { name: 'Đăng nhập' })).toHaveProperty('disabled', false);

    await user.clear(dialog.getByLabelText('Mật khẩu'));
    await user.type(dialog.getByLabelText('Mật khẩu'), '123456');
    await user.click(dialog.getByRole('button', { name: 'Đăng nhập' }));

    // Logged in: 'Đăng nhập thành công!' and the modal closes (after its exit animation).
    expect((await screen.findByText('Đăng nhập thành công!')).closest('[role="status"]')).not.toBeNull();
    advanceClock(MODAL_UNMOUNT_DELAY_MS);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(logins.map((login) => login.password)).toEqual(['111111', '123456']);
    expect(logins[0]?.recaptcha).toBeUndefined();
    const solution: unknown = JSON.parse(Buffer.from(logins[1]?.recaptcha ?? '', 'base64').toString('utf8'));
    expect(solution).toEqual({ algorithm: 'SHA-256', challenge: served.challenge, number: NUMBER, salt: served.salt, signature: served.signature });
    expect(getAccessToken()).toBe('customer-token');
  });
});
