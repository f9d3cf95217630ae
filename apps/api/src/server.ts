import { pino } from 'pino';
import { Redis } from 'ioredis';
import { buildApp } from './app.ts';
import { type Config, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { lockDataDir } from './db/data-dir-lock.ts';
import { ensureShifts, seedDemoData } from './db/seed/index.ts';
import { clockFromConfig } from './lib/clock.ts';
import { redisOptions } from './lib/redis.ts';
import { loggerOptions } from './plugins/logging.ts';
import { describeStartupFailure } from './startup-check.ts';
import { zonedToday } from '@shine/shared';

// Only start-up here: read config, migrate, seed if empty, listen, shut down cleanly.
let config: Config | undefined;

async function main() {
  config = loadConfig();
  const started = Date.now();
  const log = pino(loggerOptions(config.LOG_LEVEL));
  const clock = clockFromConfig(config);
  // The embedded database belongs to one process; PostgreSQL takes any number of instances.
  const releaseDataDir = config.DATABASE_URL ? undefined : lockDataDir(config.DATA_DIR);
  const database = openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  log.info(`migrating the database (${database.kind === 'pglite' ? `embedded, ${config.DATA_DIR}` : 'PostgreSQL'})`);
  await database.migrate();
  if (config.SEED_DEMO_DATA) {
    log.info('loading the demo chain if the database is empty (the first start takes about 30 s)');
    const seedStarted = Date.now();
    const today = zonedToday(clock.now(), 'Asia/Ho_Chi_Minh');
    const { seeded } = await seedDemoData(database.db, { today });
    await ensureShifts(database.db, { today });
    log.info(seeded ? `demo chain loaded in ${Math.round((Date.now() - seedStarted) / 1000)} s` : 'demo chain already loaded');
  }
  const redis = config.REDIS_URL ? new Redis(config.REDIS_URL, redisOptions()) : undefined;
  const app = await buildApp({ config, database, clock, redis });
  app.addHook('onClose', async () => {
    // QUIT needs a live connection; a Redis that is down is simply dropped.
    if (redis?.status === 'ready') await redis.quit().catch(() => redis.disconnect());
    else redis?.disconnect();
    await database.close();
    releaseDataDir?.();
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    try {
      await app.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: config.HOST, port: config.PORT });
  app.log.info(`ready in ${Date.now() - started} ms on ${database.kind} — http://localhost:${config.PORT}`);
}

main().catch((err: unknown) => {
  // A foreseen problem is one line saying what to do; anything else keeps its stack.
  console.error(describeStartupFailure(err, config) ?? err);
  process.exit(1);
});
