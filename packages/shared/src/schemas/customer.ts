import { z } from 'zod';
import { CONSENT_PURPOSES, CONSENT_TEXT_VERSIONS } from '../rules/consent';
import { PAYMENT_METHODS } from '../rules/payment-methods';
import { HISTORY_MAX_PAGE_SIZE, HISTORY_PAGE_SIZE } from '../rules/constants';
import { ZId, ZLang, ZOptionalPhone, ZPhone, zText } from './common';

// Customer calls (spec §7 Customer): profile, consent, history, ratings, questions, account deletion.

export const ZUpdateCustomerBody = z.object({
  name: zText(60, { trim: false }).optional(),
  /** Empty string clears it. */
  email: zText(120).optional(),
  /** DD/MM/YYYY; empty string clears it. */
  dateOfBirth: zText(10).optional(),
  lang: ZLang,
});

/** Consent is recorded with its purpose and the version of the text the customer agreed to (ADR 012). */
export const ZConsentBody = z.object({
  phone: ZPhone,
  purpose: z.enum(CONSENT_PURPOSES, { error: 'purpose must be one of: booking' }),
  textVersion: z.enum(CONSENT_TEXT_VERSIONS, { error: 'textVersion must be a known version of the consent text' }),
  brandName: zText(40).optional(),
  lang: ZLang,
});
export type TConsentBody = z.input<typeof ZConsentBody>;

export const ZHistoryQuery = z.object({
  pageIndex: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(HISTORY_MAX_PAGE_SIZE).default(HISTORY_PAGE_SIZE),
  lang: ZLang,
});

export const ZRating = z.object({ stars: z.number(), comment: z.string().nullable() });

export const ZHistoryItem = z.object({
  bookingId: z.number(),
  /** DD/MM/YYYY: the day of the visit. */
  createdDate: z.string(),
  /** DD-MM-YYYY */
  dateBook: z.string(),
  hourBook: z.string(),
  salonName: z.string(),
  stylistName: z.string(),
  services: z.array(z.object({ id: z.number(), name: z.string(), price: z.number() })),
  totalMoney: z.number(),
  finalImage: z.string().nullable(),
  images: z.array(z.string()),
  /** The id of each of `images`, in the same order (to report one: PUT /api/v1/customer/report-wrong-image). */
  imageIds: z.array(z.number()),
  /** The id of `finalImage`, null without one. */
  finalImageId: z.number().nullable(),
  rating: ZRating.nullable(),
  /** The receipt of a visit paid at reception (issue 30): what was paid, how, and the e-invoice number. */
  receipt: z.object({ amount: z.number(), method: z.enum(PAYMENT_METHODS), invoiceNumber: z.string() }).nullable(),
});
export type THistoryItem = z.infer<typeof ZHistoryItem>;

/** Spec §7 report-wrong-image: the caller flags an after-cut photo of one of his visits as not his. */
export const ZReportWrongImageBody = z.object({ bookingId: ZId, imageId: ZId, lang: ZLang });
export const ZImageReportState = z.object({
  reportId: z.number(),
  bookingId: z.number(),
  imageId: z.number(),
  /** open until the salon manager decides: removed (out of the history) or kept. */
  status: z.enum(['open', 'removed', 'kept']),
  reportedAt: z.string(),
});
export type TImageReportState = z.infer<typeof ZImageReportState>;

export const ZHistoryPage = z.object({ items: z.array(ZHistoryItem), total: z.number(), pageIndex: z.number(), pageSize: z.number() });

export const ZRatingBody = z.object({
  bookingId: ZId,
  /** Picked by the customer: never coerced nor defaulted (issue 27: true, '' or nothing is no rating). */
  stars: z
    .number({ error: 'stars must be picked: a whole number from 1 to 5' })
    .int('stars must be a whole number from 1 to 5')
    .min(1, 'stars must be 1 to 5')
    .max(5, 'stars must be 1 to 5'),
  comment: zText(500, { multiline: true }).optional(),
  lang: ZLang,
});
export const ZBookingRating = z.object({ bookingId: z.number(), rating: ZRating.nullable() });
export const ZRatingPrompt = z.object({ bookingId: z.number(), dateBook: z.string(), salonName: z.string(), stylistName: z.string() });

/** Question (spec §3): questionType 1 single choice, 3 date (answer content DD/MM/YYYY). */
export const ZQuestion = z.object({
  questionId: z.number(),
  questionType: z.union([z.literal(1), z.literal(3)]),
  content: z.string(),
  tip: z.string().nullable(),
  answers: z.array(z.object({ answerId: z.number(), content: z.string(), icon: z.string().nullable(), isInput: z.boolean() })),
  answered: z.boolean(),
});
export type TQuestion = z.infer<typeof ZQuestion>;

export const ZQuestionQuery = z.object({ phone: ZOptionalPhone, bookingId: ZId.optional(), lang: ZLang });

export const ZQuestionAnswersBody = z.object({
  phone: ZOptionalPhone,
  bookingId: ZId.optional(),
  answers: z
    .array(
      z.object({
        questionId: ZId,
        answers: z.array(z.object({ answerId: ZId.nullish(), content: zText(200).nullish() })).max(10),
      }),
    )
    .max(20)
    .default([]),
  lang: ZLang,
});
export type TQuestionAnswersBody = z.input<typeof ZQuestionAnswersBody>;

export const ZDeleteAccountBody = z.object({ otp: zText(20, { trim: false }), lang: ZLang });
