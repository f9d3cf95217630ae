import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { useTranslation } from '../../../../lib/i18n';
import { Spinner } from '../../../../components/ui/spinner-overlay';
import { loadSalonChooser } from '../../../salons';
import { BookingContext, type BookingMode } from '../../hooks/booking-context';
import { useBookingWizard } from '../../hooks/use-booking-wizard';
import type { BlockState } from '../../model/booking-types';
import type { WizardModal as Shown } from '../../model/wizard-ui';
import type { SmallModal } from '../modals/wizard-modal';
import { MainScreen } from '../main/main-screen';
import { WizardHeader } from './wizard-header';
import styles from './booking-wizard.module.css';

// Only step 0 is in the route's first chunk; every other screen and the heavier modals load on demand.
// Step 1 is the salons' chooser behind the wizard's own step: both chunks load at once, not one after the other.
const SalonStep = lazy(() => Promise.all([import('./salon-step'), loadSalonChooser()]).then(([step]) => step));
const ExtensionStep = lazy(() => import('../extension/extension-step'));
const OtpModal = lazy(() => import('../modals/otp-modal'));
const StepScreen = lazy(() => import('./step-screens'));
const WizardModal = lazy(() => import('../modals/wizard-modal'));
const SalonOffModal = lazy(() => import('../modals/salon-off-modal'));

/** The URL stylist's busy-today notice is his rules' own (url-stylist-rules.tsx). */
const isSmall = (modal: Shown | null): modal is SmallModal =>
  modal !== null && modal.kind !== 'salonOff' && modal.kind !== 'stylistBusyToday' && modal.kind !== 'otp';

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
  const { ui, selection, modal } = value;

  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [ui.step]);

  return (
    <BookingContext value={value}>
      <div className={styles.page}>
        <WizardHeader title={mode === 'home' && ui.step === 0 ? t('pages.bookingAtHome') : undefined} />
        <div className={styles.body}>
          <Suspense fallback={<StepFallback />}>
            {ui.step === 0 && <MainScreen salonBlock={salonBlock} />}
            {ui.step === 1 && <SalonStep />}
            {ui.step >= 2 && ui.step <= 5 && <StepScreen step={ui.step} />}
            {ui.step >= 6 && <ExtensionStep />}
          </Suspense>
        </div>
        <Suspense fallback={null}>
          {modal?.kind === 'salonOff' ? <SalonOffModal off={modal.off} /> : isSmall(modal) && <WizardModal modal={modal} />}
          {/* Mounted with the booking: the code asked for and the resend countdown outlive a closing. */}
          {selection.booking?.isUseOtp && <OtpModal open={modal?.kind === 'otp'} />}
        </Suspense>
      </div>
    </BookingContext>
  );
}
