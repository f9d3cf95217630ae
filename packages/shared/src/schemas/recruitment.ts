import { z } from 'zod';
import { PROVINCES_2025 } from '../rules/provinces-2025';
import { isValidPhone, normalizePhone } from '../rules/phone';
import type { RecruitKey } from '../i18n/recruit';
import { zText } from './common';

/**
 * Franchise (connect2), partner (connect) and job application forms (issue 15). Every message is a
 * key of the recruit catalogue (i18n/recruit.ts): the API answers it translated next to the field's
 * name, the web shows it under the field. Both validate with these schemas.
 */

const msg = (key: RecruitKey) => key;
/** '' or null from a form means "not given". */
const blank = (v: unknown) => (v === '' || v === null ? undefined : v);

import { BUDGETS, FRANCHISE_EXPERIENCES, JOB_EXPERIENCES, JOB_KINDS, JOB_POSITIONS, PARTNER_FIELDS } from '../rules/recruitment-fields';

export {
  BUDGETS,
  CV_MAX_BYTES,
  FRANCHISE_EXPERIENCES,
  JOB_EXPERIENCES,
  JOB_KINDS,
  JOB_POSITIONS,
  PARTNER_FIELDS,
  REQUEST_STATUSES,
} from '../rules/recruitment-fields';

const text = (max: number, tooLong: RecruitKey, multiline = false) => zText(max, { multiline, tooLong: msg(tooLong), message: msg('text.invalid') });

/** A person's name: letters of any Latin script (Vietnamese diacritics), spaces, 2 to 50 characters. */
export const ZPersonName = z.preprocess(
  (v) => (typeof v === 'string' ? v.normalize('NFC').replace(/\s+/g, ' ').trim() : v),
  z
    .string(msg('name.required'))
    .min(1, { error: msg('name.required'), abort: true })
    .refine((v) => [...v].length >= 2 && [...v].length <= 50 && /^(?:(?=\p{L})\p{Script=Latin}|\p{M}| )+$/u.test(v), msg('name.invalid')),
);

/** Spec §5 phone rules: 10 digits, first 0, second not 0, a known mobile prefix; any typed form (dots, +84). */
export const ZFormPhone = z
  .string(msg('phone.required'))
  .max(20, msg('phone.invalid'))
  .transform((v, ctx) => {
    const phone = normalizePhone(v);
    if (phone === '') ctx.addIssue({ code: 'custom', message: msg('phone.required') });
    else if (/^\d+$/.test(phone) && phone.length !== 10) ctx.addIssue({ code: 'custom', message: msg('phone.length') });
    else if (!isValidPhone(phone)) ctx.addIssue({ code: 'custom', message: msg('phone.invalid') });
    return phone;
  });

const EMAIL = /^[^\s@\p{Cc}]+@[^\s@.\p{Cc}]+(?:\.[^\s@.\p{Cc}]+)+$/u;
export const ZFormEmail = z
  .string(msg('email.required'))
  .trim()
  .min(1, { error: msg('email.required'), abort: true })
  .max(120, { error: msg('email.invalid'), abort: true })
  .refine((v) => EMAIL.test(v), msg('email.invalid'))
  .transform((v) => v.toLowerCase());
export const ZOptionalEmail = z.preprocess(blank, ZFormEmail.optional());

/** A ticked box: JSON true, or the form values 'true' / 'on'. */
export const ZConsent = z.preprocess((v) => v === true || v === 'true' || v === 'on', z.literal(true, msg('consent.required')));

/** The ALTCHA solution (base64 JSON) the widget produced; checked by the server. */
export const ZAltcha = z
  .string(msg('captcha.required'))
  .min(1, msg('captcha.required'))
  .pipe(zText(2000, { trim: false, tooLong: msg('captcha.invalid'), message: msg('captcha.invalid') }));

/** Honeypot: a field people never see. Anything in it marks a robot (the server then stores nothing). */
export const ZHoneypot = z.preprocess(blank, z.string().max(500).optional());

const optionalMessage = z.preprocess(blank, text(1000, 'message.tooLong', true).optional());

/** connect2: franchise request. */
export const ZFranchiseRequest = z.object({
  name: ZPersonName,
  phone: ZFormPhone,
  email: ZFormEmail,
  province: z.enum(PROVINCES_2025, msg('province.required')),
  area: z.string(msg('area.required')).trim().min(1, msg('area.required')).pipe(text(200, 'area.tooLong')),
  budget: z.enum(BUDGETS, msg('budget.required')),
  experience: z.enum(FRANCHISE_EXPERIENCES, msg('experience.required')),
  message: optionalMessage,
  consent: ZConsent,
  altcha: ZAltcha,
  website: ZHoneypot,
});
export type TFranchiseRequest = z.input<typeof ZFranchiseRequest>;

/** connect: partner / advertising proposal. */
export const ZPartnerRequest = z.object({
  company: z.string(msg('company.required')).trim().min(1, msg('company.required')).pipe(text(120, 'company.tooLong')),
  name: ZPersonName,
  phone: ZFormPhone,
  email: ZFormEmail,
  field: z.enum(PARTNER_FIELDS, msg('field.required')),
  proposal: z
    .string(msg('proposal.tooShort'))
    .trim()
    .min(20, msg('proposal.tooShort'))
    .pipe(text(2000, 'proposal.tooLong', true)),
  consent: ZConsent,
  altcha: ZAltcha,
  website: ZHoneypot,
});
export type TPartnerRequest = z.input<typeof ZPartnerRequest>;

/** The text fields of a job application (multipart; the CV is the `cv` file part). */
export const ZJobApplication = z.object({
  name: ZPersonName,
  phone: ZFormPhone,
  email: ZOptionalEmail,
  experience: z.enum(JOB_EXPERIENCES, msg('experience.required')),
  message: optionalMessage,
  consent: ZConsent,
  altcha: ZAltcha,
  website: ZHoneypot,
});
export type TJobApplication = z.input<typeof ZJobApplication>;

/** What every form answers: the reference the applicant quotes when calling. */
export const ZSubmitted = z.object({
  reference: z.string(),
  /** True when the same request arrived within the last minute and this is the earlier record. */
  duplicate: z.boolean(),
});
export type TSubmitted = z.infer<typeof ZSubmitted>;

/** Chain figures on the franchise page, counted from the data. */
export const ZFranchiseFigures = z.object({
  salons: z.number(),
  provinces: z.number(),
  stylists: z.number(),
  skinners: z.number(),
  customersServed: z.number(),
  openJobs: z.number(),
});
export type TFranchiseFigures = z.infer<typeof ZFranchiseFigures>;

export const ZJobCard = z.object({
  id: z.number(),
  slug: z.string(),
  kind: z.enum(JOB_KINDS),
  position: z.enum(JOB_POSITIONS),
  title: z.string(),
  department: z.string().nullable(),
  salonId: z.number().nullable(),
  salonName: z.string().nullable(),
  provinceId: z.number(),
  provinceName: z.string(),
  location: z.string(),
  payMin: z.number(),
  payMax: z.number(),
  openings: z.number(),
  /** YYYY-MM-DD */
  postedOn: z.string(),
  deadline: z.string(),
});
export type TJobCard = z.infer<typeof ZJobCard>;

export const ZJobDetail = ZJobCard.extend({
  summary: z.string(),
  duties: z.array(z.string()),
  requirements: z.array(z.string()),
  benefits: z.array(z.string()),
  workHours: z.string(),
  /** Office jobs need a CV; salon jobs take one when the applicant has it. */
  cvRequired: z.boolean(),
});
export type TJobDetail = z.infer<typeof ZJobDetail>;

const ZFilterCount = z.object({ id: z.number(), name: z.string(), count: z.number() });
export const ZJobList = z.object({
  jobs: z.array(ZJobCard),
  /** Counts over every open job of the kind, whatever filter is applied. */
  provinces: z.array(ZFilterCount),
  salons: z.array(ZFilterCount.extend({ provinceId: z.number() })),
  positions: z.array(z.object({ position: z.enum(JOB_POSITIONS), count: z.number() })),
});
export type TJobList = z.infer<typeof ZJobList>;

const optionalId = z.preprocess(blank, z.coerce.number().int().positive().max(2_147_483_647).optional());
export const ZJobListQuery = z.object({
  kind: z.enum(JOB_KINDS).default('salon'),
  provinceId: optionalId,
  salonId: optionalId,
  position: z.preprocess(blank, z.enum(JOB_POSITIONS).optional()),
});
export type TJobListQuery = z.input<typeof ZJobListQuery>;

export const ZJobSlug = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
  .max(120);
