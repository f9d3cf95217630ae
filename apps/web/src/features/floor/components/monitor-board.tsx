import type { TFloorBooking } from '@shine/shared/schemas/floor';
import type { VisitStage } from '@shine/shared/rules/visit-states';
import { useTranslation } from '../../../lib/i18n';
import { useFloorDay } from '../api/floor-day';
import { useFloorEvents } from '../api/floor-events';
import { salonClock } from '../model/salon-clock';
import styles from './floor.module.css';

const COLUMNS = ['booked', 'checked_in', 'wash', 'cut'] as const satisfies readonly VisitStage[];
/** Customers expected in the next hours, not the whole day: a TV is read from across the room. */
const EXPECTED_SHOWN = 8;

/**
 * The salon's TV (the monitor role): who is waiting, at the wash and in the chair, and who is expected next,
 * in large type. "anh" + given name and the phone's last 3 digits only; the server sends nothing more.
 */
export function MonitorBoard({ salonId }: { salonId: number }) {
  const { t } = useTranslation('floor');
  const day = useFloorDay(salonId);
  useFloorEvents(salonId);
  const visits = (day.data?.hours ?? []).flatMap((hour) => hour.bookings);
  return (
    <div className={styles.monitor} data-testid="monitor-board">
      {COLUMNS.map((stage) => {
        const here = visits.filter((visit) => visit.stage === stage);
        const shown = stage === 'booked' ? here.slice(0, EXPECTED_SHOWN) : here;
        return (
          <section key={stage} className={styles.monitorColumn} aria-labelledby={`monitor-${stage}`} data-stage={stage}>
            <h2 id={`monitor-${stage}`} className={styles.monitorTitle}>
              {t(`monitor.${stage}`)} <span className={styles.muted}>({here.length})</span>
            </h2>
            <ul className={styles.monitorList}>
              {shown.map((visit) => (
                <MonitorRow key={visit.bookingId} visit={visit} />
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}

function MonitorRow({ visit }: { visit: TFloorBooking }) {
  const { t } = useTranslation('floor');
  const time = salonClock(visit.startAt);
  return (
    <li className={styles.monitorRow} data-booking-id={visit.bookingId}>
      <strong>{visit.customerName ?? t('day.guest')}</strong>
      <span className={styles.muted}>
        {visit.phone} · {time} · {visit.stylist.name}
      </span>
    </li>
  );
}
