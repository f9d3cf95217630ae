import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { HourStrip } from '../../src/features/booking/components/main/hour-strip';
import { hourGroups } from './support/api';
import { isOffered, openBooking } from './support/booking';

// The booking wizard's hour strip (spec §2 "Hour strip", §4 "Date, hour, stylist"), as the customer
// meets it on /booking at 9:50 in Hà Nội: a list named 'Giờ cắt' of hour boxes named by their hour,
// past and busy hours unavailable, one chosen hour at a time.

const AT_950 = '2026-11-23T09:50:00+07:00';
const MORNING = 9 * 60;
const HALF_PAST_TEN = 10 * 60 + 30;

describe('hour strip', () => {
  it('names each hour box by its hour and marks the past and the busy ones unavailable', async () => {
    const { strip } = await openBooking(AT_950, () => hourGroups(MORNING, 11 * 60 + 30, [HALF_PAST_TEN]));
    const names = strip.getAllByRole('option').map((option) => option.textContent);
    expect(names).toEqual(['9h00', '9h30', '10h00', '10h30', '11h00', '11h30']);
    const offered = Object.fromEntries(strip.getAllByRole('option').map((option) => [option.textContent, isOffered(option)]));
    // 9h00 and 9h30 have passed, 10h30 is taken.
    expect(offered).toEqual({ '9h00': false, '9h30': false, '10h00': true, '10h30': false, '11h00': true, '11h30': true });
    // Nothing is chosen yet.
    expect(strip.queryAllByRole('option', { selected: true })).toEqual([]);
  });

  it('tapping a past or busy hour chooses nothing', async () => {
    const { user, strip } = await openBooking(AT_950, () => hourGroups(MORNING, 11 * 60 + 30, [HALF_PAST_TEN]));
    await user.click(strip.getByRole('option', { name: '9h30' }));
    await user.click(strip.getByRole('option', { name: '10h30' }));
    expect(strip.queryAllByRole('option', { selected: true })).toEqual([]);
    expect(screen.queryByText(/ · 23\/11$/)).toBeNull();
  });

  it('tapping a free hour chooses it, and tapping another moves the choice', async () => {
    const { user, strip } = await openBooking(AT_950);
    await user.click(strip.getByRole('option', { name: '10h00' }));
    expect(strip.getByRole('option', { selected: true }).textContent).toBe('10h00');
    expect(screen.getByText('10h00 · 23/11')).toBeTruthy();

    await user.click(strip.getByRole('option', { name: '11h00' }));
    expect(strip.getAllByRole('option', { selected: true }).map((option) => option.textContent)).toEqual(['11h00']);
    expect(screen.getByText('11h00 · 23/11')).toBeTruthy();
    expect(screen.queryByText('10h00 · 23/11')).toBeNull();
  });

  it('offers its group and previous/next buttons by name', async () => {
    await openBooking(AT_950);
    expect(screen.getByRole('button', { name: 'Buổi sáng' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Giờ trước' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Giờ sau' })).toBeTruthy();
  });
});

describe('hour strip on its own', () => {
  const props = { selectedId: null, isPickable: () => true, onPick: vi.fn(), highlighted: false, hint: 'Mời anh chọn giờ cắt để tiếp tục đặt lịch' };

  it('shows a busy skeleton, not an empty list, while the hours load', () => {
    render(<HourStrip {...props} groups={undefined} loading />);
    expect(screen.getByTestId('hour-skeleton').getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it("shows the red hint as an alert when 'Chốt giờ cắt' was pressed without an hour", () => {
    const { rerender } = render(<HourStrip {...props} groups={hourGroups()} loading={false} />);
    expect(screen.queryByRole('alert')).toBeNull();
    rerender(<HourStrip {...props} groups={hourGroups()} loading={false} highlighted />);
    expect(screen.getByRole('alert').textContent).toBe('Mời anh chọn giờ cắt để tiếp tục đặt lịch');
  });
});
