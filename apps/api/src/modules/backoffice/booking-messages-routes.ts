import { ZAdminBookingsWithMessages, ZBookingMessagesQuery } from '@shine/shared/schemas/backoffice-catalog';
import { envelope } from '@shine/shared/schemas/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin } from './backoffice-guard.ts';
import { lookUpBookingMessages } from './look-up-booking-messages.ts';

/** A booking's messages (issue 33) for its salon's managers and the chain. */
export const bookingMessagesAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/admin/booking-messages',
    {
      schema: {
        tags: ['backoffice'],
        security: [{ staffCookie: [] }],
        summary: "A booking (by number) or a phone's latest bookings, with their messages: kind, channel, state, times, attempts",
        description: "A salon manager sees his salon's bookings only (another salon's booking is a 403); the phone is shown masked.",
        querystring: ZBookingMessagesQuery,
        response: { 200: envelope(ZAdminBookingsWithMessages) },
      },
    },
    async (request) => ({ data: await lookUpBookingMessages(app.deps, requireAdmin(request, 'booking.messages'), request.query) }),
  );
};
