import { z } from 'zod';
import { ZLang, zText } from './common';

// Login modal calls (spec §7 Auth). Phone, password and code arrive as typed: the API checks their format
// itself so it can answer with the login modal's own messages (spec §5), not a generic validation error.

const ZTypedPhone = zText(30, { trim: false });
const ZBrandName = zText(40).optional();
/** A password or code as typed (never trimmed). */
const ZSecret = (max: number) => zText(max, { trim: false });
/** ALTCHA solution (base64 JSON) carried in the spec's `recaptcha` field. */
const ZCaptchaSolution = ZSecret(4000).nullish();

export const ZVerifyBody = z.object({ phone: ZTypedPhone, brandName: ZBrandName, lang: ZLang });
/**
 * isNewUser: the phone has no password, so the login goes by code; isReturning: among those, a customer with
 * visits (a regular who never set a password), welcomed back rather than told he has no account.
 */
export const ZVerifyResult = z.object({ isNewUser: z.boolean(), isReturning: z.boolean(), captchaRequired: z.boolean() });
export type TVerifyResult = z.infer<typeof ZVerifyResult>;

export const ZLoginBody = z.object({
  phone: ZTypedPhone,
  password: ZSecret(50),
  recaptcha: ZCaptchaSolution,
  brandName: ZBrandName,
  lang: ZLang,
});

export const ZLoginOtpBody = z.object({ phone: ZTypedPhone, otp: ZSecret(20), brandName: ZBrandName, lang: ZLang });

export const ZOtpSendBody = z.object({
  phone: ZTypedPhone,
  method: z.enum(['zalo', 'sms']).optional(),
  recaptcha: ZCaptchaSolution,
  purpose: z.enum(['login', 'delete_account']).default('login'),
  brandName: ZBrandName,
  lang: ZLang,
});

export const ZChangePasswordBody = z.object({
  phone: ZTypedPhone,
  newPassword: ZSecret(50),
  /** Needed unless the session logged in with a code in the last 5 minutes (login step 4). */
  currentPassword: ZSecret(50).nullish(),
  /** Sent by the spec's client; the Bearer header is what counts. */
  accessToken: ZSecret(200).nullish(),
  brandName: ZBrandName,
  lang: ZLang,
});

/** ALTCHA challenge as the widget fetches it (GET challengeurl). */
export const ZCaptchaChallenge = z.object({
  algorithm: z.string(),
  challenge: z.string(),
  maxnumber: z.number().optional(),
  salt: z.string(),
  signature: z.string(),
});
export type TCaptchaChallenge = z.infer<typeof ZCaptchaChallenge>;

/** User (spec §3). memberType 1 regular, 2 Silver, 3 Gold, 4 Diamond. */
export const ZUser = z.object({
  userId: z.number(),
  userName: z.string().nullable(),
  phoneNumber: z.string(),
  email: z.string().nullable(),
  avatar: z.string().nullable(),
  /** DD/MM/YYYY */
  dateOfBirth: z.string().nullable(),
  memberType: z.number(),
  accountBalance: z.number(),
  membershipName: z.enum(['Silver', 'Gold', 'Diamond']).nullable(),
  /** True while the account has no password yet (the login modal offers to create one). */
  changePassword: z.boolean(),
  agreeProtectPersonalInfo: z.boolean(),
  /** The phone has an account with a password (the same rule as verify's isNewUser, inverted). */
  isRegistered: z.boolean(),
});
export type TUser = z.infer<typeof ZUser>;

export const ZLoginResult = z.object({ accessToken: z.string(), user: ZUser });
export type TLoginResult = z.infer<typeof ZLoginResult>;
export const ZLoginOtpResult = ZLoginResult.extend({ isNewUser: z.boolean() });
export type TLoginOtpResult = z.infer<typeof ZLoginOtpResult>;

export const ZOk = z.object({ ok: z.literal(true) });
export type TOk = z.infer<typeof ZOk>;
