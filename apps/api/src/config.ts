import { isIP } from 'node:net';
import { z } from 'zod';

/** Development-only key; production must set its own (the config refuses this one there). */
export const DEV_ALTCHA_HMAC_KEY = 'dev-only-altcha-hmac-key-change-me';

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/** An address or CIDR as proxy-addr (Fastify's trustProxy) takes it, or one of its named ranges. */
const isProxyAddress = (entry: string) => {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true;
  const [ip = '', bits, ...rest] = entry.split('/');
  const family = isIP(ip);
  return family !== 0 && rest.length === 0 && (bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128)));
};

/**
 * TRUST_PROXY: `true`/`false`, proxy addresses/CIDRs separated by commas, or a hop count. Fastify itself
 * ignores a bare number (it cannot vouch for the nearest peer), so a count becomes "trust the nearest n
 * hops": only for a server that cannot be reached except through those proxies.
 */
const trustProxy = z.string().transform((v, ctx) => {
  if (v === 'true' || v === 'false') return v === 'true';
  if (/^\d+$/.test(v)) {
    const hops = Number(v);
    return (_address: string, hop: number) => hop < hops;
  }
  const entries = v
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  const bad = entries.filter((e) => !isProxyAddress(e));
  if (entries.length === 0 || bad.length > 0) {
    ctx.addIssue({ code: 'custom', message: `expected true, false, a hop count or IP addresses/CIDRs; not: ${bad.join(', ') || v}` });
    return z.NEVER;
  }
  return entries;
});

/** Development-only key of the salon system's staff calls; production sets its own or has none (calls refused). */
export const DEV_STAFF_API_KEY = 'dev-only-staff-api-key-change-me';
/** A sandbox bank account for VietQR outside production (transfers to it go nowhere real). */
export const DEV_VIETQR_ACCOUNT = '0011001234567';

/** Development-only key of the one-tap links in booking messages; production refuses it. */
export const DEV_ONE_TAP_SECRET = 'dev-only-one-tap-secret-change-me-0123456789';

/** Development-only VNPay-compatible secret of the sandbox gateway; production refuses it. */
export const DEV_VNPAY_HASH_SECRET = 'dev-only-vnpay-hash-secret-change-me';

export const MESSAGE_GATEWAYS = ['zns', 'sms', 'outbox'] as const;

/** The variables each gateway of the MESSAGE_SENDER chain needs. */
const GATEWAY_VARIABLES = {
  zns: ['ZNS_API_URL', 'ZNS_ACCESS_TOKEN', 'ZNS_OTP_TEMPLATE_ID'],
  sms: ['SMS_API_URL', 'SMS_API_KEY', 'SMS_SECRET_KEY', 'SMS_BRANDNAME'],
  outbox: [],
} as const;

/** "zns,sms" → ['zns', 'sms']: a fallback chain of known gateways, each at most once. */
const senderChain = z
  .string()
  .transform((v) => v.split(',').map((name) => name.trim()))
  .pipe(
    z
      .array(z.enum(MESSAGE_GATEWAYS, { error: (issue) => `unknown gateway "${String(issue.input)}" (expected ${MESSAGE_GATEWAYS.join(', ')})` }))
      .min(1)
      .refine((names) => new Set(names).size === names.length, 'a gateway is listed twice'),
  );

export const ZConfig = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().min(1).default('0.0.0.0'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    /** PGlite data directory, used when DATABASE_URL is not set. */
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
    REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
    /**
     * Which proxies' X-Forwarded-For to believe for the client address (rate limits, logs). Off by default:
     * trusting it from anyone lets a client forge its address and escape every per-IP limit.
     */
    TRUST_PROXY: trustProxy.default(false),
    /** Time for a whole request (headers and body) to arrive before the socket is closed with a 408. */
    REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
    BRAND_NAME: z.string().min(1).max(40).default('Shine'),
    /** Where OTP and notices go: gateways tried in order until one delivers (zns, sms; outbox in development). */
    MESSAGE_SENDER: senderChain.default(['outbox']),
    /** Per-attempt limit of a gateway call before the chain moves on. */
    MESSAGE_TIMEOUT_MS: z.coerce.number().int().positive().default(3000),
    /** Zalo Notification Service (template message with the code as `otp`). */
    ZNS_API_URL: z.url({ protocol: /^https?$/ }).optional(),
    ZNS_ACCESS_TOKEN: z.string().min(1).optional(),
    ZNS_OTP_TEMPLATE_ID: z.string().min(1).optional(),
    /**
     * The approved ZNS templates of the booking messages (issue 33): `kind=id` pairs, e.g.
     * "confirmation=301,reminder_day=302,reminder_2h=303,rating=304,waitlist_offer=305". A kind without one
     * goes by SMS.
     */
    ZNS_BOOKING_TEMPLATE_IDS: z
      .string()
      .regex(/^(\w+=[\w-]+)(,\w+=[\w-]+)*$/, 'expected kind=templateId pairs separated by commas')
      .transform((v) => Object.fromEntries(v.split(',').map((pair) => pair.split('=') as [string, string])))
      .default({}),
    /** HMAC key of the one-tap links (confirm, cancel, claim) in booking messages. Production sets its own or has none (messages go without links). */
    ONE_TAP_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    /** The waitlist: a freed chair is offered to one waiting customer at a time (for WAITLIST_OFFER_MINUTES each) or to everyone at once. */
    WAITLIST_MODE: z.enum(['one_at_a_time', 'everyone']).default('one_at_a_time'),
    WAITLIST_OFFER_MINUTES: z.coerce.number().int().min(1).max(120).default(10),
    /** SMS brandname gateway (eSMS-style JSON API). */
    SMS_API_URL: z.url({ protocol: /^https?$/ }).optional(),
    SMS_API_KEY: z.string().min(1).optional(),
    SMS_SECRET_KEY: z.string().min(1).optional(),
    SMS_BRANDNAME: z.string().min(1).optional(),
    UPLOAD_DIR: z.string().min(1).optional(),
    SEED_DEMO_DATA: bool.default(true),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** Per-IP requests per minute for the whole API (auth routes have tighter limits). */
    RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(600),
    /** Per-IP requests per minute on OTP and login routes (per-phone limits come on top). */
    AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(30),
    /** Self check-ins per minute from one kiosk tablet (each says whether a phone has a booking today). */
    KIOSK_CHECK_INS_PER_MINUTE: z.coerce.number().int().positive().default(12),
    /** HMAC key signing ALTCHA captcha challenges (login after failed passwords). */
    ALTCHA_HMAC_KEY: z.string().min(16, 'must be at least 16 characters').default(DEV_ALTCHA_HMAC_KEY),
    /**
     * Key the salon system sends (header x-staff-key) to propose a change of services to a customer. Unset:
     * the development key outside production; in production those calls are refused until it is set.
     */
    STAFF_API_KEY: z.string().min(24, 'must be at least 24 characters').optional(),
    /** Built web app to serve; empty disables static serving. Its server bundle is ../dist-server. */
    WEB_DIST_DIR: z.string().default('apps/web/dist'),
    /** Public origin of the site: canonical and Open Graph URLs of the server-rendered pages. */
    PUBLIC_BASE_URL: z.url({ protocol: /^https?$/ }).default('http://localhost:3000'),
    /** The chain's external landing site (an origin, scheme and host only): the paths of content_redirects go there keeping their path; unset, they are not redirected. */
    LANDING_HOST: z
      .url({ protocol: /^https?$/ })
      .transform((url) => url.replace(/\/+$/, ''))
      .optional(),
    // Abuse limits (issue "safe to deploy"; defaults from the threat model ADR, all overridable).
    /** Unverified (pending_otp) holds at once per client address (a phone has at most one: a new create replaces it). */
    LIMIT_HOLDS_PER_IP: z.coerce.number().int().positive().default(3),
    /** Booking creates by callers not logged in, per client address per 10 minutes. */
    LIMIT_ANON_CREATES_PER_IP: z.coerce.number().int().positive().default(10),
    /** Seconds before another code may be sent to the same phone (the modal's countdown). */
    /** Codes sent to one phone per 10 minutes. */
    OTP_MAX_SENDS: z.coerce.number().int().positive().default(5),
    OTP_RESEND_AFTER_SECONDS: z.coerce.number().int().nonnegative().default(60),
    /** Failed code checks per phone per hour, across codes. */
    OTP_MAX_FAILED_CHECKS_PER_HOUR: z.coerce.number().int().positive().default(10),
    /** Failed passwords in 15 minutes before password login pauses for the phone (15 min, doubling up to 24 h). */
    LOGIN_PAUSE_AFTER_FAILURES: z.coerce.number().int().positive().default(10),
    /**
     * The captcha's work: the widget tries up to this many SHA-256 hashes (well under a second on a phone), so
     * each guess of a 6-digit password costs something. Production keeps at least the default.
     */
    CAPTCHA_MAX_NUMBER: z.coerce.number().int().min(100).default(50_000),
    /** Lookups of a phone (check-registered, auth/verify, booking lookup) per phone per hour. */
    LIMIT_PHONE_LOOKUPS_PER_HOUR: z.coerce.number().int().positive().default(20),
    /**
     * Where customers pay top-ups: `vnpay` (needs the VNPAY_* variables), `sandbox` (a local imitation of
     * VNPay that works offline; refused in production) or `off`. Default: sandbox outside production, off in it.
     */
    PAYMENT_GATEWAY: z.enum(['vnpay', 'sandbox', 'off']).optional(),
    /** VNPay merchant code (vnp_TmnCode), hash secret (HMAC-SHA512 key) and payment page URL. */
    VNPAY_TMN_CODE: z.string().min(1).max(20).optional(),
    VNPAY_HASH_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
    VNPAY_PAYMENT_URL: z.url({ protocol: /^https?$/ }).optional(),
    /** VNPay's merchant API (querydr): asked about an order whose IPN is late. Optional. */
    VNPAY_API_URL: z.url({ protocol: /^https?$/ }).optional(),
    /** Minutes a payment link stays valid (vnp_ExpireDate). */
    PAYMENT_EXPIRE_MINUTES: z.coerce.number().int().min(5).max(1440).default(15),
    /** Free top-up amounts accepted (VND). */
    TOPUP_MIN_AMOUNT: z.coerce.number().int().positive().default(50_000),
    TOPUP_MAX_AMOUNT: z.coerce.number().int().positive().default(10_000_000),
    /** Spend (VND, completed visits of the last 6 months) that earns each tier. */
    MEMBER_SILVER_SPEND: z.coerce.number().int().positive().default(1),
    MEMBER_GOLD_SPEND: z.coerce.number().int().positive().default(1_200_000),
    MEMBER_DIAMOND_SPEND: z.coerce.number().int().positive().default(3_000_000),
    /** The chain's bank account a visit paid by transfer goes to (VietQR at reception): the bank's NAPAS BIN and the number. */
    VIETQR_BANK_BIN: z
      .string()
      .regex(/^\d{6}$/, "the bank's 6-digit NAPAS BIN")
      .default('970436'),
    VIETQR_ACCOUNT_NUMBER: z
      .string()
      .regex(/^[0-9A-Za-z]{1,19}$/, '1 to 19 letters or digits')
      .default(DEV_VIETQR_ACCOUNT),
    /** Franchise, partner and job forms (issue 15): submissions per client address per hour, per phone per day. */
    LIMIT_FORMS_PER_IP_PER_HOUR: z.coerce.number().int().positive().default(10),
    LIMIT_FORMS_PER_PHONE_PER_DAY: z.coerce.number().int().positive().default(5),
    /** Where applicants' CVs are kept: never under UPLOAD_DIR or the web build (nothing serves it). Default DATA_DIR/private/cv. */
    CV_DIR: z.string().min(1).optional(),
    /** Address written on the team's notification rows for franchise, partner and job requests (e-mail style outbox). */
    TEAM_NOTIFY_EMAIL: z.email().optional(),
    /** A booking still booked this many minutes after its hour becomes a no-show by itself (the chain's rule; reception can undo it that day). */
    NO_SHOW_AFTER_MINUTES: z.coerce.number().int().min(1).max(240).default(15),
    /** Whether this instance runs the durable jobs (ADR 016); default: yes, except in tests (they call the runner themselves). */
    JOBS_RUNNER: bool.optional(),
    /** How often an idle instance looks for due jobs (one small indexed query). */
    JOBS_POLL_MS: z.coerce.number().int().min(50).max(600_000).default(5000),
    /** How long a claimed job stays with its worker without a heartbeat (extended every third of it while it runs). */
    JOBS_LEASE_MS: z.coerce.number().int().min(500).max(3_600_000).default(60_000),
    /** Outside production: the server's clock starts at this instant (ISO with offset) and runs on (e2e, demos). */
    CLOCK_NOW: z.iso.datetime({ offset: true, error: 'expected an ISO instant with offset, e.g. 2026-11-23T09:15:00+07:00' }).optional(),
    /** Outside production: milliseconds added to the server's clock (after CLOCK_NOW). */
    CLOCK_OFFSET_MS: z.coerce.number().int().optional(),
    /** Outside production: the clock stands still at CLOCK_NOW instead of running on ('true'), e.g. an e2e run at 19:45. */
    CLOCK_FROZEN: z
      .enum(['true', 'false'])
      .default('false')
      .transform((value) => value === 'true'),
  })
  .superRefine((c, ctx) => {
    if (c.NODE_ENV === 'production' && c.MESSAGE_SENDER.includes('outbox')) {
      ctx.addIssue({ code: 'custom', path: ['MESSAGE_SENDER'], message: 'the dev outbox cannot be used in production' });
    }
    for (const gateway of new Set(c.MESSAGE_SENDER)) {
      for (const variable of GATEWAY_VARIABLES[gateway]) {
        if (c[variable] === undefined) {
          ctx.addIssue({ code: 'custom', path: [variable], message: `required when MESSAGE_SENDER includes ${gateway}` });
        }
      }
    }
    if (c.CLOCK_FROZEN && c.CLOCK_NOW === undefined) {
      ctx.addIssue({ code: 'custom', path: ['CLOCK_FROZEN'], message: 'a frozen clock needs CLOCK_NOW' });
    }
    for (const variable of ['CLOCK_NOW', 'CLOCK_OFFSET_MS'] as const) {
      if (c.NODE_ENV === 'production' && c[variable] !== undefined) {
        ctx.addIssue({ code: 'custom', path: [variable], message: 'the clock cannot be moved in production' });
      }
    }
    if (c.NODE_ENV === 'production' && c.PAYMENT_GATEWAY === 'sandbox') {
      ctx.addIssue({ code: 'custom', path: ['PAYMENT_GATEWAY'], message: 'the sandbox payment gateway cannot be used in production' });
    }
    if (c.PAYMENT_GATEWAY === 'vnpay') {
      for (const variable of ['VNPAY_TMN_CODE', 'VNPAY_HASH_SECRET', 'VNPAY_PAYMENT_URL'] as const) {
        if (c[variable] === undefined) ctx.addIssue({ code: 'custom', path: [variable], message: 'required when PAYMENT_GATEWAY is vnpay' });
      }
      if (c.NODE_ENV === 'production' && c.VNPAY_HASH_SECRET === DEV_VNPAY_HASH_SECRET) {
        ctx.addIssue({
          code: 'custom',
          path: ['VNPAY_HASH_SECRET'],
          message: 'set the merchant hash secret in production (the development default is public)',
        });
      }
    }
    if (c.NODE_ENV === 'production' && c.VIETQR_ACCOUNT_NUMBER === DEV_VIETQR_ACCOUNT) {
      ctx.addIssue({
        code: 'custom',
        path: ['VIETQR_ACCOUNT_NUMBER'],
        message: "set the chain's bank account in production (the default is a sandbox account)",
      });
    }
    if (!(c.MEMBER_SILVER_SPEND <= c.MEMBER_GOLD_SPEND && c.MEMBER_GOLD_SPEND <= c.MEMBER_DIAMOND_SPEND)) {
      ctx.addIssue({ code: 'custom', path: ['MEMBER_GOLD_SPEND'], message: 'tier thresholds must grow: silver <= gold <= diamond' });
    }
    if (c.TOPUP_MIN_AMOUNT > c.TOPUP_MAX_AMOUNT) {
      ctx.addIssue({ code: 'custom', path: ['TOPUP_MIN_AMOUNT'], message: 'must not exceed TOPUP_MAX_AMOUNT' });
    }
    if (c.NODE_ENV === 'production' && c.CAPTCHA_MAX_NUMBER < 50_000) {
      ctx.addIssue({
        code: 'custom',
        path: ['CAPTCHA_MAX_NUMBER'],
        message: 'must be at least 50000 in production (an easier captcha makes password guessing cheap)',
      });
    }
    if (c.NODE_ENV === 'production' && c.ALTCHA_HMAC_KEY === DEV_ALTCHA_HMAC_KEY) {
      ctx.addIssue({ code: 'custom', path: ['ALTCHA_HMAC_KEY'], message: 'set a secret key in production (the development default is public)' });
    }
    if (c.NODE_ENV === 'production' && c.ONE_TAP_SECRET === DEV_ONE_TAP_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['ONE_TAP_SECRET'], message: 'set a secret key in production (the development default is public)' });
    }
    if (c.NODE_ENV === 'production' && c.STAFF_API_KEY === DEV_STAFF_API_KEY) {
      ctx.addIssue({ code: 'custom', path: ['STAFF_API_KEY'], message: 'set a secret key in production (the development default is public)' });
    }
  });

export type Config = z.infer<typeof ZConfig>;

/** The key staff calls must present: as configured, else the development key outside production and none in it. */
export function staffApiKeyOf(c: Pick<Config, 'NODE_ENV' | 'STAFF_API_KEY'>): string | undefined {
  return c.STAFF_API_KEY ?? (c.NODE_ENV === 'production' ? undefined : DEV_STAFF_API_KEY);
}

/** The key of one-tap links: as configured, else the development key outside production and none in it (no links). */
export function oneTapSecretOf(c: Pick<Config, 'NODE_ENV' | 'ONE_TAP_SECRET'>): string | undefined {
  return c.ONE_TAP_SECRET ?? (c.NODE_ENV === 'production' ? undefined : DEV_ONE_TAP_SECRET);
}

/** The payment gateway in use: as configured, else the sandbox outside production and none in it. */
export function jobsRunnerOf(c: Pick<Config, 'NODE_ENV' | 'JOBS_RUNNER'>): boolean {
  return c.JOBS_RUNNER ?? c.NODE_ENV !== 'test';
}

export function paymentGatewayOf(c: Pick<Config, 'NODE_ENV' | 'PAYMENT_GATEWAY'>): 'vnpay' | 'sandbox' | 'off' {
  return c.PAYMENT_GATEWAY ?? (c.NODE_ENV === 'production' ? 'off' : 'sandbox');
}

export class ConfigError extends Error {}

/** Reads configuration from the environment; a bad value stops start-up with a list of what is wrong. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = ZConfig.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  - ${i.path.join('.') || '(config)'}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
