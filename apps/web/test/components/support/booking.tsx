import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { THourGroup } from '@shine/shared/schemas/booking';
import { vi } from 'vitest';
import { BookingPage } from '../../../src/features/booking/pages/booking-page';
import { bookingHandlers, bookingLink, hourGroups, hoursHandler, server } from './api';
import { fixClock } from './clock';
import { renderApp } from './render';

/**
 * Opens /booking for a customer who came with his phone, salon and service in the link, at `iso`
 * (the app's clock), and waits for the hour strip. `hours` answers each load of the strip.
 */
export async function openBooking(iso: string, hours: () => THourGroup[] = () => hourGroups()) {
  fixClock(iso);
  const hoursCalls = hoursHandler(hours);
  server.use(...bookingHandlers(), hoursCalls.handler);
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  renderApp(<BookingPage />, { path: bookingLink });
  const strip = within(await screen.findByRole('listbox', { name: 'Giờ cắt' }));
  return { user, strip, hoursCalls: hoursCalls.calls };
}

/** An hour box of the strip offers itself as pickable (not greyed). */
export const isOffered = (option: HTMLElement) => option.getAttribute('aria-disabled') === 'false';
