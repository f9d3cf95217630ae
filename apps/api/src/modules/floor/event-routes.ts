import * as contracts from '@shine/shared/contracts/floor';
import { ZSalonParams } from '@shine/shared/schemas/floor';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { routeOf } from '../../lib/route-of.ts';
import type { FloorEventBus } from './floor-event-bus.ts';
import { getSalonQueue } from './get-salon-queue.ts';
import { type FloorEventRow, lastFloorEventId } from './floor-events-repository.ts';
import { requireStaff } from './staff-auth.ts';
import { requireAllowed } from './staff-actor.ts';

/** A comment line every 15 s keeps proxies and the socket's idle timeout from closing a quiet stream. */
export const HEARTBEAT_MS = 15_000;
/**
 * A stream ends after 5 minutes and the browser's EventSource comes back at once with Last-Event-ID: the
 * staff session is checked again (a revoked tablet is refused) and nothing is missed meanwhile.
 */
export const STREAM_MAX_MS = 5 * 60_000;

const ZEventId = z.string().regex(/^\d{1,15}$/, 'Last-Event-ID must be an event id');

const frame = (row: FloorEventRow) =>
  `id: ${row.id}\nevent: floor\ndata: ${JSON.stringify({ id: row.id, at: row.at.toISOString(), kind: row.kind, bookingId: row.bookingId, ...row.payload })}\n\n`;

/**
 * The live floor (issue 31): the queue now, and Server-Sent Events of a salon's floor for the reception board, the stylists' queues and the TV monitor.
 * Written over `reply.raw` (a few lines): `@fastify/sse` 0.6 asks for Node >= 20.20.2, above the 20.19 the
 * project supports, and is not yet 1.0.
 */
export function eventRoutes(bus: FloorEventBus): FastifyPluginAsyncZod {
  return async (app) => {
    const open = new Set<NodeJS.WritableStream & { end(): unknown }>();
    // A closing server ends its streams first (it would otherwise wait for them); boards reconnect elsewhere.
    app.addHook('preClose', async () => {
      for (const raw of open) raw.end();
    });
    app.route({
      ...routeOf(contracts.getFloorQueue, {
        tags: ['floor'],
        summary: "A salon's live queue now: each stylist's and skinner's customer and minutes left, every customer's predicted wash and cut start",
        description:
          'The rule is written in packages/shared/src/rules/queue.ts. Booking ids only: names and phones come from the day (GET .../day). A board refreshes it on each event of GET .../events.',
        security: [{ staffCookie: [] }],
      }),
      handler: async (request) => ({ data: await getSalonQueue(app.deps, requireStaff(request), request.params.salonId) }),
    });

    app.get(
      '/api/v1/staff/salons/:salonId/events',
      {
        // Its reconnections every few minutes are not someone using the tablet: they do not hold off its idle lock.
        config: { staffPassive: true },
        schema: {
          tags: ['floor'],
          summary: "A salon's floor changes as Server-Sent Events (text/event-stream), resumable with Last-Event-ID",
          description:
            'Each event: `id: <event id>`, `event: floor`, `data: {id, at, kind, bookingId, stage, status, version, stylistId, skinnerId, startAt, firstName, phoneLast3}` ' +
            '(a first name and the last 3 digits of the phone only: the monitor is a TV). With Last-Event-ID (or ?lastEventId) the events after it are replayed first; ' +
            `without it the stream starts from now. A comment every ${HEARTBEAT_MS / 1000} s; the stream ends after ${STREAM_MAX_MS / 60_000} minutes and the EventSource reconnects.`,
          security: [{ staffCookie: [] }],
          params: ZSalonParams,
          querystring: z.object({ lastEventId: ZEventId.optional() }),
          headers: z.looseObject({ 'last-event-id': ZEventId.optional() }),
        },
      },
      async (request, reply) => {
        const actor = requireStaff(request);
        const { salonId } = request.params;
        requireAllowed(actor, 'floor.read', salonId);
        const resume = request.headers['last-event-id'] ?? request.query.lastEventId;
        // An id beyond the last one (a board from before a database restore) resumes from now.
        const newest = await lastFloorEventId(app.deps.db, salonId);
        const lastId = resume !== undefined ? Math.min(Number(resume), newest) : newest;

        reply.hijack();
        const raw = reply.raw;
        raw.writeHead(200, {
          'content-type': 'text/event-stream; charset=utf-8',
          'cache-control': 'no-cache, no-transform',
          connection: 'keep-alive',
          'x-accel-buffering': 'no',
        });
        raw.write('retry: 2000\n: connected\n\n');
        const unsubscribe = bus.subscribe(salonId, lastId, (rows) => raw.write(rows.map(frame).join('')));
        const heartbeat = setInterval(() => {
          raw.write(': heartbeat\n\n');
          void bus.poke(salonId);
        }, HEARTBEAT_MS);
        const end = setTimeout(() => raw.end(), STREAM_MAX_MS);
        open.add(raw);
        raw.on('close', () => {
          clearInterval(heartbeat);
          clearTimeout(end);
          unsubscribe();
          open.delete(raw);
        });
        void bus.poke(salonId);
      },
    );
  };
}
