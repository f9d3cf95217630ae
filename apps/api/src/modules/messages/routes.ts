import * as contracts from '@shine/shared/contracts/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/route-of.ts';
import { listOutbox } from './outbox-repository.ts';

/**
 * The socket's own address, not request.ip: with a trusted proxy request.ip comes from X-Forwarded-For,
 * which any client can write.
 */
export function isLoopback(address: string | undefined): boolean {
  return !!address && (/^(::ffff:)?127\./.test(address) || address === '::1');
}

/**
 * Registered only outside production with `outbox` in MESSAGE_SENDER: lets developers and e2e tests read
 * the OTPs "sent", from this machine only (anyone else gets the ordinary 404); `extra`: more dev routes under that guard.
 */
export const devOutboxRoutes: FastifyPluginAsyncZod<{ extra?: FastifyPluginAsyncZod }> = async (app, opts) => {
  app.addHook('onRequest', async (request, reply) => {
    if (!isLoopback(request.socket.remoteAddress)) return reply.callNotFound();
  });
  app.route({
    ...routeOf(contracts.listDevOutbox, { tags: ['dev'], summary: 'Messages the dev MessageSender would have sent (not in production)' }),
    handler: async (request) => ({ data: await listOutbox(app.deps.db, request.query.phone) }),
  });
  if (opts.extra) await app.register(opts.extra);
};
