import { createHash, timingSafeEqual } from 'node:crypto';
import { envelope } from '@shine/shared/schemas/common';
import {
  ZProposeServiceChangeBody,
  ZProposedChange,
  ZServiceChangeDecisionBody,
  ZServiceChangeToken,
  ZServiceChangeView,
} from '@shine/shared/schemas/service-change';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { staffApiKeyOf } from '../../config.ts';
import { AppError } from '../../lib/errors.ts';
import { decideServiceChange, proposeServiceChange, viewServiceChange } from './service-change.ts';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** The salon system's calls carry the staff key; compared in constant time, refused when none is configured. */
function requireStaffKey(expected: string | undefined) {
  return async (request: FastifyRequest) => {
    const given = request.headers['x-staff-key'];
    if (!expected || typeof given !== 'string' || !timingSafeEqual(digest(given), digest(expected))) {
      throw new AppError(401, 'UNAUTHORIZED', 'serviceChange.staffKey');
    }
  };
}

export const serviceChangeRoutes: FastifyPluginAsyncZod = async (app) => {
  const params = z.object({ token: ZServiceChangeToken });
  // The link is the customer's key (256 random bits): a per-address limit keeps guessing pointless and cheap.
  const linkLimit = { rateLimit: { max: app.deps.config.AUTH_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' } };

  app.post(
    '/api/v1/staff/service-changes',
    {
      schema: {
        tags: ['service-change'],
        summary: 'The salon proposes a new list of services for a visit today; the customer gets a link to confirm',
        description: 'Salon system only (header x-staff-key). A newer proposal replaces the open one of the booking.',
        body: ZProposeServiceChangeBody,
        response: { 200: envelope(ZProposedChange) },
      },
      preHandler: requireStaffKey(staffApiKeyOf(app.deps.config)),
    },
    async (request) => ({ data: await proposeServiceChange(app.deps, request.body) }),
  );

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
