import '../../locales';
import { formatPhone } from '@shine/shared';
import { lazy, Suspense, type ComponentType } from 'react';
import { useTranslation } from '../../../../lib/i18n';
import { useBooking } from '../../hooks/booking-context';
import { useCreateBooking } from '../../hooks/use-create-booking';
import { blockStates } from '../../model/booking-selectors';
import type { BlockState } from '../../model/booking-types';
import BookingOptions from './booking-options';
import { ConfirmBar } from './confirm-bar';
import { SalonBlock } from './salon-block';
import { ScheduleBlock } from './schedule-block';
import { ServicesBlock } from './services-block';
import styles from './main-screen.module.css';

// Only in some visits: loaded after the blocks. The extras below are not lazy: they are in the server's
// HTML, and a lazy chunk's stylesheet arrives after the first paint (the switches drawn unstyled).
const UrlStylistRules = lazy(() => import('./url-stylist-rules'));
const WalletNote = lazy(() => import('../../../membership').then((module) => ({ default: module.WalletNote })));

/** Step 0: the three blocks, the extras and 'Chốt giờ cắt' (spec §2 "Main screen blocks"). */
export function MainScreen({ salonBlock: FirstBlock = SalonBlock }: { salonBlock?: ComponentType<{ blockState: BlockState }> }) {
  const { selection, schedule, dispatch } = useBooking();
  const { t } = useTranslation('booking');
  const blocks = blockStates(selection);
  const chosenStylist = schedule.urlStylist.data?.info ?? schedule.stylists.data?.stylists.find((s) => s.staffId === selection.stylistId);
  const { submit, pending } = useCreateBooking();

  return (
    <div className={styles.screen} data-testid="main-screen">
      {selection.phone && (
        <p className={styles.phoneRow}>
          <span>{t('bookingFor', { phone: formatPhone(selection.phone) })}</span>
          <button type="button" className={styles.linkButton} onClick={() => dispatch({ type: 'modalOpened', modal: { kind: 'phone' } })}>
            {t('changePhone')}
          </button>
        </p>
      )}
      {selection.phone && (
        <Suspense fallback={null}>
          <WalletNote phone={selection.phone} />
        </Suspense>
      )}
      <FirstBlock blockState={blocks.salon} />
      <ServicesBlock blockState={blocks.services} />
      <ScheduleBlock blockState={blocks.schedule} />
      <BookingOptions />
      {selection.stylistFromUrl && (
        <Suspense fallback={null}>
          <UrlStylistRules query={schedule.urlStylist} />
        </Suspense>
      )}
      <ConfirmBar onConfirm={() => void submit(chosenStylist?.isMaster ?? false)} pending={pending} />
    </div>
  );
}
