/** Query and mutation keys of the auth feature: one factory, so reads, writes and invalidations agree. */
export const authKeys = {
  all: ['auth'] as const,
  /** The customer behind a token; without a token, every cached customer (to invalidate). */
  me: (token?: string | null) => (token === undefined ? (['auth', 'me'] as const) : (['auth', 'me', token] as const)),
  /** Every write of the login modal: one at a time. */
  login: ['auth', 'login'] as const,
  loginStep: (step: 'verify' | 'send-otp' | 'password' | 'otp' | 'password-set') => ['auth', 'login', step] as const,
};
