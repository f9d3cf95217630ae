import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import '../../src/features/account/locales';
import { RatingForm } from '../../src/features/account/components/rating-form';
import { i18n } from '../../src/lib/i18n';
import { api, ok, server } from './support/api';
import { advanceClock, fixClock } from './support/clock';
import { renderApp } from './support/render';

// Issue 27 item 9: a rating sent without touching the stars was saved as 5 stars. 'Gửi đánh giá' waits for
// the customer's own pick, even once the opening animation has lit all five.

describe('rating form', () => {
  it("keeps 'Gửi đánh giá' inactive until stars are picked, then sends the stars picked", async () => {
    const posted: unknown[] = [];
    server.use(
      http.post(api('/v1/customer/rating'), async ({ request }) => {
        posted.push(await request.json());
        return ok({ bookingId: 42, rating: { stars: 3, comment: null } });
      }),
    );
    // The form's texts (and the spec's messages) load first, as its screen's chunk brings them.
    await i18n.loadNamespaces(['account', 'messages']);
    fixClock('2026-11-23T09:50:00+07:00');
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    renderApp(<RatingForm bookingId={42} />);
    const send = screen.getByRole('button', { name: 'Gửi đánh giá' }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    // The animation lights the five stars (400 ms each): that is not a rating.
    advanceClock(3_000);
    expect(send.disabled).toBe(true);
    await user.click(send);
    expect(posted).toEqual([]);

    await user.click(screen.getByRole('radio', { name: '3 sao' }));
    expect(send.disabled).toBe(false);
    await user.click(send);
    await vi.waitFor(() => expect(posted).toEqual([{ bookingId: 42, stars: 3 }]));
  });
});
