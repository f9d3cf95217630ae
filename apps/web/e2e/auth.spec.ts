import { BOTH_SIZES, expect, test } from './fixtures';
import {
  apiLogin,
  dotted,
  expectLoggedInAs,
  loginThen,
  logoutFromHeader,
  nextOtp,
  openLogin,
  lastOutboxId,
  uniquePhone,
  withProductionResendWait,
} from './support/account';

// Spec §4 Login (4 steps), §5 login messages, §8 toasts; token in local storage and the _cus_accessToken cookie.

const tokenCookie = async (page: import('@playwright/test').Page) =>
  (await page.context().cookies()).find((cookie) => cookie.name === '_cus_accessToken')?.value;
const storedToken = (page: import('@playwright/test').Page) => page.evaluate(() => window.localStorage.getItem('accessToken'));

test('a new customer registers by OTP, sets a password, logs out and logs back in with it', BOTH_SIZES, async ({ page, request, isMobile }) => {
  // Three logins, a password hashed twice, a logout and two toasts: 15–18 s at 1366 and 28–29 s at 390
  // on the two-core machine, so the default 30 s left no room (a fresh-clone run timed out on it).
  test.setTimeout(60_000);
  const phone = uniquePhone();
  await page.goto('/');
  let dialog = await openLogin(page);

  await dialog.getByTestId('login-phone').fill('0599');
  await dialog.getByRole('button', { name: 'Tiếp tục' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Số điện thoại sai định dạng.');

  const known = await lastOutboxId(request, phone);
  await withProductionResendWait(page, '/api/v1/otp/send');
  await dialog.getByTestId('login-phone').fill(phone);
  await expect(dialog.getByTestId('login-phone')).toHaveValue(dotted(phone));
  await dialog.getByRole('button', { name: 'Tiếp tục' }).click();
  // A new phone gets a code straight away (step 3); the resend waits for the server's countdown.
  await expect(dialog.getByTestId('otp-hint')).toHaveText('Kiểm tra Zalo để lấy OTP đăng nhập.');
  await expect(dialog.getByRole('button', { name: /^Gửi lại mã sau \d+ giây$/ })).toBeDisabled();
  // The code box keeps digits only (issue 27): a letter typed is dropped, and a short code is told its format.
  await dialog.getByTestId('login-otp').pressSequentially('12a');
  await expect(dialog.getByTestId('login-otp')).toHaveValue('12');
  await dialog.getByRole('button', { name: 'Xác nhận' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Mã xác nhận sai định dạng.');
  await dialog.getByTestId('login-otp').fill(await nextOtp(request, phone, known));
  await dialog.getByRole('button', { name: 'Xác nhận' }).click();

  // Step 4: logged in, create the password (no way back to a spent code).
  dialog = page.getByRole('dialog', { name: 'Tạo mật khẩu' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Quay lại' })).toHaveCount(0);
  await dialog.getByTestId('login-new-password').fill('135790');
  await dialog.getByTestId('login-repeat-password').fill('135791');
  await dialog.getByRole('button', { name: 'Lưu' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Mật khẩu nhập lại chưa khớp.');
  await dialog.getByTestId('login-repeat-password').fill('135790');
  await loginThen(page, () => dialog.getByRole('button', { name: 'Lưu' }).click(), 'Đặt mật khẩu thành công!');
  await expect(dialog).toHaveCount(0);
  await expectLoggedInAs(page, phone, isMobile);

  // The token is in local storage and in the cookie, the same value.
  const token = await storedToken(page);
  expect(token).toBeTruthy();
  expect(await tokenCookie(page)).toBe(token);

  await logoutFromHeader(page, isMobile);
  await expect(page.getByText('Đăng xuất thành công!')).toBeVisible();
  await expect.poll(() => storedToken(page)).toBeNull();
  expect(await tokenCookie(page)).toBeUndefined();
  // The revoked token no longer opens anything.
  expect((await request.get('/api/v1/auth/me', { headers: { authorization: `Bearer ${token}` } })).status()).toBe(401);

  dialog = await openLogin(page);
  await dialog.getByTestId('login-phone').fill(phone);
  await dialog.getByRole('button', { name: 'Tiếp tục' }).click();
  await expect(dialog.getByText(`mật khẩu 6 số của tài khoản ${dotted(phone)}`)).toBeVisible();
  // Back returns to the phone step, then on again.
  await dialog.getByRole('button', { name: 'Quay lại' }).click();
  await expect(dialog.getByTestId('login-phone')).toHaveValue(dotted(phone));
  await dialog.getByRole('button', { name: 'Tiếp tục' }).click();
  await dialog.getByTestId('login-password').fill('12ab');
  await dialog.getByRole('button', { name: 'Đăng nhập' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Mật khẩu phải là số và 6 kí tự.');
  await dialog.getByTestId('login-password').fill('1357');
  await dialog.getByRole('button', { name: 'Đăng nhập' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Mật khẩu sai định dạng.');
  await dialog.getByTestId('login-password').fill('135790');
  await loginThen(page, () => dialog.getByRole('button', { name: 'Đăng nhập' }).click(), 'Đăng nhập thành công!');
  await expectLoggedInAs(page, phone, isMobile);
  expect(await tokenCookie(page)).toBe(await storedToken(page));
});

test.describe('wrong passwords', () => {
  test.use({ expectedHttpErrors: [{ status: 400, path: '/api/v1/auth/login' }] });

  test('three wrong passwords bring the captcha, solved on its own, and the right password gets in', async ({ page, request, isMobile }) => {
    // Four password checks (argon2id) and the captcha's proof of work, all CPU: a hang guard, not a speed budget.
    test.setTimeout(60_000);
    const phone = uniquePhone();
    const token = await apiLogin(request, phone);
    const set = await request.post('/api/v1/auth/change-password', { headers: { authorization: `Bearer ${token}` }, data: { phone, newPassword: '246802' } });
    expect(set.ok()).toBe(true);
    // The challenge is held until the 'Đang xác minh…' state has been seen (a timer raced the proof of work).
    let releaseChallenge = () => {};
    const challengeReleased = new Promise<void>((resolve) => (releaseChallenge = resolve));
    await page.route('**/api/v1/auth/captcha', async (route) => {
      await challengeReleased;
      await route.continue();
    });

    await page.goto('/');
    const dialog = await openLogin(page);
    await dialog.getByTestId('login-phone').fill(phone);
    await dialog.getByRole('button', { name: 'Tiếp tục' }).click();
    const password = dialog.getByTestId('login-password');
    const captcha = dialog.getByTestId('captcha');
    for (const attempt of [1, 2, 3]) {
      await password.fill(`11111${attempt}`);
      await dialog.getByRole('button', { name: 'Đăng nhập' }).click();
      await expect(dialog.getByRole('alert')).toHaveText('Số điện thoại hoặc mật khẩu không đúng');
      if (attempt < 3) await expect(captcha).toHaveCount(0);
    }
    await expect(captcha).toContainText('Đang xác minh…');
    await expect(dialog.getByRole('button', { name: 'Đăng nhập' })).toBeDisabled();
    releaseChallenge();
    // The proof of work tries up to 50,000 hashes (on average half): seconds on a loaded machine, as for
    // the recruitment form's captcha.
    await expect(captcha).toContainText('Đã xác minh', { timeout: 20_000 });
    await password.fill('246802');
    await loginThen(page, () => dialog.getByRole('button', { name: 'Đăng nhập' }).click(), 'Đăng nhập thành công!');
    await expectLoggedInAs(page, phone, isMobile);
  });
});

test.describe('forgot password', () => {
  // The resend wait answers 429 (its server rule is in apps/api/test/security.test.ts); the e2e server
  // has no wait, since many tests log the demo customer in, so the first ask here gets the server's
  // 429 answer from the test, and the modal must handle it.
  test.use({ expectedHttpErrors: [{ status: 429, path: '/api/v1/otp/send' }] });

  test('forgot password: a code by the next channel, then a new password that works', async ({ page, request }) => {
    const phone = uniquePhone();
    const token = await apiLogin(request, phone);
    const set = await request.post('/api/v1/auth/change-password', { headers: { authorization: `Bearer ${token}` }, data: { phone, newPassword: '111222' } });
    expect(set.ok()).toBe(true);

    await page.goto('/');
    let dialog = await openLogin(page);
    await dialog.getByTestId('login-phone').fill(phone);
    await dialog.getByRole('button', { name: 'Tiếp tục' }).click();
    const known = await lastOutboxId(request, phone);
    let refused = false;
    await page.route('**/api/v1/otp/send', async (route) => {
      if (refused) return route.fallback();
      refused = true;
      await route.fulfill({
        status: 429,
        json: { code: 'OTP_RESEND_TOO_SOON', retryAfterSeconds: 3, message: 'Anh vui lòng đợi 3 giây nữa để lấy mã mới nhé!' },
      });
    });
    await dialog.getByRole('button', { name: 'Quên mật khẩu?' }).click();
    // The API login's code went moments ago: no new code yet (it would void that one); the modal moves on
    // to the code step with the server's wait, and offers a resend when it is over.
    await expect(dialog.getByTestId('otp-hint')).toHaveText(/^Anh vui lòng đợi \d+ giây nữa để lấy mã mới nhé!$/);
    const resend = dialog.getByRole('button', { name: /Gửi lại mã/ });
    await expect(resend).toBeDisabled();
    expect(await lastOutboxId(request, phone)).toBe(known);
    // After the 3 s the answer named, the button comes back by itself.
    await expect(resend).toBeEnabled({ timeout: 10_000 });
    await resend.click();
    // The first code (the API login) went by Zalo; this one rotates to SMS (spec §4).
    await expect(dialog.getByTestId('otp-hint')).toHaveText('Kiểm tra SMS để lấy OTP đăng nhập.');
    await expect(dialog.getByText(`vừa gửi tới ${dotted(phone)}`)).toBeVisible();
    await dialog.getByTestId('login-otp').fill(await nextOtp(request, phone, known));
    await dialog.getByRole('button', { name: 'Xác nhận' }).click();

    dialog = page.getByRole('dialog', { name: 'Đặt lại mật khẩu' });
    await dialog.getByTestId('login-new-password').fill('333444');
    await dialog.getByTestId('login-repeat-password').fill('333444');
    await loginThen(page, () => dialog.getByRole('button', { name: 'Lưu' }).click(), 'Đặt mật khẩu thành công!');
    expect((await request.post('/api/v1/auth/login', { data: { phone, password: '333444' } })).ok()).toBe(true);
  });
});
