import '../locales';
import { formatPhone, normalizePhone } from '@shine/shared/rules/phone';
import { validateLookupPhone } from '@shine/shared/rules/phone-validation';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { Link, useLocation } from 'react-router';
import { Modal } from '../../../components/ui/modal';
import { ApiError } from '../../../lib/api-client';
import { openLogin, useCurrentUser } from '../../auth';
import { bookingLookupQueryOptions, type BookingExists } from '../api/lookup-bookings';
import { closeBookingLookup, useBookingLookupOpen } from '../booking-lookup';
import { LookupExists } from './lookup-exists';
import { LookupOwner } from './lookup-owner';
import styles from './lookup.module.css';
import { PhoneInput } from '../../../components/ui/phone-input';

/**
 * input; notFound; exists: anyone learns only day, hour and salon; owner: logged in as the phone, the
 * booking cards with change and cancel.
 */
type View =
  { name: 'input' } | { name: 'notFound'; phone: string } | { name: 'exists'; phone: string; bookings: BookingExists[] } | { name: 'owner'; phone: string };

/**
 * 'Thông tin đặt lịch': phone input, then the not-found view, or that a booking exists with a login
 * that brings the popup back to the full booking (spec §2, §5; knowing a phone proves nothing).
 */
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

  const { t: msg } = useTranslation('messages');
  return (
    <Modal open={open} onClose={closeBookingLookup} title={msg('booking.lookupTitle')} width={560}>
      <LookupViews key={session} />
    </Modal>
  );
}

function LookupViews() {
  const { t } = useTranslation('account');
  const { t: msg } = useTranslation('messages');
  const id = useId();
  const queryClient = useQueryClient();
  const { user } = useCurrentUser();
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
    // Already logged in as that phone: straight to the cards.
    if (user && normalizePhone(user.phoneNumber) === target) return setView({ name: 'owner', phone: target });
    setBusy(true);
    try {
      const bookings = await queryClient.fetchQuery(bookingLookupQueryOptions(target));
      setView(bookings.length ? { name: 'exists', phone: target, bookings } : { name: 'notFound', phone: target });
    } catch (cause) {
      setError(cause instanceof ApiError ? cause.message : msg('error.general'));
    } finally {
      setBusy(false);
    }
  };

  const again = () => setView({ name: 'input' });
  if (view.name === 'notFound') return <NotFound phone={view.phone} onAgain={again} />;
  if (view.name === 'exists') {
    const login = () => openLogin({ title: t('lookup.loginTitle'), phone: view.phone, onSuccess: () => setView({ name: 'owner', phone: view.phone }) });
    return <LookupExists phone={view.phone} bookings={view.bookings} onLogin={login} onAgain={again} />;
  }
  if (view.name === 'owner') return <LookupOwner phone={view.phone} empty={<NotFound phone={view.phone} onAgain={again} />} />;

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <p>{t('lookup.intro')}</p>
      <label htmlFor={id} className={styles.label}>
        {t('lookup.phoneLabel')}
      </label>
      <PhoneInput
        id={id}
        className={styles.input}
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

/** 'Bạn chưa đặt lịch!' with a link to book with that phone. */
function NotFound({ phone, onAgain }: { phone: string; onAgain: () => void }) {
  const { t } = useTranslation('account');
  const { t: tMain } = useTranslation();
  const { t: msg } = useTranslation('messages');
  return (
    <div className={styles.notFound} data-testid="lookup-not-found">
      <strong className={styles.notFoundTitle}>{msg('booking.lookupNotFound')}</strong>
      <p>{t('lookup.notFoundText', { phone: formatPhone(phone) })}</p>
      <Link to={`/booking?phone=${phone}`} className="btn btn-accent">
        {tMain('common.bookNow')}
      </Link>
      <button type="button" className={styles.again} onClick={onAgain}>
        {t('lookup.other')}
      </button>
    </div>
  );
}
