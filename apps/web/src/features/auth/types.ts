import type { TLoginOtpResult, TLoginResult, TUser } from '@shine/shared/schemas/auth';

/** The logged-in customer (spec §3 "User"), as GET /api/v1/auth/me returns it. */
export type User = TUser;

/** Answer of a successful login: password (TLoginResult) or OTP (also says whether the account is new). */
export type LoginResult = TLoginResult | TLoginOtpResult;
