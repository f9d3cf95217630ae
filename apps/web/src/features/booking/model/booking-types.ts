import type { TBookDateOption, TSkinner, TStylist } from '@shine/shared/schemas/availability';
import type { TBookingRecord, THourBox, THourGroup } from '@shine/shared/schemas/booking';
import type { TSalonCard } from '@shine/shared/schemas/salon';

// Shapes of the booking wizard (spec §3 "Booking selection", hour box, stylist, date option).
// Server shapes are the API's (apps/api route schemas); only types cross into the bundle, never zod.

/** A chosen service, exactly as the service picker (features/services) hands it over. */
export type { ChosenService } from '../../services';

export interface ChosenCampaign {
  campaignId: number;
  /** Vietnamese; `nameEn` the English one when the offer has one. */
  name: string;
  nameEn?: string;
}

export type HourBox = THourBox;
export type HourGroup = THourGroup;

export type Stylist = TStylist;
export type Skinner = TSkinner;
/** Date option of the dropdown; `date` is DD-MM-YYYY as the API sends it. */
export type BookDateOption = TBookDateOption;

/** What the wizard keeps of a salon (cards, detail and backup entries all reduce to this). */
export type SalonSummary = Pick<TSalonCard, 'id' | 'name' | 'address' | 'addressNew' | 'openingDate' | 'selectConsultation' | 'bookManyPeople'>;

export type SalonCard = TSalonCard;
export type BookingRecord = TBookingRecord;

/** One of the three hairstyle photo slots: a local picture (collection, history) or an upload. */
export type ImageSlot = { kind: 'local'; url: string; name: string } | { kind: 'upload'; url: string; name: string; blob: Blob };

export type Popup = 'phone' | 'name' | null;
export type BlockState = 'done' | 'active' | 'neutral';
