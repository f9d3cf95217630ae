import '../../locales/later';
import { ERROR_TOAST_MS } from '@shine/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../../lib/i18n';
import { CalendarIcon } from '../../../../components/ui/icons';
import { Modal } from '../../../../components/ui/modal';
import { toast } from '../../../../components/ui/toast-store';
import { now } from '../../../../lib/clock';
import { BRAND } from '../../../../lib/constants';
import { track } from '../../../../lib/tracking';
import { afterQuestions } from '../../../account';
import { useCancelBookingMutation } from '../../api/cancel-booking';
import { openLogin } from '../../../auth';
import type { BookingRecord } from '../../model/booking-types';
import { displayDate } from '../../../../lib/date-book';
import { buildIcs, calendarEvent } from '../../model/ics';
import styles from './booking-success.module.css';

function downloadIcs(booking: BookingRecord, title: string): void {
  const ics = buildIcs(calendarEvent(booking, title), now(), BRAND);
  const url = URL.createObjectURL(new Blob([ics], { type: 'text/calendar;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `booking-${booking.bookingId}.ics`;
  link.click();
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}

interface SuccessActionsProps {
  booking: BookingRecord;
  changePath: string;
  /** Logged in as the booking's phone: only the owner may cancel (the booking token does not). */
  ownerLoggedIn: boolean;
  /** The page's address with its key, for the customer's own other device ('' when there is no key). */
  /** The success link with its key (this site's path): shared as a whole address. */
  sharePath: string;
  onCanceled: () => void;
}

/**
 * Add to calendar (.ics), change ('Đổi lịch'), cancel with its confirmation (spec §4 "Booking cancel";
 * asks to log in as the booking's phone first) and the link for the customer's other device.
 */
export function SuccessActions({ booking, changePath, ownerLoggedIn, sharePath, onCanceled }: SuccessActionsProps) {
  const { t, language } = useTranslation('bookingLater');
  const { t: m } = useTranslation('messages');
  const lang = language === 'en' ? 'en' : 'vi';
  const [asking, setAsking] = useState(false);
  const cancelMutation = useCancelBookingMutation({
    // Logged in to cancel: the questions asked after that login come first, then the cancel's toast.
    onSuccess: () => afterQuestions(() => toast({ title: m('booking.cancelTitle'), message: m('booking.cancelSuccess'), type: 'success' })),
    onError: () => afterQuestions(() => toast({ title: m('booking.cancelTitle'), message: m('booking.notExist'), type: 'warning', duration: ERROR_TOAST_MS })),
    onSettled: () => {
      setAsking(false);
      onCanceled();
    },
  });
  const busy = cancelMutation.isPending;

  const cancel = () => {
    if (busy) return;
    track({ pageId: 'booking-success', eventId: 'cancel_schedule', data: { bookingId: booking.bookingId, salonId: booking.salonId } });
    cancelMutation.mutate({ bookingId: booking.bookingId, lang });
  };

  const confirmCancel = () => {
    if (ownerLoggedIn) return cancel();
    setAsking(false);
    openLogin({ title: t('loginToCancelTitle'), phone: booking.customerPhone, onSuccess: cancel });
  };

  if (booking.canceled) {
    return (
      <div className={styles.pair}>
        <button type="button" className="btn btn-outline" disabled>
          {m('booking.canceledLabel')}
        </button>
        <Link to={changePath} className="btn btn-accent">
          {t('newBooking')}
        </Link>
      </div>
    );
  }

  return (
    <>
      <div className={styles.actions}>
        <button
          type="button"
          className={`btn btn-dark ${styles.full}`}
          onClick={() => downloadIcs(booking, t('calendarTitle', { salon: booking.salonName }))}
          data-testid="add-to-calendar"
        >
          <CalendarIcon size={18} /> {t('addToCalendar')}
        </button>
        <Link to={changePath} className="btn btn-outline">
          {m('booking.change')}
        </Link>
        <button type="button" className={`btn btn-outline ${styles.danger}`} onClick={() => setAsking(true)} data-testid="cancel-booking">
          {t('cancelBooking')}
        </button>
        {sharePath && <ShareLink path={sharePath} />}
      </div>
      <Modal
        open={asking}
        onClose={() => setAsking(false)}
        title={t('cancelConfirmTitle')}
        footer={
          <>
            <button type="button" className="btn btn-outline" onClick={() => setAsking(false)}>
              {t('keepBooking')}
            </button>
            <button type="button" className="btn btn-dark" onClick={confirmCancel} disabled={busy} data-testid="confirm-cancel">
              {t('cancelBooking')}
            </button>
          </>
        }
      >
        <p>{t('cancelConfirmText', { hour: booking.hourBook, date: displayDate(booking.dateBook), salon: booking.salonName })}</p>
      </Modal>
    </>
  );
}

/** Sends the page with its key to the customer's other device: the share sheet where there is one, else a copy. */
function ShareLink({ path }: { path: string }) {
  const { t } = useTranslation('bookingLater');
  const share = async () => {
    const url = `${window.location.origin}${path}`;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: t('shareTitle'), url });
        return;
      } catch (error) {
        // Closing the share sheet is a choice, not a failure.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: t('linkCopied'), type: 'success' });
    } catch {
      toast({ title: t('copyFailed'), type: 'warning', duration: ERROR_TOAST_MS });
    }
  };
  return (
    <div className={`${styles.full} ${styles.share}`}>
      <button type="button" className="btn btn-outline" onClick={() => void share()} data-testid="share-booking">
        {t('shareLink')}
      </button>
      <p className={styles.shareHint}>{t('shareHint')}</p>
    </div>
  );
}
