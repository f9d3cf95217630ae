import { createHash } from 'node:crypto';
import * as contracts from '@shine/shared/contracts/floor';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/errors.ts';
import { routeOf } from '../../lib/route-of.ts';
import { phoneLookupLimit } from '../../plugins/phone-limits.ts';
import { selfCheckIn } from './self-check-in.ts';
import { DEVICE_KEY_HEADER } from './staff-auth.ts';

/** The device a request comes from, as a rate-limit key (a hash: the credential itself is never kept). */
const deviceKeyOf = (value: unknown) =>
  `kiosk:${createHash('sha256')
    .update(typeof value === 'string' ? value : '')
    .digest('hex')
    .slice(0, 32)}`;

/** The salon's kiosk tablet (spec §2 self check-in, `source=friendly_checkin`): no person logs in on it. */
export const kioskRoutes: FastifyPluginAsyncZod = async (app) => {
  const perDevice = app.createRateLimit({
    max: app.deps.config.KIOSK_CHECK_INS_PER_MINUTE,
    timeWindow: 60_000,
    keyGenerator: (request) => deviceKeyOf(request.headers[DEVICE_KEY_HEADER]),
  });
  const perPhone = phoneLookupLimit(app);

  app.route({
    ...routeOf(contracts.selfCheckIn, {
      tags: ['floor'],
      summary: "Self check-in at the salon's kiosk (source=friendly_checkin): an enrolled tablet of the salon (X-Device-Key), the customer types his phone",
      description:
        "Checks in the phone's booking of today at this salon from 60 minutes before its hour to 15 after (409 CHECK_IN_TOO_EARLY / CHECK_IN_TOO_LATE, naming the hour); a second tap answers alreadyCheckedIn. " +
        'Answers only "anh" + given name, the hour and the stylist. 404 BOOKING_NOT_FOUND for an unknown phone or no booking today; 401 DEVICE_UNKNOWN / DEVICE_REVOKED; 403 for a tablet of another salon; ' +
        '429 past KIOSK_CHECK_INS_PER_MINUTE from one tablet (and the per-phone lookup limit). Audited with the device, no person.',
    }),
    preHandler: [
      async (request) => {
        const result = await perDevice(request);
        if (!result.isAllowed && result.isExceeded) throw new AppError(429, 'TOO_MANY_REQUESTS', 'request.tooMany');
      },
      perPhone,
    ],
    handler: async (request) => ({
      data: await selfCheckIn(app.deps, { credential: request.headers[DEVICE_KEY_HEADER], salonId: request.params.salonId, phone: request.body.phone }),
    }),
  });
};
