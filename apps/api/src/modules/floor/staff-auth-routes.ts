import * as contracts from '@shine/shared/contracts/floor';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/route-of.ts';
import type { AuthStores } from '../auth/index.ts';
import { logInStaff } from './log-in-staff.ts';
import { toStaffMe } from './staff-actor.ts';
import { clearStaffCookie, requireStaff, setStaffCookie } from './staff-auth.ts';
import { revokeStaffSession } from './staff-session-repository.ts';

const security = [{ staffCookie: [] }];

export const staffAuthRoutes: FastifyPluginAsyncZod<{ stores: AuthStores }> = async (app, { stores }) => {
  const production = app.deps.config.NODE_ENV === 'production';
  const config = { rateLimit: { max: app.deps.config.AUTH_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' } };

  app.route({
    ...routeOf(contracts.logInStaff, {
      tags: ['floor'],
      summary: "Staff login on a personal phone: phone + password (8+ characters), the customers' login guard",
      description:
        'Sets the httpOnly `shine_staff` cookie (SameSite=Lax, Secure in production). 400 LOGIN_FAILED carries `captchaRequired`; 400 CAPTCHA_REQUIRED from the 3rd failure in 15 minutes without a fresh ALTCHA solution; 423 PASSWORD_LOGIN_PAUSED after too many failures.',
    }),
    config,
    handler: async (request, reply) => {
      const session = await logInStaff(app.deps, stores, request.body);
      setStaffCookie(reply, session.token, new Date(session.expiresAt), production);
      return { data: session };
    },
  });

  app.route({
    ...routeOf(contracts.logOutStaff, { tags: ['floor'], summary: 'Ends this staff session (personal or on a tablet)', security }),
    config,
    handler: async (request, reply) => {
      const actor = requireStaff(request);
      await revokeStaffSession(app.deps.db, actor.sessionId, app.deps.clock.now());
      clearStaffCookie(reply, production);
      return { data: { ok: true as const } };
    },
  });

  app.route({
    ...routeOf(contracts.getStaffMe, { tags: ['floor'], summary: 'The staff member of this session, where he works today and what he may do', security }),
    handler: async (request) => ({ data: toStaffMe(requireStaff(request)) }),
  });

  app.route({
    ...routeOf(contracts.getStaffSession, {
      tags: ['floor'],
      summary: 'The staff member of this session, or null when none: what the staff screen asks first (no 401 to log)',
      description: '401 DEVICE_REVOKED when the session was opened on a tablet revoked since: the tablet learns it at once.',
    }),
    handler: async (request) => {
      if (request.staffRefusal?.code === 'DEVICE_REVOKED') throw request.staffRefusal;
      return { data: request.staff ? toStaffMe(request.staff) : null };
    },
  });
};
