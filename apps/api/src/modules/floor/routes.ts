import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createAuthStores } from '../auth/index.ts';
import { deviceRoutes } from './device-routes.ts';
import { eventRoutes } from './event-routes.ts';
import { createFloorEventBus } from './floor-event-bus.ts';
import { imageReportRoutes } from './image-report-routes.ts';
import { kioskRoutes } from './kiosk-routes.ts';
import { serviceChangeProposalRoutes } from './service-change-routes.ts';
import { paymentRoutes } from './payment-routes.ts';
import { photoRoutes } from './photo-routes.ts';
import { staffAuthRoutes } from './staff-auth-routes.ts';
import { registerStaffAuth } from './staff-auth.ts';
import { visitDetailRoutes } from './visit-detail-routes.ts';
import { visitRoutes } from './visit-routes.ts';

/**
 * The salon floor (issue 30), /api/v1/staff/..., OpenAPI tag `floor`. Staff sessions are looked up here
 * only: the customer's Bearer session and the staff session never meet.
 */
export const floorRoutes: FastifyPluginAsyncZod = async (app) => {
  registerStaffAuth(app);
  // Live boards (issue 31): one LISTEN per instance, started with the server, stopped with it; a change
  // this instance answered (committed) is announced on Redis too, when there is one.
  const bus = createFloorEventBus(app.deps, app.log);
  app.addHook('onReady', () => bus.start());
  // preClose: before the server's own onClose hooks close the database under the listener.
  app.addHook('preClose', () => bus.stop());
  if (app.deps.redis) {
    app.addHook('onResponse', async (request, reply) => {
      if (request.method !== 'GET' && reply.statusCode < 300) bus.announce();
    });
  }
  await app.register(staffAuthRoutes, { stores: createAuthStores(app.deps) });
  await app.register(deviceRoutes);
  await app.register(visitRoutes);
  await app.register(paymentRoutes);
  await app.register(visitDetailRoutes);
  await app.register(photoRoutes);
  await app.register(imageReportRoutes);
  await app.register(kioskRoutes);
  await app.register(serviceChangeProposalRoutes);
  await app.register(eventRoutes(bus));
};
