import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { useNavigate } from 'react-router';
import { Modal } from '../../../components/ui/modal';
import type { BookingRecord } from '../types';
import { useCancelBooking } from '../use-cancel-booking';
import { BookingCard, displayDate } from './booking-card';
import styles from './booking-card.module.css';

/** Booking cards with the change/cancel dialog (spec §4 Booking cancel). */
export function BookingList({ bookings, phone }: { bookings: BookingRecord[]; phone: string }) {
  const { t } = useTranslation('account');
  const { t: msg } = useTranslation('messages');
  const navigate = useNavigate();
  const { canceled, pendingId, cancel } = useCancelBooking(phone);
  const [managed, setManaged] = useState<BookingRecord | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);

  const manage = (booking: BookingRecord) => {
    setManaged(booking);
    setDialogOpen(true);
  };

  const change = () => {
    if (!managed) return;
    setDialogOpen(false);
    const path = managed.isBookAtHome ? '/booking-at-home' : '/booking';
    void navigate(`${path}?phone=${encodeURIComponent(managed.customerPhone || phone)}`);
  };

  const confirmCancel = async () => {
    if (!managed) return;
    await cancel(managed.bookingId);
    setDialogOpen(false);
  };

  return (
    <>
      <div className={styles.list}>
        {bookings.map((booking) => (
          <BookingCard key={booking.bookingId} booking={booking} canceled={canceled.has(booking.bookingId)} onManage={() => manage(booking)} />
        ))}
      </div>
      <Modal
        open={dialogOpen}
        onClose={() => setDialogOpen(false)}
        title={t('booking.dialogTitle')}
        footer={
          <>
            <button type="button" className="btn btn-outline" onClick={change}>
              {msg('booking.change')}
            </button>
            <button type="button" className={`btn ${styles.danger}`} onClick={() => void confirmCancel()} disabled={pendingId !== null}>
              {t('booking.cancel')}
            </button>
          </>
        }
      >
        {managed && (
          <p className={styles.dialogText}>
            {t('booking.dialogText', {
              time: t('booking.time', { hour: managed.hourBook, date: displayDate(managed.dateBook) }),
              salon: managed.isBookAtHome ? t('booking.atHome') : managed.salonName,
            })}
          </p>
        )}
      </Modal>
    </>
  );
}
