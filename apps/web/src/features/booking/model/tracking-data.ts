import type { Selection } from './booking-selection';

/** The `data` of a booking tracking event (spec §3 "Tracking event"). */
export function trackingData(state: Selection, step: number, customerId: number): Record<string, unknown> {
  return {
    customerId,
    phone: state.phone,
    salonId: state.salonId,
    chosenServices: JSON.stringify(state.chosen.map((service) => ({ id: service.serviceId, name: service.name }))),
    dateBook: state.dateBook,
    stylistId: state.stylistId,
    hourBook: state.hour?.hour ?? '',
    skinnerId: state.skinnerId,
    step,
    campaignId: state.campaign?.campaignId ?? 0,
  };
}
