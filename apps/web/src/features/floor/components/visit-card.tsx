import { formatVnd } from '@shine/shared/rules/money';
import { formatPhone } from '@shine/shared/rules/phone';
import type { TFloorBooking, TStaffMe } from '@shine/shared/schemas/floor';
import type { TQueueEntry } from '@shine/shared/schemas/queue';
import { useState } from 'react';
import { toast } from '../../../components/ui/toast-store';
import { useTranslation } from '../../../lib/i18n';
import { salonClock } from '../model/salon-clock';
import { visitActions, type FloorCommand } from '../model/visit-actions';
import { PaymentPanel } from './payment-panel';
import { VisitDetail } from './visit-detail';
import styles from './floor.module.css';

interface Props {
  visit: TFloorBooking;
  /** His place in the live queue: predicted wash and cut (none once he is in the chair or done). */
  forecast?: TQueueEntry;
  salonId: number;
  me: TStaffMe;
  busy: boolean;
  onCommand: (command: FloorCommand) => void;
}

/** After-cut photos: the visit's stylist (or a manager) from the cut until it is paid; the server checks it again. */
const canPhoto = (visit: TFloorBooking, me: TStaffMe) =>
  me.actions.includes('visit.photo') && (me.role !== 'stylist' || me.staffId === visit.stylist.id) && ['cut', 'finished', 'paid'].includes(visit.stage);

/** A change of services during the visit: the visit's stylist, reception or a manager, before the cut ends. */
const canChangeServices = (visit: TFloorBooking, me: TStaffMe) =>
  me.actions.includes('serviceChange.propose') &&
  (me.role !== 'stylist' || me.staffId === visit.stylist.id) &&
  ['checked_in', 'wash', 'cut'].includes(visit.stage);

/** One booking of the day: customer, stylist, services, stage, and the steps this person may take. */
export function VisitCard({ visit, salonId, me, busy, onCommand, forecast }: Props) {
  const { t } = useTranslation('floor');
  const actions = visitActions({ stage: visit.stage, stylistId: visit.stylist.id }, me);
  const payable = visit.stage === 'finished' && me.actions.includes('visit.pay');
  const [paying, setPaying] = useState(false);
  // The stylist's own customers open with their details (his next customer's preferences, photos).
  const [details, setDetails] = useState(false);
  const detailsId = `visit-${visit.bookingId}-detail`;
  return (
    <li className={styles.visit} data-testid="floor-visit" data-booking-id={visit.bookingId} data-stage={visit.stage} data-stylist-id={visit.stylist.id}>
      <div className={styles.visitHead}>
        <strong>{visit.customerName ?? t('day.guest')}</strong>
        <span className={`${styles.stage} ${styles[`stage_${visit.stage}`] ?? ''}`}>{t(`stages.${visit.stage}`)}</span>
      </div>
      <p className={styles.muted}>
        {visit.phone && <span>{visit.phone.includes('*') ? visit.phone : formatPhone(visit.phone)} · </span>}
        {t('day.stylist', { name: visit.stylist.name })}
        {visit.walkIn && <span> · {t('day.walkIn')}</span>}
        {visit.customerConfirmed && (
          <span className={styles.confirmedBadge} data-testid="visit-customer-confirmed">
            {' · '}✓ {t('day.customerConfirmed')}
          </span>
        )}
      </p>
      <p className={styles.services}>{visit.services.map((service) => service.name).join(', ')}</p>
      {forecast && ['booked', 'checked_in', 'wash'].includes(visit.stage) && (
        <p className={styles.forecast} data-testid="visit-forecast">
          {forecast.washStartAt && visit.stage !== 'wash'
            ? t('queue.washAndCut', { wash: salonClock(forecast.washStartAt), cut: salonClock(forecast.cutStartAt) })
            : t('queue.cut', { cut: salonClock(forecast.cutStartAt) })}
          {forecast.stylistLateMinutes > 0 && <span> · {t('queue.late', { minutes: forecast.stylistLateMinutes })}</span>}
        </p>
      )}
      <div className={styles.actions}>
        <button
          type="button"
          className={`btn btn-outline ${styles.action}`}
          aria-expanded={details}
          aria-controls={detailsId}
          onClick={() => setDetails(!details)}
        >
          {t('detail.open')}
        </button>
        {payable && (
          <button type="button" className={`btn btn-accent ${styles.action}`} aria-expanded={paying} onClick={() => setPaying(!paying)}>
            {t('pay.open')}
          </button>
        )}
        {actions.map((action) => (
          <button
            key={action}
            type="button"
            className={`btn ${action === 'undo' || action === 'noShow' ? 'btn-outline' : 'btn-accent'} ${styles.action}`}
            disabled={busy}
            onClick={() => onCommand({ action, bookingId: visit.bookingId, version: visit.version })}
          >
            {t(`actions.${action}`)}
          </button>
        ))}
      </div>
      {details && (
        <div id={detailsId}>
          <VisitDetail bookingId={visit.bookingId} canPhoto={canPhoto(visit, me)} canChange={canChangeServices(visit, me)} />
        </div>
      )}
      {payable && paying && (
        <PaymentPanel
          bookingId={visit.bookingId}
          salonId={salonId}
          onDone={(receipt) => {
            setPaying(false);
            toast({ title: t('pay.done', { amount: formatVnd(receipt.amount), invoice: receipt.invoiceNumber }), type: 'success' });
          }}
        />
      )}
    </li>
  );
}
