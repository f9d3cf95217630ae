import { z } from 'zod';
import { FLOOR_ACTIONS, PAYMENT_METHODS, STAFF_ROLES } from '../rules/floor-roles';
import { VISIT_STAGES } from '../rules/visit-states';
import { PIN_PATTERN, STAFF_PASSWORD_MIN } from '../rules/floor-limits';
import { ZId, ZIdOrZero, ZLang, ZPhone, zText } from './common';

export { MAX_VISIT_PHOTO_BYTES, MAX_VISIT_PHOTOS, PIN_PATTERN, STAFF_PASSWORD_MIN, TABLET_IDLE_MS } from '../rules/floor-limits';

// The salon floor's calls (issue 30), under /api/v1/staff/... (OpenAPI tag `floor`).

export const ZStaffRole = z.enum(STAFF_ROLES);
export const ZFloorAction = z.enum(FLOOR_ACTIONS);
export const ZVisitStage = z.enum(VISIT_STAGES);

export const ZStaffLoginBody = z.object({
  phone: ZPhone,
  password: zText(128, { trim: false }).min(STAFF_PASSWORD_MIN),
  /** ALTCHA solution, required from the 3rd failure in 15 minutes (as for customers). */
  recaptcha: zText(4000, { trim: false }).nullish(),
  lang: ZLang,
});

export const ZStaffMe = z.object({
  id: z.number().int(),
  name: z.string(),
  phone: z.string(),
  role: ZStaffRole,
  /** Every role he holds: the primary `role` first, then those he holds beside it (issue 32). */
  roles: z.array(ZStaffRole),
  /** The `staff` row (shifts, bookings) of a stylist or skinner. */
  staffId: z.number().int().nullable(),
  homeSalonId: z.number().int().nullable(),
  regionId: z.number().int().nullable(),
  /** Where he works today: his shift's salon (lent for the day), else his home salon. */
  workSalonId: z.number().int().nullable(),
  /** Salons he acts in: his salon today, his region's, or 'all' for the chain. */
  salonIds: z.union([z.array(z.number().int()), z.literal('all')]),
  actions: z.array(ZFloorAction),
  /** The tablet this session was unlocked on, null on a personal login. */
  deviceId: z.number().int().nullable(),
});
export type TStaffMe = z.infer<typeof ZStaffMe>;

/** `token` also arrives as the httpOnly cookie; a client without cookies sends it as `X-Staff-Session`. */
export const ZStaffSession = z.object({ token: z.string(), expiresAt: z.string(), staff: ZStaffMe });
export type TStaffSession = z.infer<typeof ZStaffSession>;

export const ZEnrolDeviceBody = z.object({ salonId: ZId, name: zText(60).min(1) });
export const ZDevice = z.object({
  id: z.number().int(),
  salonId: z.number().int(),
  name: z.string(),
  enrolledBy: z.number().int(),
  createdAt: z.string(),
  revokedAt: z.string().nullable(),
});
export type TDevice = z.infer<typeof ZDevice>;
/** The credential is shown once: the tablet keeps it and sends it as `X-Device-Key`. */
export const ZEnrolledDevice = z.object({ device: ZDevice, credential: z.string() });
export const ZDeviceListQuery = z.object({ salonId: ZId, lang: ZLang });
export const ZDeviceParams = z.object({ id: ZId });

export const ZUnlockBody = z
  .object({
    phone: ZPhone.optional(),
    staffAccountId: ZId.optional(),
    pin: z.string().regex(PIN_PATTERN, 'pin must be 6 digits'),
    lang: ZLang,
  })
  .refine((b) => (b.phone === undefined) !== (b.staffAccountId === undefined), 'give the phone or the staffAccountId (one of them)');

export const ZSalonParams = z.object({ salonId: ZId });
export const ZDayQuery = z.object({ date: z.iso.date().optional(), lang: ZLang });

export const ZFloorBooking = z.object({
  bookingId: z.number().int(),
  startAt: z.string(),
  endAt: z.string(),
  stage: ZVisitStage,
  status: z.string(),
  version: z.number().int(),
  customerName: z.string().nullable(),
  /** Masked ("0905 *** 123") for the monitor. */
  phone: z.string().nullable(),
  stylist: z.object({ id: z.number().int(), name: z.string() }),
  skinnerId: z.number().int().nullable(),
  services: z.array(z.object({ id: z.number().int(), name: z.string() })),
  walkIn: z.boolean(),
  /** The customer confirmed he is coming (the one-tap link of a reminder, issue 33): the board's badge. */
  customerConfirmed: z.boolean(),
});
export type TFloorBooking = z.infer<typeof ZFloorBooking>;
export const ZFloorDay = z.object({
  salonId: z.number().int(),
  date: z.string(),
  /** The day's bookings by the hour they start ("9h00"), in order. */
  hours: z.array(z.object({ hour: z.string(), bookings: z.array(ZFloorBooking) })),
});
export type TFloorDay = z.infer<typeof ZFloorDay>;

/** Check-in by the booking's code (its QR) or by the customer's phone (today's booking at this salon). */
/** By the booking (a board's button), the customer's phone, or what his check-in QR holds as scanned or typed (SHINE12345). */
export const ZCheckInBody = z.union([
  z.object({ bookingId: ZId }).strict(),
  z.object({ phone: ZPhone }).strict(),
  z.object({ code: z.string().trim().min(1).max(40) }).strict(),
]);

export const ZWalkInBody = z.object({
  phone: ZPhone,
  serviceIds: z.array(ZId).min(1).max(10),
  /** 0: any stylist (the soonest free, then the fewest customers today, then the longest waiting). */
  stylistId: ZIdOrZero,
});

export const ZVisitParams = z.object({ bookingId: ZId });
export const ZStartWashBody = z.object({ skinnerId: ZId.optional() });
/** `version`: the visit as the screen showed it; an undo of a visit changed since is refused. */
export const ZUndoBody = z.object({ version: z.number().int().positive().optional() });

export const ZVisitResult = z.object({
  bookingId: z.number().int(),
  stage: ZVisitStage,
  status: z.string(),
  version: z.number().int(),
  stylistId: z.number().int(),
  startAt: z.string(),
});
export type TVisitResult = z.infer<typeof ZVisitResult>;

/** Payment at reception (issue 30): how the customer pays the visit's total. */
export const ZPaymentMethod = z.enum(PAYMENT_METHODS);
export type TPaymentMethod = z.infer<typeof ZPaymentMethod>;
export const ZPayBody = z.object({ method: ZPaymentMethod }).strict();

/** A paid visit's receipt: the total taken, how, and its e-invoice number (Decree 70/2025). */
export const ZReceipt = z.object({
  bookingId: z.number().int(),
  salonId: z.number().int(),
  amount: z.number().int(),
  method: ZPaymentMethod,
  invoiceNumber: z.string(),
  paidAt: z.string(),
  /** The customer's prepaid balance after a `balance` payment, else null. */
  balanceAfter: z.number().int().nullable(),
});
export type TReceipt = z.infer<typeof ZReceipt>;

/** The VietQR reception shows for a transfer: the EMVCo payload to draw as a QR, and what it carries. */
export const ZVietQr = z.object({
  bookingId: z.number().int(),
  amount: z.number().int(),
  visitCode: z.string(),
  bankBin: z.string(),
  accountNumber: z.string(),
  payload: z.string(),
});
export type TVietQr = z.infer<typeof ZVietQr>;

/** A photo of a visit: its id (to delete or report it) and address. */
export const ZVisitPhoto = z.object({ id: z.number().int(), url: z.string(), createdAt: z.string() });
export type TVisitPhoto = z.infer<typeof ZVisitPhoto>;

/**
 * One visit for the stylist's screen (GET /api/v1/staff/visits/:bookingId, every role of the salon). The
 * monitor gets `customer.name` as "anh" + given name and a masked phone, no note and no preferences.
 */
export const ZVisitDetail = z.object({
  bookingId: z.number().int(),
  salonId: z.number().int(),
  stage: ZVisitStage,
  status: z.string(),
  version: z.number().int(),
  startAt: z.string(),
  endAt: z.string(),
  customer: z.object({
    /** Full name; "anh Tuấn" for the monitor. */
    name: z.string().nullable(),
    /** "anh Tuấn": how the stylist greets him. */
    greeting: z.string().nullable(),
    /** Masked ("0905 *** 123") for the monitor. */
    phone: z.string().nullable(),
  }),
  stylist: z.object({ id: z.number().int(), name: z.string() }),
  /** The services as they stand now (a confirmed change has replaced the booked ones). */
  services: z.array(z.object({ id: z.number().int(), name: z.string(), price: z.number().int() })),
  totalPrice: z.number().int(),
  /** Changes of services proposed during the visit and confirmed by the customer, oldest first. */
  serviceChanges: z.array(
    z.object({
      id: z.number().int(),
      services: z.array(z.object({ id: z.number().int(), name: z.string(), price: z.number().int() })),
      totalPrice: z.number().int(),
      decidedAt: z.string().nullable(),
    }),
  ),
  note: z.string().nullable(),
  /** His answers to the customer questions (job, birthday...). */
  preferences: z.array(z.object({ question: z.string(), answer: z.string() })),
  /** The hairstyles he uploaded at booking step 6. */
  referencePhotos: z.array(ZVisitPhoto),
  /** This visit's after-cut photos (at most 4). */
  photos: z.array(ZVisitPhoto),
  /** His last 3 completed visits before this one, newest first, with their after-cut photos. */
  pastVisits: z.array(
    z.object({ bookingId: z.number().int(), date: z.string(), salonId: z.number().int(), stylistName: z.string(), photos: z.array(ZVisitPhoto) }),
  ),
});
export type TVisitDetail = z.infer<typeof ZVisitDetail>;

/** A stylist's own bookings of today at a salon, in order (GET /api/v1/staff/salons/:salonId/my-queue). */
export const ZMyQueue = z.object({
  salonId: z.number().int(),
  date: z.string(),
  stylistId: z.number().int(),
  visits: z.array(
    z.object({
      bookingId: z.number().int(),
      startAt: z.string(),
      endAt: z.string(),
      stage: ZVisitStage,
      version: z.number().int(),
      customerName: z.string().nullable(),
      services: z.array(z.object({ id: z.number().int(), name: z.string() })),
      note: z.string().nullable(),
    }),
  ),
});
export type TMyQueue = z.infer<typeof ZMyQueue>;

export const ZVisitPhotoParams = z.object({ bookingId: ZId, imageId: ZId });
/** The visit's after-cut photos after an upload or a delete. */
export const ZVisitPhotos = z.object({ bookingId: z.number().int(), photos: z.array(ZVisitPhoto) });
export type TVisitPhotos = z.infer<typeof ZVisitPhotos>;

/** A customer's open "not me" report on an after-cut photo, as the salon manager sees it. */
export const ZImageReport = z.object({
  id: z.number().int(),
  bookingId: z.number().int(),
  imageId: z.number().int(),
  url: z.string(),
  customerName: z.string().nullable(),
  /** The visit's day (YYYY-MM-DD) and stylist. */
  visitDate: z.string(),
  stylistName: z.string(),
  reportedAt: z.string(),
});
export type TImageReport = z.infer<typeof ZImageReport>;
export const ZImageReports = z.object({ salonId: z.number().int(), reports: z.array(ZImageReport) });
export const ZImageReportParams = z.object({ salonId: ZId, id: ZId });
/** remove: the photo leaves the customer's history; keep: it stays (the report is closed either way). */
export const ZResolveImageReportBody = z.object({ action: z.enum(['remove', 'keep']) }).strict();
export const ZResolvedImageReport = z.object({
  id: z.number().int(),
  imageId: z.number().int(),
  resolution: z.enum(['remove', 'keep']),
  resolvedAt: z.string(),
});

/** The kiosk's self check-in (`source=friendly_checkin`): the customer types his phone on the salon's tablet. */
export const ZSelfCheckInBody = z.object({ phone: ZPhone, lang: ZLang });
/** Only what a screen in the salon may show: "anh Tuấn", the hour and the stylist; never the full name or phone. */
export const ZSelfCheckInResult = z.object({
  greeting: z.string().nullable(),
  /** "10h10" */
  hour: z.string(),
  stylistName: z.string(),
  /** True when he had already been checked in (a second tap): nothing changed. */
  alreadyCheckedIn: z.boolean(),
});
export type TSelfCheckInResult = z.infer<typeof ZSelfCheckInResult>;
