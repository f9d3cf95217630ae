import { lazy } from 'react';
import { openLogin } from '../../../auth';
import { loadServiceStep } from '../../../services';
import { useBooking } from '../../hooks/booking-context';

// Steps 2-5 belong to features/services and features/vouchers; the wizard owns their state and loads
// them on demand.
const ServiceStep = lazy(() => loadServiceStep().then((module) => ({ default: module.ServiceStep })));
const VoucherStep = lazy(() => import('../../../vouchers').then((module) => ({ default: module.VoucherStep })));

/** Steps 2 and 3: service list and service detail. */
function ServicesScreen() {
  const { selection, ui, dispatch, track } = useBooking();
  return (
    <ServiceStep
      salonId={selection.salonId}
      phone={selection.phone || undefined}
      chosen={selection.chosen}
      onChosenChange={(chosen) => dispatch({ type: 'servicesChanged', chosen })}
      allowChange={selection.allowChange}
      onAllowChangeChange={(value) => dispatch({ type: 'allowChangeChanged', value })}
      selectConsultation={selection.salon?.selectConsultation ?? false}
      campaign={selection.campaign}
      onOpenVouchers={() => {
        track('open_vouchers');
        dispatch({ type: 'goStep', step: 4 });
      }}
      onDone={() => {
        track('services_done');
        dispatch({ type: 'goStep', step: 0 });
      }}
      detailGroupId={ui.step === 3 ? ui.detailGroupId : null}
      onOpenDetail={(groupId) => dispatch({ type: 'serviceDetailOpened', groupId })}
    />
  );
}

/** Steps 4 and 5: offers and offer detail. */
function VouchersScreen() {
  const { selection, ui, dispatch, track } = useBooking();
  return (
    <VoucherStep
      salonId={selection.salonId}
      phone={selection.phone || undefined}
      dateBook={selection.dateBook}
      chosen={selection.chosen}
      campaign={selection.campaign}
      onApply={(campaign) => {
        track('apply_campaign', { appliedCampaignId: campaign?.campaignId ?? 0 });
        dispatch({ type: 'campaignApplied', campaign });
      }}
      detailCampaignId={ui.step === 5 ? ui.detailCampaignId : null}
      onOpenDetail={(campaignId) => dispatch({ type: 'campaignDetailOpened', campaignId })}
      onRequireLogin={() => openLogin({ phone: selection.phone })}
    />
  );
}

/** Steps 2-5, loaded together. */
export default function StepScreen({ step }: { step: number }) {
  return step <= 3 ? <ServicesScreen /> : <VouchersScreen />;
}
