import { z } from 'zod';
import { ZId } from '../schemas/common';
import { ZOneTapOffer, ZOneTapParams, ZWaitlistEntry, ZWaitlistJoinBody } from '../schemas/one-tap';
import { endpoint } from './endpoint';

// A salon's waitlist (logged in) and the one-tap offer of a freed chair.

export const joinWaitlist = endpoint({ method: 'POST', path: '/api/v1/waitlist', body: ZWaitlistJoinBody, response: ZWaitlistEntry });

export const listWaitlist = endpoint({ method: 'GET', path: '/api/v1/waitlist', response: z.array(ZWaitlistEntry) });

export const leaveWaitlist = endpoint({
  method: 'DELETE',
  path: '/api/v1/waitlist/:id',
  params: z.object({ id: ZId }),
  response: z.object({ left: z.literal(true) }),
});

export const viewFreedChairOffer = endpoint({ method: 'GET', path: '/api/v1/one-tap/offers/:token', params: ZOneTapParams, response: ZOneTapOffer });

export const claimFreedChairOffer = endpoint({
  method: 'POST',
  path: '/api/v1/one-tap/offers/:token/claim',
  params: ZOneTapParams,
  response: ZOneTapOffer,
});
