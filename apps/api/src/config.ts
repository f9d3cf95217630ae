import { z } from 'zod';

/** Development-only key; production must set its own (the config refuses this one there). */
export const DEV_ALTCHA_HMAC_KEY = 'dev-only-altcha-hmac-key-change-me';

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

export const ZConfig = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().min(1).default('0.0.0.0'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    /** PGlite data directory, used when DATABASE_URL is not set. */
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
    REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
    BRAND_NAME: z.string().min(1).max(40).default('Shine'),
    /** Where OTP and notices go. Only the dev outbox exists here; production must plug a real gateway. */
    MESSAGE_SENDER: z.enum(['outbox']).default('outbox'),
    UPLOAD_DIR: z.string().min(1).optional(),
    SEED_DEMO_DATA: bool.default(true),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** Per-IP requests per minute for the whole API (auth routes have tighter limits). */
    RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(600),
    /** Per-IP requests per minute on OTP and login routes (per-phone limits come on top). */
    AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(30),
    /** HMAC key signing ALTCHA captcha challenges (login after failed passwords). */
    ALTCHA_HMAC_KEY: z.string().min(16, 'must be at least 16 characters').default(DEV_ALTCHA_HMAC_KEY),
    /** Built web app to serve; empty disables static serving. */
    WEB_DIST_DIR: z.string().default('apps/web/dist'),
  })
  .superRefine((c, ctx) => {
    if (c.NODE_ENV === 'production' && c.MESSAGE_SENDER === 'outbox') {
      ctx.addIssue({ code: 'custom', path: ['MESSAGE_SENDER'], message: 'the dev outbox cannot be used in production' });
    }
    if (c.NODE_ENV === 'production' && c.ALTCHA_HMAC_KEY === DEV_ALTCHA_HMAC_KEY) {
      ctx.addIssue({ code: 'custom', path: ['ALTCHA_HMAC_KEY'], message: 'set a secret key in production (the development default is public)' });
    }
  });

export type Config = z.infer<typeof ZConfig>;

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
