import '../../locales';
import { formatPhone } from '@shine/shared';
import { lazy, Suspense, type ComponentType } from 'react';
import { useTranslation } from '../../../../lib/i18n';
import { useBooking } from '../../hooks/booking-context';
import { useCreateBooking } from '../../hooks/use-create-booking';
import { useSchedule } from '../../hooks/use-schedule';
import { blockStates } from '../../model/booking-selectors';
import type { BlockState } from '../../model/booking-types';
import { ConfirmBar } from './confirm-bar';
import { SalonBlock } from './salon-block';
import { ScheduleBlock } from './schedule-block';
import { ServicesBlock } from './services-block';
import styles from './main-screen.module.css';

// Below the fold or only in some visits: loaded after the blocks.
const BookingOptions = lazy(() => import('./booking-options').then((module) => ({ default: module.BookingOptions })));
const UrlStylistRules = lazy(() => import('./url-stylist-rules'));
const WalletNote = lazy(() => import('../../../membership').then((module) => ({ default: module.WalletNote })));

/** Step 0: the three blocks, the extras and 'Chốt giờ cắt' (spec §2 "Main screen blocks"). */
export function MainScreen({ salonBlock: FirstBlock = SalonBlock }: { salonBlock?: ComponentType<{ blockState: BlockState }> }) {
  const { state, dispatch } = useBooking();
  const { t } = useTranslation('booking');
  const schedule = useSchedule();
  const blocks = blockStates(state);
  const chosenStylist = schedule.urlStylist.data?.info ?? schedule.stylists.data?.stylists.find((s) => s.staffId === state.stylistId);
  const { submit, pending } = useCreateBooking();

  return (
    <div className={styles.screen} data-testid="main-screen">
      {state.phone && (
        <p className={styles.phoneRow}>
          <span>{t('bookingFor', { phone: formatPhone(state.phone) })}</span>
          <button type="button" className={styles.linkButton} onClick={() => dispatch({ type: 'popupOpened', popup: 'phone' })}>
            {t('changePhone')}
          </button>
        </p>
      )}
      {state.phone && (
        <Suspense fallback={null}>
          <WalletNote phone={state.phone} />
        </Suspense>
      )}
      <FirstBlock blockState={blocks.salon} />
      <ServicesBlock blockState={blocks.services} />
      <ScheduleBlock blockState={blocks.schedule} schedule={schedule} />
      <Suspense fallback={null}>
        <BookingOptions />
        {state.stylistFromUrl && <UrlStylistRules query={schedule.urlStylist} />}
      </Suspense>
      <ConfirmBar onConfirm={() => void submit(chosenStylist?.isMaster ?? false)} pending={pending} />
    </div>
  );
}
