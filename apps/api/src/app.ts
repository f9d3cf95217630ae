import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type { AppDeps } from './app-deps.ts';
import { appJobs, devJobRoutes } from './app-jobs.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { createAppCache } from './lib/app-cache.ts';
import { type Clock, systemClock } from './lib/clock.ts';
import { createRedisGuard } from './lib/redis.ts';
import { uploadDir } from './lib/uploads.ts';
import { accountRoutes } from './modules/account/routes.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { availabilityRoutes } from './modules/availability/routes.ts';
import { bookingExtrasRoutes } from './modules/booking/extras-routes.ts';
import { bookingRoutes, oneTapRoutes } from './modules/booking/routes.ts';
import { waitlistRoutes } from './modules/waitlist/index.ts';
import { campaignRoutes } from './modules/campaigns/routes.ts';
import { catalogRoutes } from './modules/catalog/routes.ts';
import { clockRoutes } from './modules/clock/routes.ts';
import { bookingUploadRoutes } from './modules/booking/upload-routes.ts';
import { contentRoutes } from './modules/content/routes.ts';
import { landingRedirect } from './modules/content/landing-redirect.ts';
import { seoRoutes } from './modules/content/seo-routes.ts';
import { customerRoutes } from './modules/customers/routes.ts';
import { floorRoutes } from './modules/floor/routes.ts';
import { backofficeRoutes } from './modules/backoffice/routes.ts';
import { historyRoutes } from './modules/history/routes.ts';
import { registerJobRunner } from './modules/jobs/index.ts';
import { membershipRoutes } from './modules/membership/routes.ts';
import { otpRoutes } from './modules/otp/routes.ts';
import { questionRoutes } from './modules/questions/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { serviceChangeRoutes } from './modules/service-change/routes.ts';
import { staffRoutes } from './modules/staff/routes.ts';
import { trackingRoutes } from './modules/tracking/routes.ts';
import { createMessageSender } from './modules/messages/create-sender.ts';
import type { MessageSender } from './modules/messages/message-sender.ts';
import { devOutboxRoutes } from './modules/messages/routes.ts';
import { salonRoutes } from './modules/salons/routes.ts';
import { rewardRoutes } from './modules/rewards/routes.ts';
import { offerRoutes } from './modules/offers/routes.ts';
import { gamesAdminRoutes } from './modules/games-admin/routes.ts';
import { collectionsAdminRoutes } from './modules/collections-admin/routes.ts';
import { reportRoutes } from './modules/reports/routes.ts';
import { rosterRoutes } from './modules/roster/routes.ts';
import { collectionRoutes } from './modules/collections/routes.ts';
import { styleMasterRoutes } from './modules/style-master/routes.ts';
import { recruitmentRoutes } from './modules/recruitment/routes.ts';
import { registerAuth } from './plugins/auth.ts';
import { registerCompression } from './plugins/compression.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { type LogStream, loggerOptions } from './plugins/logging.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { registerSecurity } from './plugins/security.ts';
import { registerSsr } from './plugins/ssr.ts';
import { registerStaticWeb, registerUploads } from './plugins/static-web.ts';
import { httpTimeouts } from './plugins/timeouts.ts';

declare module 'fastify' {
  interface FastifyInstance {
    hasSpa: boolean;
  }
}

export type BuildAppOptions = {
  config: Config;
  database: Database;
  clock?: Clock;
  sender?: MessageSender;
  redis?: Redis;
  /** false: silent; `{ stream }`: log lines go there (tests read them). */
  logger?: boolean | { stream: LogStream };
};

/** Composes plugins and feature modules. Tests call this with an in-memory database and a fixed clock. */
export async function buildApp(opts: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = opts;
  const app = Fastify({
    logger: opts.logger === false ? false : loggerOptions(config.LOG_LEVEL, typeof opts.logger === 'object' ? opts.logger.stream : undefined),
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    // Also the time a closing instance gives its hooks: the job runner's job in hand ends before the database closes
    // (a first production start's no-show sweep over a whole chain took more than the default 10 s under load).
    pluginTimeout: 60_000,
    ...httpTimeouts(config.REQUEST_TIMEOUT_MS),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const clock = opts.clock ?? systemClock;
  const redisGuard = opts.redis ? createRedisGuard(opts.redis, app.log) : undefined;
  // Attached before anything awaits: an unreachable Redis emits an error on every reconnect attempt.
  opts.redis?.on('error', (err) => redisGuard?.failed(err));
  app.decorate('deps', {
    config,
    db: database.db,
    dbKind: database.kind,
    listen: database.listen,
    clock,
    cache: createAppCache(clock),
    sender: opts.sender ?? createMessageSender(config, database.db, app.log),
    redis: opts.redis,
    redisGuard,
  } satisfies AppDeps);
  app.decorate('hasSpa', false);

  registerErrorHandler(app);
  // Before every route and the static files: compression hooks attach to routes as they are declared.
  await registerCompression(app);
  await registerSecurity(app, { perMinute: config.RATE_LIMIT_PER_MINUTE, redis: opts.redis, redisGuard });
  await app.register(cookie);
  await app.register(multipart, { limits: { fileSize: 5 * 1024 * 1024, files: 3 } });
  await registerOpenApi(app, config.BRAND_NAME);

  registerAuth(app);

  await app.register(landingRedirect);
  await app.register(healthRoutes);
  await app.register(clockRoutes);
  await app.register(availabilityRoutes);
  await app.register(bookingRoutes);
  await app.register(oneTapRoutes);
  await app.register(waitlistRoutes);
  await app.register(catalogRoutes);
  await app.register(campaignRoutes);
  await app.register(salonRoutes);
  await app.register(rewardRoutes);
  await app.register(collectionRoutes);
  await app.register(staffRoutes);
  await app.register(serviceChangeRoutes);
  await app.register(bookingExtrasRoutes);
  await app.register(bookingUploadRoutes);
  await app.register(trackingRoutes);
  await app.register(contentRoutes);
  await app.register(seoRoutes);
  await app.register(authRoutes);
  await app.register(otpRoutes);
  await app.register(customerRoutes);
  await app.register(historyRoutes);
  await app.register(questionRoutes);
  await app.register(accountRoutes);
  await app.register(membershipRoutes);
  await app.register(styleMasterRoutes);
  await app.register(recruitmentRoutes);
  await app.register(floorRoutes);
  await app.register(backofficeRoutes);
  await app.register(rosterRoutes);
  await app.register(reportRoutes);
  await app.register(offerRoutes);
  await app.register(gamesAdminRoutes);
  await app.register(collectionsAdminRoutes);
  if (config.NODE_ENV !== 'production' && config.MESSAGE_SENDER.includes('outbox')) await app.register(devOutboxRoutes, { extra: devJobRoutes });

  // Timed work (no-shows, lapsed holds, the membership day): one runner per instance, polling once ready.
  registerJobRunner(app, appJobs(app.deps));

  await registerUploads(app, uploadDir(config));
  app.hasSpa = await registerStaticWeb(app, config.WEB_DIST_DIR);
  registerSsr(app, { distDir: app.hasSpa ? config.WEB_DIST_DIR : '', baseUrl: config.PUBLIC_BASE_URL });
  return app;
}
