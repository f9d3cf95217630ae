import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { uniquePhone } from './account';
import { salonDate } from './clock';

// Helpers of the booking wizard specs: salon dates, API bookings that fill a salon, the service step.

export { salonDate };

interface Hour {
  isFree: boolean;
  hourId: number;
}

/** Every request of a filling run comes from its own made-up client, so the per-IP limit is not hit. */
const asClient = (n: number) => ({ 'x-forwarded-for': `10.77.${Math.floor(n / 250) % 250}.${(n % 250) + 1}` });

async function freeHours(request: APIRequestContext, salonId: number, dateBook: string, serviceId: number, n: number): Promise<Hour[]> {
  const response = await request.get(`/api/v1/booking/book-hours-group?salonId=${salonId}&bookDate=${dateBook}&listServiceId=${serviceId}`, {
    headers: asClient(n),
  });
  expect(response.ok(), await response.text()).toBe(true);
  const body = (await response.json()) as { data: { hourGroup: { hours: Hour[] }[] } };
  return body.data.hourGroup.flatMap((group) => group.hours).filter((hour) => hour.isFree);
}

async function stylistCount(request: APIRequestContext, salonId: number, dateBook: string): Promise<number> {
  const response = await request.get(`/api/v1/booking/getAllStyListV4?salonId=${salonId}&workDate=${dateBook}`, { headers: asClient(salonId) });
  return response.ok() ? ((await response.json()) as { data: { stylists: unknown[] } }).data.stylists.length : 0;
}

const HAIRCUT = 101;
const LONG_PERM = 202;

/**
 * Fills every free hour of today at the Hà Nội salon with the fewest stylists on shift (pending OTP
 * holds of new phones, which keep their slot for a few minutes); returns that salon. Long perms first,
 * haircuts for the gaps, until no haircut fits anywhere today. Late in the day there is little to fill.
 */
export async function fillSalonToday(request: APIRequestContext, candidates = [10, 12, 15, 17, 19, 21], dayOffset = 0): Promise<number> {
  const today = salonDate(dayOffset);
  const counts = await Promise.all(candidates.map(async (id) => ({ id, count: await stylistCount(request, id, today) })));
  const salonId = counts.filter((c) => c.count > 0).sort((a, b) => a.count - b.count)[0]?.id ?? candidates[0]!;
  for (let n = 0; n < 400; n++) {
    const [hour] = await freeHours(request, salonId, today, HAIRCUT, n);
    if (!hour) return salonId;
    for (const serviceId of [LONG_PERM, HAIRCUT]) {
      const created = await request.post('/api/v1/booking', {
        headers: asClient(n + 1000),
        data: { salonId, phone: uniquePhone(), stylistId: 0, dateBook: today, bookHourId: hour.hourId, chosenServices: JSON.stringify([{ id: serviceId }]) },
      });
      if (created.ok()) break;
    }
  }
  throw new Error(`salon ${salonId} could not be filled today`);
}

/** Steps 2-3 (features/services): picks 'Cắt gội 10 bước' (standard version) and comes back with 'Xong'. */
export async function chooseHaircut(page: Page): Promise<void> {
  await expect(page.getByTestId('service-step')).toBeVisible();
  const group = page.locator('[data-testid=service-group][data-group-id="10"]');
  await group.getByRole('radio', { name: /Tiêu chuẩn/ }).click();
  const add = group.getByTestId('group-add');
  if ((await add.getAttribute('aria-pressed')) !== 'true') await add.click();
  await expect(add).toHaveAttribute('aria-pressed', 'true');
  await leaveServices(page);
}

/** 'Xong' on the service step, skipping the suggest-service popup when a rule shows it. */
export async function leaveServices(page: Page): Promise<void> {
  await page.getByTestId('service-done').click();
  const suggest = page.getByTestId('suggest-popup');
  const main = page.getByTestId('main-screen');
  await expect(suggest.or(main)).toBeVisible();
  if (await suggest.isVisible()) await page.getByRole('dialog').getByRole('button', { name: 'Bỏ qua', exact: true }).click();
  await expect(main).toBeVisible();
}

/** The first hour of the strip that can be picked; returns its label ("9h30"). */
export async function pickFirstFreeHour(page: Page): Promise<string> {
  // Not while the strip still shows the hours it had before a stylist or day was picked (aria-busy):
  // under load the tap could land on an hour that the fresh answer replaces.
  await expect(page.getByTestId('hour-strip')).toHaveAttribute('aria-busy', 'false');
  const hour: Locator = page.getByTestId('hour-strip').locator('[data-free=true]').first();
  await expect(hour).toBeVisible();
  const label = (await hour.locator('span').first().textContent())?.trim() ?? '';
  await hour.click();
  await expect(hour).toHaveAttribute('aria-selected', 'true');
  return label;
}

/** A 64 × 48 PNG (what a phone camera would give, only smaller) for the device-upload path. */
export const SAMPLE_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAAAwCAIAAAAuKetIAAAAQ0lEQVR42u3PQQkAAAgEsItjRCMaywp+hcEKLNP1WgQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQErhaJouDxNuBloAAAAABJRU5ErkJggg==',
  'base64',
);
