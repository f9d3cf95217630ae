import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createAuthStores } from '../auth/index.ts';
import { deviceRoutes } from './device-routes.ts';
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
  await app.register(staffAuthRoutes, { stores: createAuthStores(app.deps) });
  await app.register(deviceRoutes);
  await app.register(visitRoutes);
  await app.register(paymentRoutes);
  await app.register(visitDetailRoutes);
  await app.register(photoRoutes);
  await app.register(imageReportRoutes);
  await app.register(kioskRoutes);
  await app.register(serviceChangeProposalRoutes);
};
