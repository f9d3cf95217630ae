import { ZId, envelope } from '@shine/shared/schemas/common';
import { ZOneTapOffer, ZOneTapParams, ZWaitlistEntry, ZWaitlistJoinBody } from '@shine/shared/schemas/one-tap';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireCustomer } from '../../plugins/auth.ts';
import { claimOffer, viewOffer } from './claim-offer.ts';
import { joinWaitlist, leaveWaitlist, listWaitlist } from './manage-waitlist.ts';

export const waitlistRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/v1/waitlist',
    {
      schema: {
        tags: ['waitlist'],
        summary: "Join a salon's waitlist for a day and a window (logged in)",
        body: ZWaitlistJoinBody,
        response: { 200: envelope(ZWaitlistEntry) },
      },
    },
    async (request) => ({ data: await joinWaitlist(app.deps, requireCustomer(request), request.body) }),
  );
  app.get(
    '/api/v1/waitlist',
    { schema: { tags: ['waitlist'], summary: 'His waitlist entries from today on', response: { 200: envelope(z.array(ZWaitlistEntry)) } } },
    async (request) => ({ data: await listWaitlist(app.deps, requireCustomer(request)) }),
  );
  app.delete(
    '/api/v1/waitlist/:id',
    {
      schema: {
        tags: ['waitlist'],
        summary: 'Leave a waitlist entry',
        params: z.object({ id: ZId }),
        response: { 200: envelope(z.object({ left: z.literal(true) })) },
      },
    },
    async (request) => {
      await leaveWaitlist(app.deps, requireCustomer(request), request.params.id);
      return { data: { left: true as const } };
    },
  );
  app.get(
    '/api/v1/one-tap/offers/:token',
    {
      schema: {
        tags: ['waitlist'],
        summary: 'The freed chair a one-tap offer link is about',
        params: ZOneTapParams,
        response: { 200: envelope(ZOneTapOffer) },
      },
    },
    async (request) => ({ data: await viewOffer(app.deps, request.params.token) }),
  );
  app.post(
    '/api/v1/one-tap/offers/:token/claim',
    {
      schema: {
        tags: ['waitlist'],
        summary: 'One tap: claim the freed chair (the first claim gets it)',
        params: ZOneTapParams,
        response: { 200: envelope(ZOneTapOffer) },
      },
    },
    async (request) => ({ data: await claimOffer(app.deps, request.params.token) }),
  );
};
