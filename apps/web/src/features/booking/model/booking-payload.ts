import type { TCreateBookingBody } from '@shine/shared/schemas/booking';
import { bookAtCode } from '@shine/shared';
import type { Selection } from './booking-selection';

// booKingV2 body (spec §7 "Named booking operations"), built from the selection. Pure.

export interface BookingContext {
  source: string | null;
  utmSource: string | null;
  /** URL parameters without utm_source and token (bookingParams). */
  params: Record<string, string>;
  userId: number;
  isMaster: boolean;
  isBookAtHome?: boolean;
  addressId?: number | null;
}

/** The create call's body as packages/shared declares it (the API validates the same schema). */
export type CreateBookingBody = TCreateBookingBody;

/** Service type sent in chosenServices: the catalogue's regular service type. */
const SERVICE_TYPE = 1;

export function buildCreateBookingBody(state: Selection, ctx: BookingContext): CreateBookingBody {
  const hour = state.hour;
  if (!hour || !state.salonId || !state.phone) throw new Error('A booking needs a salon, an hour and a phone');
  const campaign = state.campaign;
  const chosenServices = state.chosen.map((service) => ({
    id: service.serviceId,
    name: service.name,
    type: SERVICE_TYPE,
    campaignId: campaign?.campaignId ?? 0,
    campaignName: campaign?.name ?? '',
  }));
  return {
    salonId: hour.salonId || state.salonId,
    phone: state.phone,
    stylistId: state.stylistId,
    dateBook: state.dateBook,
    services: state.chosen.map((service) => service.name).join(','),
    chosenServices: JSON.stringify(chosenServices),
    bookHourId: hour.hourId,
    subHourId: hour.subHourId,
    secondSubHourId: hour.secondSubHourId,
    bookAt: bookAtCode(ctx.source, ctx.utmSource),
    campaign: campaign?.campaignId ?? null,
    userId: ctx.userId,
    receiveAdvice: state.receiveAdvice,
    utilityService: JSON.stringify([]),
    littleAdvice: state.littleAdvice,
    numberPersons: state.numberPersons,
    utmSource: ctx.utmSource,
    params: JSON.stringify(ctx.params),
    campaigns: campaign ? [{ id: campaign.campaignId, name: campaign.name }] : [],
    isMaster: ctx.isMaster,
    adviceUND: false,
    adviceProduct: false,
    allowChange: state.allowChange,
    isBookAtHome: ctx.isBookAtHome ?? false,
    addressId: ctx.addressId ?? null,
  };
}
