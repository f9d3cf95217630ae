import '../../locales';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useTranslation } from '../../../../lib/i18n';
import { Modal } from '../../../../components/ui/modal';
import { salonOffQueryOptions } from '../../api/get-salon-off';
import { useBooking } from '../../hooks/booking-context';
import type { SalonOff } from '../../model/booking-actions';
import type { SalonCard as Salon } from '../../model/booking-types';
import { toSalonSummary } from '../../model/salon-summary';
import { loadSalonCard } from '../../../salons';
import styles from './popups.module.css';

const SalonCard = lazy(() => loadSalonCard().then((module) => ({ default: module.SalonCard })));

/**
 * Salon-closed popup ('notice', spec §2): the salon's message and backup salons open that day, nearest
 * first; without any, the way back to the salon choice. A backup keeps the date and services.
 */
export default function SalonOffModal({ off }: { off: SalonOff }) {
  const { selection, ui, dispatch, today, track } = useBooking();
  const { t: tb } = useTranslation('booking');
  // The answer that opened this popup, from the query cache (asked again only if it was dropped meanwhile).
  const answer = useQuery(salonOffQueryOptions(off.salonId, off.date)).data;
  const backups = answer?.salonBackUp ?? [];
  const close = () => dispatch({ type: 'modalClosed', kind: 'salonOff' });
  const pick = (salon: Salon) => {
    track('select_backup_salon', { pickedSalonId: salon.id });
    dispatch({ type: 'salonChosen', salon: toSalonSummary(salon), dateBook: selection.dateBook, keepServices: true });
    if (ui.step === 1) dispatch({ type: 'goStep', step: selection.chosen.length > 0 ? 0 : 2 });
  };
  const chooseAnother = () => {
    close();
    dispatch({ type: 'goStep', step: 1 });
  };

  return (
    <Modal open onClose={close} title={tb('noticeTitle')}>
      <div data-testid="salon-off-modal">
        <p className={styles.text}>{answer?.message}</p>
        {backups.length > 0 ? (
          <>
            <h3 className={styles.subhead}>{tb('salonOffBackups')}</h3>
            <div className={styles.list}>
              <Suspense fallback={null}>
                {backups.map((salon) => (
                  <SalonCard key={salon.id} salon={salon} today={today} onPick={pick} />
                ))}
              </Suspense>
            </div>
          </>
        ) : (
          <button type="button" className="btn btn-accent" onClick={chooseAnother}>
            {tb('backToSalonChoice')}
          </button>
        )}
      </div>
    </Modal>
  );
}
