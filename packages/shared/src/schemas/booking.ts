import { z } from 'zod';
import { ZBoolish, ZDateBook, ZId, ZIdOrZero, ZLang, ZOptionalPhone, ZPhone, zText } from './common';

/** A field the spec sends as JSON text (chosenServices, utilityService, params); arrays/objects accepted too. */
const jsonText = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v, ctx) => {
    if (typeof v !== 'string') return v;
    if (v.trim() === '') return undefined;
    try {
      return JSON.parse(v);
    } catch {
      ctx.addIssue({ code: 'custom', message: 'must be valid JSON text' });
      return z.NEVER;
    }
  }, schema);

export const ZChosenService = z.object({
  id: ZId,
  name: zText(200).optional(),
  type: z.union([zText(100), z.number()]).optional(),
  campaignId: z.union([ZIdOrZero, z.null()]).optional(),
  campaignName: zText(200).nullish(),
});

const ZOptionalCampaign = z.preprocess((v) => (v === '' || v === 0 || v === '0' ? null : v), z.union([ZId, z.null()]).default(null));
const flag = (fallback: boolean) => ZBoolish.default(fallback);

/** booKingV2 (spec §7 "Named booking operations"), plus isBookAtHome / addressId for booking at home. */
export const ZCreateBookingBody = z.object({
  salonId: ZId,
  phone: ZPhone,
  stylistId: ZIdOrZero.default(0),
  dateBook: ZDateBook,
  services: zText(2000).optional(),
  chosenServices: jsonText(z.array(ZChosenService).max(30)).default([]),
  bookHourId: ZId,
  subHourId: ZIdOrZero.nullish(),
  secondSubHourId: ZIdOrZero.nullish(),
  bookAt: z.coerce.number().int().min(0).max(9).default(3),
  campaign: ZOptionalCampaign,
  userId: ZIdOrZero.nullish(),
  receiveAdvice: flag(true),
  utilityService: jsonText(z.array(z.object({ id: ZIdOrZero, name: zText(200) })).max(20)).default([]),
  littleAdvice: flag(false),
  numberPersons: z.coerce.number().int().min(0).max(10).default(0),
  utmSource: zText(100).nullish(),
  params: jsonText(z.record(zText(50), zText(500))).default({}),
  campaigns: z
    .array(z.object({ id: ZId, name: zText(200).optional() }))
    .max(5)
    .default([]),
  isMaster: flag(false),
  adviceUND: flag(false),
  adviceProduct: flag(false),
  allowChange: flag(false),
  isBookAtHome: flag(false),
  addressId: ZId.nullish(),
});
export type TCreateBookingBody = z.input<typeof ZCreateBookingBody>;

export const ZBookingRecord = z.object({
  /** The booking's id as spec §3 names it in the create result (`booking.id`); `bookingId` is the same. */
  id: z.number(),
  bookingId: z.number(),
  dateBook: z.string(),
  hourBook: z.string(),
  startAt: z.string(),
  customerPhone: z.string(),
  salonId: z.number(),
  salonName: z.string(),
  /** Shown by shownAddress (rules/salon-address): the post-2025 address first, this one as the hint. */
  salonAddress: z.string(),
  salonAddressNew: z.string().nullable(),
  salonMap: z.string().nullable(),
  parkingMap: z.string().nullable(),
  stylistId: z.number(),
  stylistName: z.string(),
  stylistAvatar: z.string().nullable(),
  status: z.string(),
  canceled: z.boolean(),
  isBookAtHome: z.boolean(),
  /** At home: the customer's address the stylist comes to (null at a salon). */
  homeAddress: z.string().nullable(),
  /** When the services end ("10h40"): with hourBook, the window the stylist is with the customer at home. */
  hourEnd: z.string(),
  isUseOtp: z.boolean(),
  services: z.array(z.object({ id: z.number(), name: z.string(), price: z.number(), oldPrice: z.number(), timeServe: z.number() })),
  totalMoney: z.number(),
  oldTotalMoney: z.number(),
});
export type TBookingRecord = z.infer<typeof ZBookingRecord>;

/** What the anonymous lookup popup may say about a phone's upcoming booking: that it exists, when and where. */
export const ZBookingExists = z.object({ dateBook: z.string(), hourBook: z.string(), salonName: z.string() });
export type TBookingExists = z.infer<typeof ZBookingExists>;

/** Create answers the booking and the booking-scoped token (header `X-Booking-Token`) of the browser that booked. */
export const ZCreatedBooking = z.object({ booking: ZBookingRecord, accessToken: z.string() });
export type TCreatedBooking = z.infer<typeof ZCreatedBooking>;

export const ZOtpResult = z.object({
  success: z.boolean(),
  message: z.string(),
  allowResendAfterSeconds: z.number(),
  verificationMethod: z.enum(['sms', 'zalo', 'call']),
});
export type TOtpResult = z.infer<typeof ZOtpResult>;

/** POST /booking/otp: a code confirming the held booking, sent to its phone. */
export const ZBookingOtpBody = z.object({ bookingId: ZId, customerPhone: ZOptionalPhone, lang: ZLang });
export type TBookingOtpBody = z.input<typeof ZBookingOtpBody>;

/** PUT /booking/verify-otp-booking: the 6-digit code of a held booking; answers the confirmed booking. */
export const ZVerifyBookingOtpBody = z.object({
  bookingId: ZId,
  phone: ZOptionalPhone,
  code: z.string().regex(/^\d{6}$/, 'code must be 6 digits'),
  lang: ZLang,
});
export type TVerifyBookingOtpBody = z.input<typeof ZVerifyBookingOtpBody>;
export const ZVerifiedBooking = z.object({ booking: ZBookingRecord });
export type TVerifiedBooking = z.infer<typeof ZVerifiedBooking>;

/** Hour box of the hour strip (spec §3): `hour` like '9h30', the grid slot ids it covers. */
export const ZHourBox = z.object({
  hour: z.string(),
  hourFrame: z.string(),
  isFree: z.boolean(),
  hourId: z.number(),
  subHourId: z.number(),
  secondSubHourId: z.number(),
  salonId: z.number(),
  guideText: z.string(),
});
export type THourBox = z.infer<typeof ZHourBox>;

export const ZHourGroup = z.object({ name: z.string(), hours: z.array(ZHourBox) });
export type THourGroup = z.infer<typeof ZHourGroup>;
