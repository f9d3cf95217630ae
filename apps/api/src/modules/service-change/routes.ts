import * as contracts from '@shine/shared/contracts/service-change';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/route-of.ts';
import { decideServiceChange, viewServiceChange } from './service-change.ts';

export const serviceChangeRoutes: FastifyPluginAsyncZod = async (app) => {
  // The link is the customer's key (256 random bits): a per-address limit keeps guessing pointless and cheap.
  const linkLimit = { rateLimit: { max: app.deps.config.AUTH_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' } };

  // The salon proposes from the floor's routes (POST /api/v1/staff/service-changes, modules/floor): staff session or this key.

  app.route({
    ...routeOf(contracts.viewServiceChange, {
      tags: ['service-change'],
      summary: 'A proposed change of services as the customer sees it (the link in the message)',
    }),
    config: linkLimit,
    handler: async (request) => ({ data: await viewServiceChange(app.deps, request.params.token) }),
  });

  app.route({
    ...routeOf(contracts.decideServiceChange, {
      tags: ['service-change'],
      summary: "The customer's answer: accept (the booking takes the new services) or decline; decided once",
    }),
    config: linkLimit,
    handler: async (request) => ({ data: await decideServiceChange(app.deps, request.params.token, request.body.decision) }),
  });
};
