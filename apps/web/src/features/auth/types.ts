import type { TUser } from '@shine/shared/schemas/auth';

/** The logged-in customer (spec §3 "User"), as GET /api/v1/auth/me returns it. */
export type User = TUser;

/** Answer of a successful login (password or OTP). */
export interface LoginResult {
  accessToken: string;
  user: User;
  isNewUser?: boolean;
}
