import { lazy } from 'react';
import { openLogin } from '../../../auth';
import { useBooking } from '../../hooks/booking-context';

// Steps 2-5 belong to features/services and features/vouchers; the wizard owns their state and loads
// them on demand.
const ServiceStep = lazy(() => import('../../../services').then((module) => ({ default: module.ServiceStep })));
const VoucherStep = lazy(() => import('../../../vouchers').then((module) => ({ default: module.VoucherStep })));

/** Steps 2 and 3: service list and service detail. */
export function ServicesScreen() {
  const { state, dispatch, track } = useBooking();
  return (
    <ServiceStep
      salonId={state.salonId}
      phone={state.phone || undefined}
      chosen={state.chosen}
      onChosenChange={(chosen) => dispatch({ type: 'servicesChanged', chosen })}
      allowChange={state.allowChange}
      onAllowChangeChange={(value) => dispatch({ type: 'allowChangeChanged', value })}
      selectConsultation={state.salon?.selectConsultation ?? false}
      campaign={state.campaign}
      onOpenVouchers={() => {
        track('open_vouchers');
        dispatch({ type: 'goStep', step: 4 });
      }}
      onDone={() => {
        track('services_done');
        dispatch({ type: 'goStep', step: 0 });
      }}
      detailGroupId={state.step === 3 ? state.detailGroupId : null}
      onOpenDetail={(groupId) => dispatch({ type: 'serviceDetailOpened', groupId })}
    />
  );
}

/** Steps 4 and 5: offers and offer detail. */
export function VouchersScreen() {
  const { state, dispatch, track } = useBooking();
  return (
    <VoucherStep
      salonId={state.salonId}
      phone={state.phone || undefined}
      dateBook={state.dateBook}
      chosen={state.chosen}
      campaign={state.campaign}
      onApply={(campaign) => {
        track('apply_campaign', { appliedCampaignId: campaign?.campaignId ?? 0 });
        dispatch({ type: 'campaignApplied', campaign });
      }}
      detailCampaignId={state.step === 5 ? state.detailCampaignId : null}
      onOpenDetail={(campaignId) => dispatch({ type: 'campaignDetailOpened', campaignId })}
      onRequireLogin={() => openLogin({ phone: state.phone })}
    />
  );
}
