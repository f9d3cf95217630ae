import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import helmet from '@fastify/helmet';
import rateLimit, { type FastifyRateLimitStore, type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Redis } from 'ioredis';
import { clientKey } from '../lib/client-key.ts';
import type { RedisGuard } from '../lib/redis.ts';

type PluginStore = new (continueExceeding: boolean, exponentialBackoff: boolean, backend?: unknown, key?: string) => FastifyRateLimitStore;
// The plugin's own two stores (its entry point does not export them): Redis, shared by every instance, and an in-process LRU.
const load = createRequire(import.meta.url);
const RedisStore = load('@fastify/rate-limit/store/RedisStore') as PluginStore;
const LocalStore = load('@fastify/rate-limit/store/LocalStore') as PluginStore;

/**
 * Counts in Redis; while Redis is unusable, or when a call fails (down, or slower than its 200 ms command
 * timeout), the request is counted in this process instead, so the limit still holds, per instance,
 * during an outage. (The plugin's own `skipOnError` would let every request through unlimited.)
 */
function redisWithLocalFallback(redis: Redis, guard: RedisGuard): FastifyRateLimitStoreCtor {
  const pair = (shared: FastifyRateLimitStore, local: FastifyRateLimitStore): FastifyRateLimitStore => ({
    incr: (key, callback, timeWindow, max) => {
      if (!guard.usable()) return local.incr(key, callback, timeWindow, max);
      shared.incr(
        key,
        (err, result) => {
          if (!err) return callback(null, result);
          guard.failed(err);
          local.incr(key, callback, timeWindow, max);
        },
        timeWindow,
        max,
      );
    },
    child: (routeOptions) => pair(shared.child(routeOptions), local.child(routeOptions)),
  });
  // Called with `new` by the plugin; returning an object from a constructor function makes it the instance.
  return function Store(options: { continueExceeding?: boolean; exponentialBackoff?: boolean }) {
    const { continueExceeding = false, exponentialBackoff = false } = options;
    return pair(new RedisStore(continueExceeding, exponentialBackoff, redis, 'rl:'), new LocalStore(continueExceeding, exponentialBackoff));
  } as unknown as FastifyRateLimitStoreCtor;
}

/** A fresh random nonce per response, made when the CSP header is written (read again by the page render). */
function responseNonce(res: ServerResponse): string {
  const holder = res as ServerResponse & { scriptNonce?: string };
  holder.scriptNonce ??= randomBytes(16).toString('base64');
  return holder.scriptNonce;
}

/** The script nonce of this reply's Content-Security-Policy. */
export const scriptNonce = (reply: FastifyReply): string => responseNonce(reply.raw);

export async function registerSecurity(app: FastifyInstance, opts: { perMinute: number; redis?: Redis; redisGuard?: RedisGuard }) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Plus this response's nonce: the inline scripts React streams into a server-rendered page
        // (plugins/ssr.ts) carry it; nothing else inline runs.
        scriptSrc: ["'self'", (_req, res) => `'nonce-${responseNonce(res)}'`],
        connectSrc: ["'self'"],
        // Service videos play in the privacy-enhanced YouTube player, only when the customer taps play.
        frameSrc: ["'self'", 'https://www.youtube-nocookie.com'],
        workerSrc: ["'self'", 'blob:'],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  // Per-client limit for everything (an IPv4 address or an IPv6 /64, the key the booking holds are
  // counted by too); auth and OTP routes add tighter per-route limits.
  await app.register(rateLimit, {
    max: opts.perMinute,
    timeWindow: '1 minute',
    keyGenerator: (request) => clientKey(request.ip),
    store: opts.redis && opts.redisGuard ? redisWithLocalFallback(opts.redis, opts.redisGuard) : undefined,
    // Only the API is limited; the site's static files and pages are not.
    allowList: (request) => !request.url.startsWith('/api/'),
    errorResponseBuilder: (_req, ctx) => ({
      statusCode: 429,
      message: `Quá nhiều yêu cầu, anh vui lòng thử lại sau ${Math.ceil(ctx.ttl / 1000)} giây.`,
      code: 'RATE_LIMITED',
    }),
  });
}
