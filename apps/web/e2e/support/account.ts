import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { salonDate } from './clock';

// Helpers of the account specs: phones, codes from the dev outbox, API logins and bookings.

/** A fresh valid mobile number (prefix 0599, unused by the demo data); the run's database persists across tests. */
export function uniquePhone(): string {
  return `0599${String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0')}`;
}

/** "0599123456" as the site shows it: "0599.123.456". */
export const dotted = (phone: string) => `${phone.slice(0, 4)}.${phone.slice(4, 7)}.${phone.slice(7)}`;

interface OutboxMessage {
  id: number;
  body: string;
}

/** The dev outbox of a phone, newest message first. */
export async function outbox(request: APIRequestContext, phone: string): Promise<OutboxMessage[]> {
  const response = await request.get(`/api/dev/outbox?phone=${phone}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: OutboxMessage[] }).data;
}

/** Id of the newest message sent to `phone` so far (0 when none): pass it to nextOtp. */
export const lastOutboxId = async (request: APIRequestContext, phone: string) => (await outbox(request, phone))[0]?.id ?? 0;

/** The 6-digit code of the first message newer than message `after` (waits for it to arrive). */
export async function nextOtp(request: APIRequestContext, phone: string, after: number): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const newest = (await outbox(request, phone))[0];
      code = newest && newest.id > after ? (/\b(\d{6})\b/.exec(newest.body)?.[1] ?? '') : '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}

/**
 * The e2e server has no resend wait (many tests log the same phone in by API and then in the browser);
 * this gives the browser's code requests matching `path` the production wait of 60 s, so a modal's
 * countdown shows as a customer sees it. The server's own wait is tested in apps/api/test/security.test.ts.
 */
export async function withProductionResendWait(page: Page, path: string): Promise<void> {
  await page.route(`**${path}`, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: Record<string, unknown> };
    await route.fulfill({ response, json: { ...body, data: { ...body.data, allowResendAfterSeconds: 60 } } });
  });
}

/** Logs in through the API by OTP (the modal's own calls) and returns the session token. */
export async function apiLogin(request: APIRequestContext, phone: string): Promise<string> {
  const known = await lastOutboxId(request, phone);
  expect((await request.post('/api/v1/otp/send', { data: { phone } })).ok()).toBe(true);
  const otp = await nextOtp(request, phone, known);
  const response = await request.post('/api/v1/auth/login-otp', { data: { phone, otp } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { accessToken: string } }).data.accessToken;
}

/** Sets the 6-digit password of a phone just logged in by OTP (login step 4 through the API). */
export async function apiSetPassword(request: APIRequestContext, token: string, phone: string, password: string): Promise<void> {
  const response = await request.post('/api/v1/auth/change-password', {
    headers: { authorization: `Bearer ${token}` },
    data: { phone, newPassword: password },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

interface OwnBooking {
  bookingId: number;
  dateBook: string;
  hourBook: string;
  salonName: string;
  stylistName: string;
}

/** The logged-in customer's upcoming bookings as the API gives them to their owner. */
export async function ownBookings(request: APIRequestContext, token: string): Promise<OwnBooking[]> {
  const response = await request.get('/api/v1/booking', { headers: { authorization: `Bearer ${token}` } });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: OwnBooking[] }).data;
}

/** Opens the header's booking lookup popup 'Thông tin đặt lịch' (in the menu on a phone). */
export async function openLookup(page: Page, isMobile: boolean) {
  // The header is in the server's HTML before it answers taps.
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  if (isMobile) {
    await page.getByRole('button', { name: 'Mở menu' }).click();
    await page.locator('#mobile-menu').getByRole('button', { name: 'Tra cứu lịch' }).click();
  } else {
    await page.getByTestId('site-header').getByRole('button', { name: 'Tra cứu lịch' }).click();
  }
  const dialog = page.getByRole('dialog', { name: 'Thông tin đặt lịch' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Starts the page already logged in: the token the site reads from local storage on start. */
export async function useToken(page: Page, token: string): Promise<void> {
  await page.addInitScript((value) => window.localStorage.setItem('accessToken', value), token);
}

const SALON_ID = 1;
const SERVICE_ID = 101;

/** Books the first free hour of salon 1 (today, else tomorrow) for a logged-in phone; returns the booking id. */
export const createBooking = async (request: APIRequestContext, token: string, phone: string, at?: { stylistId?: number; salonId?: number }): Promise<number> =>
  (await createBookingWithKey(request, token, phone, at)).bookingId;

/**
 * The same, also returning the booking-scoped token create gives the browser that booked (the success page's
 * key); with `stylistId`, his first free hour instead of any stylist's; with `salonId`, at that salon (a spec
 * that needs room in a stylist's day books where no other spec does).
 */
export async function createBookingWithKey(
  request: APIRequestContext,
  token: string,
  phone: string,
  { stylistId = 0, salonId = SALON_ID }: { stylistId?: number; salonId?: number } = {},
): Promise<{ bookingId: number; key: string }> {
  for (const offset of [0, 1]) {
    const dateBook = salonDate(offset);
    const hours = await request.get(
      `/api/v1/booking/book-hours-group?salonId=${salonId}&bookDate=${dateBook}&stylistId=${stylistId}&listServiceId=${SERVICE_ID}`,
    );
    if (!hours.ok()) continue;
    const groups = ((await hours.json()) as { data: { hourGroup: { hours: { isFree: boolean; hourId: number }[] }[] } }).data.hourGroup;
    const free = groups.flatMap((group) => group.hours).find((hour) => hour.isFree);
    if (!free) continue;
    const created = await request.post('/api/v1/booking', {
      headers: { authorization: `Bearer ${token}` },
      data: {
        salonId,
        phone,
        stylistId,
        dateBook,
        bookHourId: free.hourId,
        chosenServices: JSON.stringify([{ id: SERVICE_ID, name: 'Cắt gội 10 bước' }]),
        services: String(SERVICE_ID),
        bookAt: 3,
      },
    });
    expect(created.ok(), await created.text()).toBe(true);
    const { data } = (await created.json()) as { data: { booking: { bookingId: number }; accessToken: string } };
    return { bookingId: data.booking.bookingId, key: data.accessToken };
  }
  throw new Error(`no free hour today or tomorrow at salon ${salonId}`);
}

/** The customer questions come after a login when some are unanswered: skip them. */
export async function skipQuestions(page: Page): Promise<void> {
  const questions = page.getByTestId('question-modal');
  await expect(questions).toBeVisible();
  await page.getByRole('dialog').filter({ has: questions }).getByRole('button', { name: 'Bỏ qua' }).click();
  await expect(questions).toHaveCount(0);
}

/**
 * Runs `action` (a login) and, when the server then reports unanswered customer questions, skips the
 * question modal that follows (spec §2 Modals: asked after login). `toast`: the text of the toast the login shows,
 * watched for from the tap on: it shows for a few seconds, which skipping the questions may outlast on a busy machine.
 */
export async function loginThen(page: Page, action: () => Promise<void>, toast?: string): Promise<void> {
  const questions = page.waitForResponse((response) => response.url().includes('/api/v1/customer-attribute/question') && response.request().method() === 'GET');
  const shown = toast ? page.getByText(toast).waitFor() : undefined;
  shown?.catch(() => undefined); // awaited below; a failed action must not leave it unhandled
  await action();
  const body = (await (await questions).json()) as { data: { answered: boolean }[] };
  if (body.data.some((question) => !question.answered)) await skipQuestions(page);
  await shown;
}

/** Opens the header's login modal (an icon button on a phone, a labelled one on a desktop). */
export async function openLogin(page: Page) {
  await page.getByTestId('site-header').getByRole('button', { name: 'Đăng nhập' }).click();
  const dialog = page.getByRole('dialog', { name: 'Đăng nhập' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Logs out from the header (desktop dropdown) or the mobile menu. */
export async function logoutFromHeader(page: Page, isMobile: boolean) {
  if (isMobile) {
    await page.getByRole('button', { name: 'Mở menu' }).click();
    await page.locator('#mobile-menu').getByRole('button', { name: 'Đăng xuất' }).click();
  } else {
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: 'Đăng xuất' }).click();
  }
}

/** The logged-in customer's phone as the header (desktop) or the mobile menu shows it. */
export async function expectLoggedInAs(page: Page, phone: string, isMobile: boolean) {
  if (isMobile) {
    await page.getByRole('button', { name: 'Mở menu' }).click();
    await expect(page.getByTestId('mobile-account')).toContainText(dotted(phone));
    await page.getByRole('button', { name: 'Đóng menu' }).click();
  } else {
    await expect(page.getByTestId('user-menu')).toContainText(dotted(phone));
  }
}
