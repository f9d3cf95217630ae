import * as contracts from '@shine/shared/contracts/waitlist';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/route-of.ts';
import { requireCustomer } from '../../plugins/auth.ts';
import { claimOffer, viewOffer } from './claim-offer.ts';
import { joinWaitlist, leaveWaitlist, listWaitlist } from './manage-waitlist.ts';

const waitlist = { tags: ['waitlist'] };

export const waitlistRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(contracts.joinWaitlist, { ...waitlist, summary: "Join a salon's waitlist for a day and a window (logged in)" }),
    handler: async (request) => ({ data: await joinWaitlist(app.deps, requireCustomer(request), request.body) }),
  });
  app.route({
    ...routeOf(contracts.listWaitlist, { ...waitlist, summary: 'His waitlist entries from today on' }),
    handler: async (request) => ({ data: await listWaitlist(app.deps, requireCustomer(request)) }),
  });
  app.route({
    ...routeOf(contracts.leaveWaitlist, { ...waitlist, summary: 'Leave a waitlist entry' }),
    handler: async (request) => {
      await leaveWaitlist(app.deps, requireCustomer(request), request.params.id);
      return { data: { left: true as const } };
    },
  });
  app.route({
    ...routeOf(contracts.viewFreedChairOffer, { ...waitlist, summary: 'The freed chair a one-tap offer link is about' }),
    handler: async (request) => ({ data: await viewOffer(app.deps, request.params.token) }),
  });
  app.route({
    ...routeOf(contracts.claimFreedChairOffer, { ...waitlist, summary: 'One tap: claim the freed chair (the first claim gets it)' }),
    handler: async (request) => ({ data: await claimOffer(app.deps, request.params.token) }),
  });
};
