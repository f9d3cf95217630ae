import '../../locales';
import { useTranslation } from '../../../../lib/i18n';
import { useBooking } from '../../hooks/booking-context';
import { isConfirmActive } from '../../model/booking-selectors';
import { dayMonth } from '../../../../lib/date-book';
import styles from './main-screen.module.css';

/** Sticky 'Chốt giờ cắt': inactive-looking until salon, services and hour are chosen (still clickable). */
export function ConfirmBar({ onConfirm, pending }: { onConfirm: () => void; pending: boolean }) {
  const { selection } = useBooking();
  const { t } = useTranslation('booking');
  const { t: m } = useTranslation('messages');
  const active = isConfirmActive(selection);
  return (
    <div className={styles.confirmBar}>
      <div className={styles.confirmInner}>
        {selection.hour && (
          <p className={styles.summary}>
            <strong>{t('selectionSummary', { hour: selection.hour.hour, date: dayMonth(selection.dateBook) })}</strong>
            {selection.salon && <span>{selection.salon.name}</span>}
          </p>
        )}
        <button
          type="button"
          className={`btn btn-accent ${styles.confirm} ${active ? '' : styles.inactive}`}
          onClick={onConfirm}
          disabled={pending}
          data-inactive={!active}
          data-testid="confirm-booking"
        >
          {m('step.button.confirmHour')}
        </button>
      </div>
    </div>
  );
}
