import '../locales';
import { formatPhone, normalizePhone } from '@shine/shared/rules/phone';
import { validateLookupPhone } from '@shine/shared/rules/phone-validation';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Modal } from '../../../components/ui/modal';
import { ApiError } from '../../../lib/api-client';
import { useMessage } from '../../../lib/messages';
import { upcomingBookingsQueryOptions } from '../api/get-upcoming-bookings';
import { closeBookingLookup, useBookingLookupOpen } from '../booking-lookup';
import type { BookingRecord } from '../types';
import { BookingList } from './booking-list';
import styles from './lookup.module.css';

type View = { name: 'input' } | { name: 'notFound'; phone: string } | { name: 'found'; phone: string; bookings: BookingRecord[] };

/** 'Thông tin đặt lịch': phone input, then the bookings or the not-found view (spec §2, §5). */
export function BookingLookupDialog() {
  const open = useBookingLookupOpen();
  const { key } = useLocation();
  const [session, setSession] = useState(0);
  const [wasOpen, setWasOpen] = useState(open);
  const [openedAt, setOpenedAt] = useState(key);
  // Every opening starts again from the input view.
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setSession((value) => value + 1);
      setOpenedAt(key);
    }
  }
  // A link inside (book, change) navigates away: the popup goes with the page it was opened on.
  useEffect(() => {
    if (open && key !== openedAt) closeBookingLookup();
  }, [open, key, openedAt]);

  const msg = useMessage();
  return (
    <Modal open={open} onClose={closeBookingLookup} title={msg('booking.lookupTitle')} width={560}>
      <LookupViews key={session} />
    </Modal>
  );
}

function LookupViews() {
  const { t } = useTranslation('account');
  const { t: tMain } = useTranslation();
  const msg = useMessage();
  const id = useId();
  const queryClient = useQueryClient();
  const [phone, setPhone] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [view, setView] = useState<View>({ name: 'input' });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = validateLookupPhone(phone);
    if (invalid) return setError(msg(invalid));
    const target = normalizePhone(phone);
    setError(null);
    setBusy(true);
    try {
      const bookings = await queryClient.fetchQuery({ ...upcomingBookingsQueryOptions(target), staleTime: 0 });
      const upcoming = bookings.filter((booking) => !booking.canceled);
      setView(upcoming.length ? { name: 'found', phone: target, bookings: upcoming } : { name: 'notFound', phone: target });
    } catch (cause) {
      setError(cause instanceof ApiError ? cause.message : msg('error.general'));
    } finally {
      setBusy(false);
    }
  };

  if (view.name === 'notFound') {
    return (
      <div className={styles.notFound} data-testid="lookup-not-found">
        <strong className={styles.notFoundTitle}>{msg('booking.lookupNotFound')}</strong>
        <p>{t('lookup.notFoundText', { phone: formatPhone(view.phone) })}</p>
        <Link to={`/booking?phone=${view.phone}`} className="btn btn-accent">
          {tMain('common.bookNow')}
        </Link>
        <button type="button" className={styles.again} onClick={() => setView({ name: 'input' })}>
          {t('lookup.other')}
        </button>
      </div>
    );
  }
  if (view.name === 'found') return <BookingList bookings={view.bookings} phone={view.phone} />;

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <p>{t('lookup.intro')}</p>
      <label htmlFor={id} className={styles.label}>
        {t('lookup.phoneLabel')}
      </label>
      <input
        id={id}
        className={styles.input}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        autoFocus
        placeholder={msg('phone.placeholder')}
        maxLength={20}
        value={phone}
        onChange={(event) => setPhone(event.target.value.replace(/[^\d.+\s]/g, ''))}
        aria-invalid={Boolean(error)}
        aria-describedby={`${id}-error`}
        data-testid="lookup-phone"
      />
      <p id={`${id}-error`} className={styles.error} role="alert" hidden={!error}>
        {error}
      </p>
      <button type="submit" className="btn btn-accent" disabled={busy}>
        {t('lookup.submit')}
      </button>
    </form>
  );
}
