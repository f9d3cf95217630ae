import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listOutbox } from './outbox-repository.ts';

const ZOutboxItem = z.object({
  id: z.number(),
  phone: z.string(),
  channel: z.enum(['zalo', 'sms', 'call']),
  purpose: z.string(),
  body: z.string(),
  createdAt: z.date(),
});

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
  app.get(
    '/api/dev/outbox',
    {
      schema: {
        tags: ['dev'],
        summary: 'Messages the dev MessageSender would have sent (not in production)',
        querystring: z.object({ phone: z.string().regex(/^0\d{9}$/, 'phone must be 10 digits starting with 0') }),
        response: { 200: z.object({ data: z.array(ZOutboxItem) }) },
      },
    },
    async (request) => ({ data: await listOutbox(app.deps.db, request.query.phone) }),
  );
  if (opts.extra) await app.register(opts.extra);
};
