import * as contracts from '@shine/shared/contracts/backoffice';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/route-of.ts';
import { requireAdmin } from './backoffice-guard.ts';
import { lookUpBookingMessages } from './look-up-booking-messages.ts';

/** A booking's messages (issue 33) for its salon's managers and the chain. */
export const bookingMessagesAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(contracts.lookUpBookingMessages, {
      tags: ['backoffice'],
      security: [{ staffCookie: [] }],
      summary: "A booking (by number) or a phone's latest bookings, with their messages: kind, channel, state, times, attempts",
      description: "A salon manager sees his salon's bookings only (another salon's booking is a 403); the phone is shown masked.",
    }),
    handler: async (request) => ({ data: await lookUpBookingMessages(app.deps, requireAdmin(request, 'booking.messages'), request.query) }),
  });
};
