import { bookAtCode } from '@shine/shared';
import type { BookingState } from './booking-reducer';

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

export interface CreateBookingBody {
  salonId: number;
  phone: string;
  stylistId: number;
  dateBook: string;
  services: string;
  chosenServices: string;
  bookHourId: number;
  subHourId: number;
  secondSubHourId: number;
  bookAt: number;
  campaign: number | null;
  userId: number;
  receiveAdvice: boolean;
  utilityService: string;
  littleAdvice: boolean;
  numberPersons: number;
  utmSource: string | null;
  params: string;
  campaigns: { id: number; name: string }[];
  isMaster: boolean;
  adviceUND: boolean;
  adviceProduct: boolean;
  allowChange: boolean;
  isBookAtHome: boolean;
  addressId: number | null;
}

/** Service type sent in chosenServices: the catalogue's regular service type. */
const SERVICE_TYPE = 1;

export function buildCreateBookingBody(state: BookingState, ctx: BookingContext): CreateBookingBody {
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
