import type { Redis } from 'ioredis';
import type { Config } from './config.ts';
import type { Database, Db, Listen } from './db/client.ts';
import type { AppCache } from './lib/app-cache.ts';
import type { Clock } from './lib/clock.ts';
import type { RedisGuard } from './lib/redis.ts';
import type { MessageSender } from './modules/messages/message-sender.ts';

// What every module is handed (`app.deps`). It lives apart from app.ts, which imports every module's
// routes: a module naming this type from app.ts would close an import circle through the whole API.

export type AppDeps = {
  config: Config;
  db: Db;
  dbKind: Database['kind'];
  /** LISTEN/NOTIFY between the instances on this database (live floor boards). */
  listen: Listen;
  clock: Clock;
  sender: MessageSender;
  redis?: Redis;
  /** With `redis`: whether to use it now, and where its failures are reported (fallbacks take over). */
  redisGuard?: RedisGuard;
  cache: AppCache;
};

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}
