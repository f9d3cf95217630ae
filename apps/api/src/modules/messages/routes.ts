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

/** Only registered outside production: lets developers and e2e tests read the OTPs "sent". */
export const devOutboxRoutes: FastifyPluginAsyncZod = async (app) => {
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
};
