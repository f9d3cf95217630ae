import * as contracts from '@shine/shared/contracts/floor';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/route-of.ts';
import { enrolDevice, listSalonDevices, revokeSalonDevice } from './manage-devices.ts';
import { requireStaff, setStaffCookie } from './staff-auth.ts';
import { unlockDevice } from './unlock-device.ts';

const security = [{ staffCookie: [] }];

/** Shared salon tablets: enrolled by a manager, unlocked by a personal PIN, revocable. */
export const deviceRoutes: FastifyPluginAsyncZod = async (app) => {
  const production = app.deps.config.NODE_ENV === 'production';

  app.route({
    ...routeOf(contracts.enrolDevice, {
      tags: ['floor'],
      summary: 'Enrols a shared tablet for a salon; its credential is answered once (send it as X-Device-Key)',
      security,
    }),
    handler: async (request) => ({ data: await enrolDevice(app.deps, requireStaff(request), request.body) }),
  });

  app.route({
    ...routeOf(contracts.listSalonDevices, { tags: ['floor'], summary: 'The tablets of a salon, revoked ones included', security }),
    handler: async (request) => ({ data: await listSalonDevices(app.deps, requireStaff(request), request.query.salonId) }),
  });

  app.route({
    ...routeOf(contracts.revokeDevice, {
      tags: ['floor'],
      summary: 'Revokes a tablet: its next request is refused (401 DEVICE_REVOKED), sessions opened before included',
      security,
    }),
    handler: async (request) => ({ data: await revokeSalonDevice(app.deps, requireStaff(request), request.params.id) }),
  });

  app.route({
    ...routeOf(contracts.unlockDevice, {
      tags: ['floor'],
      summary: 'Unlocks an enrolled tablet (X-Device-Key) with a personal 6-digit PIN: a session that locks after 5 idle minutes',
      description:
        "400 PIN_INVALID says how many tries are left; the 5th wrong PIN locks that person's PIN for 15 minutes (423 PIN_LOCKED). 401 DEVICE_UNKNOWN / DEVICE_REVOKED; 403 when he does not work at the tablet's salon today.",
    }),
    config: { rateLimit: { max: app.deps.config.AUTH_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' } },
    handler: async (request, reply) => {
      const session = await unlockDevice(app.deps, { credential: request.headers[contracts.DEVICE_KEY_HEADER], ...request.body });
      setStaffCookie(reply, session.token, new Date(session.expiresAt), production);
      return { data: session };
    },
  });
};
