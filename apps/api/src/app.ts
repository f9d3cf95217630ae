import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type { Config } from './config.ts';
import type { Database, Db } from './db/client.ts';
import { type AppCache, createAppCache } from './lib/app-cache.ts';
import { type Clock, systemClock } from './lib/clock.ts';
import { accountRoutes } from './modules/account/routes.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { availabilityRoutes } from './modules/availability/routes.ts';
import { bookingExtrasRoutes } from './modules/booking/extras-routes.ts';
import { bookingRoutes } from './modules/booking/routes.ts';
import { campaignRoutes } from './modules/campaigns/routes.ts';
import { catalogRoutes } from './modules/catalog/routes.ts';
import { bookingUploadRoutes } from './modules/booking/upload-routes.ts';
import { contentRoutes } from './modules/content/routes.ts';
import { customerRoutes } from './modules/customers/routes.ts';
import { historyRoutes } from './modules/history/routes.ts';
import { otpRoutes } from './modules/otp/routes.ts';
import { questionRoutes } from './modules/questions/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { staffRoutes } from './modules/staff/routes.ts';
import { trackingRoutes } from './modules/tracking/routes.ts';
import { createOutboxSender, type MessageSender } from './modules/messages/message-sender.ts';
import { devOutboxRoutes } from './modules/messages/routes.ts';
import { salonRoutes } from './modules/salons/routes.ts';
import { registerAuth } from './plugins/auth.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { registerSecurity } from './plugins/security.ts';
import { registerStaticWeb, registerUploads } from './plugins/static-web.ts';

export type AppDeps = {
  config: Config;
  db: Db;
  dbKind: Database['kind'];
  clock: Clock;
  sender: MessageSender;
  redis?: Redis;
  cache: AppCache;
};

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
    hasSpa: boolean;
  }
}

export type BuildAppOptions = {
  config: Config;
  database: Database;
  clock?: Clock;
  sender?: MessageSender;
  redis?: Redis;
  logger?: boolean;
};

/** Composes plugins and feature modules. Tests call this with an in-memory database and a fixed clock. */
export async function buildApp(opts: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = opts;
  const app = Fastify({
    logger: opts.logger === false ? false : { level: config.LOG_LEVEL },
    trustProxy: true,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const clock = opts.clock ?? systemClock;
  app.decorate('deps', {
    config,
    db: database.db,
    dbKind: database.kind,
    clock,
    cache: createAppCache(clock),
    sender: opts.sender ?? createOutboxSender(database.db),
    redis: opts.redis,
  });
  app.decorate('hasSpa', false);

  registerErrorHandler(app);
  await registerSecurity(app, { perMinute: config.RATE_LIMIT_PER_MINUTE, redis: opts.redis });
  await app.register(cookie);
  await app.register(multipart, { limits: { fileSize: 5 * 1024 * 1024, files: 3 } });
  await registerOpenApi(app, config.BRAND_NAME);

  registerAuth(app);

  await app.register(healthRoutes);
  await app.register(availabilityRoutes);
  await app.register(bookingRoutes);
  await app.register(catalogRoutes);
  await app.register(campaignRoutes);
  await app.register(salonRoutes);
  await app.register(staffRoutes);
  await app.register(bookingExtrasRoutes);
  await app.register(bookingUploadRoutes);
  await app.register(trackingRoutes);
  await app.register(contentRoutes);
  await app.register(authRoutes);
  await app.register(otpRoutes);
  await app.register(customerRoutes);
  await app.register(historyRoutes);
  await app.register(questionRoutes);
  await app.register(accountRoutes);
  if (config.NODE_ENV !== 'production') await app.register(devOutboxRoutes);

  await registerUploads(app, config.UPLOAD_DIR ?? path.join(config.DATA_DIR, 'uploads'));
  app.hasSpa = await registerStaticWeb(app, config.WEB_DIST_DIR);
  return app;
}
