import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { isOffered, openBooking } from './support/booking';
import { advanceClock } from './support/clock';

// Spec §4 "Date, hour, stylist": past hours are unavailable; clicking a free hour whose time has passed
// since the strip loaded marks it unavailable (and drops it if it was the chosen one).

const MINUTE = 60_000;

describe('hour strip as time passes', () => {
  it('greys an hour that was free when shown and has passed when tapped', async () => {
    // 9:50 in Hà Nội: 9h00 and 9h30 are past, 10h00 is the next free hour.
    const { user, strip } = await openBooking('2026-11-23T09:50:00+07:00');
    expect(isOffered(strip.getByRole('option', { name: '9h30' }))).toBe(false);
    expect(isOffered(strip.getByRole('option', { name: '10h00' }))).toBe(true);

    // A quarter of an hour later the strip has not been reloaded: 10h00 still looks free…
    advanceClock(15 * MINUTE);
    const tenOClock = strip.getByRole('option', { name: '10h00' });
    expect(isOffered(tenOClock)).toBe(true);

    // …but tapping it does not choose it: it turns unavailable, and nothing is chosen.
    await user.click(tenOClock);
    expect(isOffered(tenOClock)).toBe(false);
    expect(tenOClock.getAttribute('aria-selected')).toBe('false');
    expect(screen.queryByText(/^10h00 · /)).toBeNull();
    // The next hour is still on offer.
    expect(isOffered(strip.getByRole('option', { name: '10h30' }))).toBe(true);
  });

  it('drops the chosen hour once it has passed, and asks for an hour again', async () => {
    const { user, strip } = await openBooking('2026-11-23T09:50:00+07:00');
    const tenOClock = strip.getByRole('option', { name: '10h00' });
    await user.click(tenOClock);
    expect(tenOClock.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText('10h00 · 23/11')).toBeTruthy();

    advanceClock(15 * MINUTE);
    await user.click(tenOClock);
    expect(tenOClock.getAttribute('aria-selected')).toBe('false');
    expect(isOffered(tenOClock)).toBe(false);
    expect(screen.queryByText('10h00 · 23/11')).toBeNull();

    // 'Chốt giờ cắt' now asks for an hour (the red hint under the strip) instead of booking.
    await user.click(screen.getByRole('button', { name: 'Chốt giờ cắt' }));
    // (No booking is created: MSW would refuse the unplanned POST /api/v1/booking.)
    expect(screen.getByText('Mời anh chọn giờ cắt để tiếp tục đặt lịch').getAttribute('role')).toBe('alert');
  });
});
