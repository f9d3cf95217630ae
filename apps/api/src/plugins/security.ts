import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';

export async function registerSecurity(app: FastifyInstance, opts: { perMinute: number; redis?: Redis }) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        // Service videos play in the privacy-enhanced YouTube player, only when the customer taps play.
        frameSrc: ["'self'", 'https://www.youtube-nocookie.com'],
        workerSrc: ["'self'", 'blob:'],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  // Per-IP limit for everything; auth and OTP routes add tighter per-route limits.
  await app.register(rateLimit, {
    max: opts.perMinute,
    timeWindow: '1 minute',
    redis: opts.redis,
    nameSpace: 'rl:',
    skipOnError: true,
    // Only the API is limited; the site's static files and pages are not.
    allowList: (request) => !request.url.startsWith('/api/'),
    errorResponseBuilder: (_req, ctx) => ({
      statusCode: 429,
      message: `Quá nhiều yêu cầu, anh vui lòng thử lại sau ${Math.ceil(ctx.ttl / 1000)} giây.`,
      code: 'RATE_LIMITED',
    }),
  });
}
