import type { TSalonCard } from '@shine/shared/schemas/salon';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, useCallback } from 'react';
import { firstBookableDateBook } from '../../../../lib/date-book';
import { showSpin } from '../../../../lib/spin-store';
import { loadSalonChooser } from '../../../salons';
import { salonOffQueryOptions } from '../../api/get-salon-off';
import { useBooking } from '../../hooks/booking-context';
import { toSalonSummary } from '../../model/salon-summary';

const SalonChooser = lazy(() => loadSalonChooser().then((module) => ({ default: module.SalonChooser })));

/** Step 1 'Chọn salon' (spec §2 "Salon chooser"): the salons' chooser; a salon closed that day opens its backups instead. */
export default function SalonStep() {
  const { selection, dispatch, customer, today, track } = useBooking();
  const queryClient = useQueryClient();
  const onSearch = useCallback((keyword: string) => track('search_salon', { keyword }), [track]);

  const pickSalon = async (salon: TSalonCard) => {
    track('select_salon', { pickedSalonId: salon.id });
    const dateBook = firstBookableDateBook(today, salon.openingDate);
    showSpin(true);
    // Asked afresh on each choice; the schedule then reads this answer instead of asking again.
    const off = await queryClient.fetchQuery({ ...salonOffQueryOptions(salon.id, dateBook), staleTime: 0 }).catch(() => null);
    showSpin(false);
    if (off?.message) dispatch({ type: 'salonOff', off: { salonId: salon.id, date: dateBook } });
    else dispatch({ type: 'salonChosen', salon: toSalonSummary(salon), dateBook });
  };

  return <SalonChooser phone={selection.phone} loggedIn={customer.loggedIn} today={today} onPick={(salon) => void pickSalon(salon)} onSearch={onSearch} />;
}
