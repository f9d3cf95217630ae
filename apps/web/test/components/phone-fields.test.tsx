import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { openLogin } from '../../src/features/auth';
import { BookingPage } from '../../src/features/booking/pages/booking-page';
import { BookingForm } from '../../src/features/home/components/booking-form';
import { bookingHandlers, hourGroups, hoursHandler, salon, server } from './support/api';
import { fixClock } from './support/clock';
import { renderApp } from './support/render';
import { cut } from '../services-fixtures';

// The phone fields the booking and login flows use (spec §5, §9): the home form and the login modal
// show the number 4-3-3 with dots as it is typed; the booking popup keeps digits and dots, at most 20.

const NOW = '2026-11-23T09:50:00+07:00';

function typist() {
  fixClock(NOW);
  return userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
}

describe('home phone field', () => {
  async function homeField() {
    const user = typist();
    renderApp(<BookingForm overlap={false} />);
    const field = (await screen.findByLabelText('Số điện thoại')) as HTMLInputElement;
    return { user, field };
  }

  it('is a telephone field, focused on arrival, with the example number as placeholder', async () => {
    const { field } = await homeField();
    expect(field.type).toBe('tel');
    expect(field.placeholder).toBe('VÍ DỤ: 0905 939 XXX');
    expect(document.activeElement).toBe(field);
  });

  it('shows the number 4-3-3 with dots while it is typed, and drops what is not a digit', async () => {
    const { user, field } = await homeField();
    await user.type(field, '0912');
    expect(field.value).toBe('0912');
    await user.type(field, '3');
    expect(field.value).toBe('0912.3');
    await user.type(field, 'a45-678');
    expect(field.value).toBe('0912.345.678');
  });

  it('takes no eleventh digit', async () => {
    const { user, field } = await homeField();
    await user.type(field, '09123456789');
    expect(field.value).toBe('0912.345.678');
  });

  it('turns a pasted +84 number into 0…, 4-3-3', async () => {
    const { user, field } = await homeField();
    await user.paste('+84912345678');
    expect(field.value).toBe('0912.345.678');
  });

  it("a number too short is refused with the spec's toast, and the field marked", async () => {
    const { user, field } = await homeField();
    await user.type(field, '091234{Enter}');
    const toast = within(await screen.findByRole('alert'));
    expect(toast.getByText('Lỗi')).toBeTruthy();
    expect(toast.getByText('Anh vui lòng nhập đủ 10 số điện thoại nhé!')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field);
  });
});

describe('login phone field', () => {
  async function loginField() {
    const user = typist();
    renderApp(null);
    act(() => openLogin());
    const dialog = within(await screen.findByRole('dialog', { name: 'Đăng nhập' }));
    const field = dialog.getByLabelText('Số điện thoại') as HTMLInputElement;
    return { user, field };
  }

  it('is a focused telephone field that shows the number 4-3-3 with dots, ten digits at most', async () => {
    const { user, field } = await loginField();
    expect(field.type).toBe('tel');
    expect(document.activeElement).toBe(field);
    await user.type(field, '0905939');
    expect(field.value).toBe('0905.939');
    await user.type(field, '1234');
    expect(field.value).toBe('0905.939.123');
  });
});

describe('booking phone popup field', () => {
  async function popupField() {
    const user = typist();
    server.use(...bookingHandlers(), hoursHandler(() => hourGroups()).handler);
    // A customer who came without a phone is asked for one first (spec §4 "Phone and name popups").
    renderApp(<BookingPage />, { path: `/booking?salonId=${salon.id}&chosenService=${cut.serviceId}` });
    const dialog = within(await screen.findByRole('dialog', { name: 'Số điện thoại đặt lịch' }));
    const field = dialog.getByLabelText('Số điện thoại') as HTMLInputElement;
    return { user, dialog, field };
  }

  it('is focused on opening, and keeps digits and dots as typed, at most 20 characters', async () => {
    const { user, field } = await popupField();
    await vi.waitFor(() => expect(document.activeElement).toBe(field));
    expect(field.type).toBe('tel');
    expect(field.placeholder).toBe('VÍ DỤ: 0905 939 XXX');
    await user.type(field, '0912.345 678abc');
    expect(field.value).toBe('0912.345678');
    await user.clear(field);
    await user.type(field, '0123456789.0123456789');
    expect(field.value).toBe('0123456789.012345678');
  });

  it("an invalid number is refused with the spec's message under the field", async () => {
    const { user, dialog, field } = await popupField();
    await user.type(field, '0012345678');
    await user.click(dialog.getByRole('button', { name: 'Tiếp tục' }));
    expect(dialog.getByRole('alert').textContent).toBe('Anh nhập số điện thoại hợp lệ giúp em nhé!');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    // Typing again clears the message.
    await user.type(field, '9');
    expect(dialog.queryByRole('alert')).toBeNull();
  });
});
