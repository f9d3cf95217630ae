import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { Skeleton } from '../../../components/ui/skeleton';
import { ApiError } from '../../../lib/api-client';
import { upcomingBookingsQueryOptions } from '../api/get-upcoming-bookings';
import { BookingList } from './booking-list';
import styles from './lookup.module.css';

/** Logged in as the looked-up phone: its upcoming bookings as cards with change and cancel (spec §4). */
export function LookupOwner({ phone, empty }: { phone: string; empty: ReactNode }) {
  const { t } = useTranslation('account');
  const { t: msg } = useTranslation('messages');
  // Fresh on every opening: the popup is where the customer checks before coming.
  const query = useQuery({ ...upcomingBookingsQueryOptions(phone), staleTime: 0 });

  if (query.isPending) {
    return (
      <div aria-busy="true" aria-label={t('lookup.loading')}>
        <Skeleton height={260} radius={14} />
      </div>
    );
  }
  if (query.isError) {
    return (
      <p className={styles.error} role="alert">
        {query.error instanceof ApiError ? query.error.message : msg('error.general')}
      </p>
    );
  }
  const upcoming = query.data.filter((booking) => !booking.canceled);
  return upcoming.length ? <BookingList bookings={upcoming} phone={phone} /> : empty;
}
