import { z } from 'zod';
import { ZId } from './common';

// The salon proposes a change of services during a visit; the customer confirms it on
// /xac-nhan-thay-doi-dvsp/{token} (spec §2). One contract per endpoint, read by the API and the web.

/** The link's token: 256 random bits, base64url. */
export const ZServiceChangeToken = z.string().regex(/^[\w-]{20,100}$/, 'the link is not valid');

/** POST /api/v1/staff/service-changes (the salon system, with its staff key). */
export const ZProposeServiceChangeBody = z.object({
  bookingId: ZId,
  /** The whole new list of services (not a difference), each from the catalogue. */
  serviceIds: z.array(ZId).min(1).max(10),
  /** Who at the salon proposes it. */
  staffId: ZId.optional(),
});

export const ZProposedChange = z.object({ id: z.number(), expiresAt: z.string(), sentTo: z.enum(['zalo', 'sms', 'call']) });

const ZChangeLine = z.object({ name: z.string(), price: z.number(), oldPrice: z.number(), timeServe: z.number() });
const ZChangeSide = z.object({ services: z.array(ZChangeLine), total: z.number(), oldTotal: z.number(), minutes: z.number() });

export const SERVICE_CHANGE_STATES = ['pending', 'accepted', 'declined', 'expired', 'closed'] as const;

/** GET /api/v1/service-changes/{token}: what the customer compares before deciding. */
export const ZServiceChangeView = z.object({
  /** `expired`: the link's time is over; `closed`: a newer proposal replaced it or the visit ended. */
  state: z.enum(SERVICE_CHANGE_STATES),
  expiresAt: z.string(),
  bookingId: z.number(),
  salonName: z.string(),
  salonAddress: z.string(),
  stylistName: z.string(),
  dateBook: z.string(),
  hourBook: z.string(),
  /** The booking's phone with only its last three digits shown, so the customer knows it is his. */
  phoneMasked: z.string(),
  current: ZChangeSide,
  proposed: ZChangeSide,
});

/** POST /api/v1/service-changes/{token}: the customer's answer, decided once. */
export const ZServiceChangeDecisionBody = z.object({ decision: z.enum(['accept', 'decline']) });

export type TProposeServiceChangeBody = z.infer<typeof ZProposeServiceChangeBody>;
export type TProposedChange = z.infer<typeof ZProposedChange>;
export type TServiceChangeView = z.infer<typeof ZServiceChangeView>;
export type TServiceChangeDecision = z.infer<typeof ZServiceChangeDecisionBody>['decision'];
