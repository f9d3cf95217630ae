import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { useTranslation } from '../../../../lib/i18n';
import { Spinner } from '../../../../components/ui/spinner-overlay';
import { BookingContext, type BookingMode } from '../../hooks/booking-context';
import { useBookingWizard } from '../../hooks/use-booking-wizard';
import type { BlockState } from '../../model/booking-types';
import { MainScreen } from '../main/main-screen';
import { WizardHeader } from './wizard-header';
import styles from './booking-wizard.module.css';

// Only step 0 is in the route's first chunk; every other screen and the heavier modals load on demand.
const SalonChooser = lazy(() => import('../salon-chooser/salon-chooser').then((module) => ({ default: module.SalonChooser })));
const ExtensionStep = lazy(() => import('../extension/extension-step'));
const OtpModal = lazy(() => import('../modals/otp-modal').then((module) => ({ default: module.OtpModal })));
const ServicesScreen = lazy(() => import('./step-screens').then((module) => ({ default: module.ServicesScreen })));
const VouchersScreen = lazy(() => import('./step-screens').then((module) => ({ default: module.VouchersScreen })));
const PhonePopup = lazy(() => import('../modals/phone-popup').then((module) => ({ default: module.PhonePopup })));
const NamePopup = lazy(() => import('../modals/name-popup').then((module) => ({ default: module.NamePopup })));
const BusyNotice = lazy(() => import('../modals/notice-modals').then((module) => ({ default: module.BusyNotice })));
const LinkNoticeModal = lazy(() => import('../modals/notice-modals').then((module) => ({ default: module.LinkNoticeModal })));
const MoveSalonModal = lazy(() => import('../modals/notice-modals').then((module) => ({ default: module.MoveSalonModal })));
const BackupConfirmModal = lazy(() => import('../modals/notice-modals').then((module) => ({ default: module.BackupConfirmModal })));
const SalonOffModal = lazy(() => import('../modals/salon-off-modal').then((module) => ({ default: module.SalonOffModal })));

function StepFallback() {
  return (
    <div className={styles.fallback}>
      <Spinner size={36} />
    </div>
  );
}

/** The booking wizard (spec §2 steps 0-7): header, the current step, and its modals. */
export function BookingWizard({ mode, salonBlock }: { mode: BookingMode; salonBlock?: ComponentType<{ blockState: BlockState }> }) {
  const { t } = useTranslation();
  const value = useBookingWizard(mode);
  const { state, modal } = value;

  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [state.step]);

  return (
    <BookingContext value={value}>
      <div className={styles.page}>
        <WizardHeader title={mode === 'home' && state.step === 0 ? t('pages.bookingAtHome') : undefined} />
        <div className={styles.body}>
          <Suspense fallback={<StepFallback />}>
            {state.step === 0 && <MainScreen salonBlock={salonBlock} />}
            {state.step === 1 && <SalonChooser />}
            {(state.step === 2 || state.step === 3) && <ServicesScreen />}
            {(state.step === 4 || state.step === 5) && <VouchersScreen />}
            {state.step >= 6 && <ExtensionStep />}
          </Suspense>
        </div>
        <Suspense fallback={null}>
          {modal === 'phone' && <PhonePopup />}
          {modal === 'name' && <NamePopup />}
          {modal === 'linkNotice' && <LinkNoticeModal />}
          {modal === 'salonOff' && <SalonOffModal />}
          {modal === 'moveSalon' && <MoveSalonModal />}
          {modal === 'notice' && <BusyNotice />}
          {modal === 'backupChoice' && <BackupConfirmModal />}
          {state.booking?.isUseOtp && <OtpModal />}
        </Suspense>
      </div>
    </BookingContext>
  );
}
