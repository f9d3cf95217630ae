import { envelope } from '@shine/shared/schemas/common';
import { ZServiceChangeDecisionBody, ZServiceChangeToken, ZServiceChangeView } from '@shine/shared/schemas/service-change';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { decideServiceChange, viewServiceChange } from './service-change.ts';

export const serviceChangeRoutes: FastifyPluginAsyncZod = async (app) => {
  const params = z.object({ token: ZServiceChangeToken });
  // The link is the customer's key (256 random bits): a per-address limit keeps guessing pointless and cheap.
  const linkLimit = { rateLimit: { max: app.deps.config.AUTH_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' } };

  // The salon proposes from the floor's routes (POST /api/v1/staff/service-changes, modules/floor): staff session or this key.

  app.get(
    '/api/v1/service-changes/:token',
    {
      schema: {
        tags: ['service-change'],
        summary: 'A proposed change of services as the customer sees it (the link in the message)',
        params,
        response: { 200: envelope(ZServiceChangeView) },
      },
      config: linkLimit,
    },
    async (request) => ({ data: await viewServiceChange(app.deps, request.params.token) }),
  );

  app.post(
    '/api/v1/service-changes/:token',
    {
      schema: {
        tags: ['service-change'],
        summary: "The customer's answer: accept (the booking takes the new services) or decline; decided once",
        params,
        body: ZServiceChangeDecisionBody,
        response: { 200: envelope(ZServiceChangeView) },
      },
      config: linkLimit,
    },
    async (request) => ({ data: await decideServiceChange(app.deps, request.params.token, request.body.decision) }),
  );
};
