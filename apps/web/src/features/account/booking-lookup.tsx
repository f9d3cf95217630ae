import { lazy, Suspense, useState } from 'react';
import { createStore, useStore } from '../../lib/create-store';

/** The booking lookup popup 'Thông tin đặt lịch' (spec §2 Modals), opened from the header. */
const lookupStore = createStore(false);

export const openBookingLookup = (): void => lookupStore.set(true);
export const closeBookingLookup = (): void => lookupStore.set(false);
export const useBookingLookupOpen = (): boolean => useStore(lookupStore);

const BookingLookupDialog = lazy(() => import('./components/booking-lookup-dialog').then((module) => ({ default: module.BookingLookupDialog })));

/** Mount point in the app shell; the popup's code loads on its first opening. */
export function BookingLookupHost() {
  const open = useBookingLookupOpen();
  const [used, setUsed] = useState(open);
  if (open && !used) setUsed(true);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <BookingLookupDialog />
    </Suspense>
  );
}
