import { ERROR_TOAST_MS } from '@shine/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { CalendarIcon } from '../../../../components/ui/icons';
import { Modal } from '../../../../components/ui/modal';
import { toast } from '../../../../components/ui/toast-store';
import { BRAND } from '../../../../lib/constants';
import { track } from '../../../../lib/tracking';
import { cancelBooking } from '../../api/cancel-booking';
import { useLaterText } from '../../i18n/use-later-text';
import type { BookingRecord } from '../../model/booking-types';
import { displayDate } from '../../model/date-label';
import { buildIcs } from '../../model/ics';
import styles from './booking-success.module.css';

const DEFAULT_MINUTES = 60;

function downloadIcs(booking: BookingRecord, title: string, minutes: number): void {
  const description = `Stylist: ${booking.stylistName}\n${booking.services.map((service) => service.name).join(', ')}`;
  const ics = buildIcs({ bookingId: booking.bookingId, startAt: booking.startAt, minutes, title, location: booking.salonAddress, description }, new Date(), BRAND);
  const url = URL.createObjectURL(new Blob([ics], { type: 'text/calendar;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `booking-${booking.bookingId}.ics`;
  link.click();
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}

interface SuccessActionsProps {
  booking: BookingRecord;
  phone: string;
  changePath: string;
  minutes?: number;
  onCanceled: () => void;
}

/** Add to calendar (.ics), change ('Đổi lịch') and cancel with its confirmation (spec §4 "Booking cancel"). */
export function SuccessActions({ booking, phone, changePath, minutes = DEFAULT_MINUTES, onCanceled }: SuccessActionsProps) {
  const { t, m, lang } = useLaterText();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);

  const cancel = async () => {
    if (busy) return;
    setBusy(true);
    track({ pageId: 'booking-success', eventId: 'cancel_schedule', data: { bookingId: booking.bookingId, phone, salonId: booking.salonId } });
    try {
      await cancelBooking(booking.bookingId, phone, lang);
      toast({ title: m('booking.cancelTitle'), message: m('booking.cancelSuccess'), type: 'success' });
    } catch {
      toast({ title: m('booking.cancelTitle'), message: m('booking.notExist'), type: 'warning', duration: ERROR_TOAST_MS });
    } finally {
      setBusy(false);
      setAsking(false);
      onCanceled();
    }
  };

  if (booking.canceled) {
    return (
      <div className={styles.actions}>
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
        <button type="button" className={`btn btn-dark ${styles.full}`} onClick={() => downloadIcs(booking, t('calendarTitle', { salon: booking.salonName }), minutes)} data-testid="add-to-calendar">
          <CalendarIcon size={18} /> {t('addToCalendar')}
        </button>
        <Link to={changePath} className="btn btn-outline">
          {m('booking.change')}
        </Link>
        <button type="button" className={`btn btn-outline ${styles.danger}`} onClick={() => setAsking(true)} data-testid="cancel-booking">
          {t('cancelBooking')}
        </button>
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
            <button type="button" className="btn btn-dark" onClick={() => void cancel()} disabled={busy} data-testid="confirm-cancel">
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
