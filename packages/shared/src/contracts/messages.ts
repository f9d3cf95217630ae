import { z } from 'zod';
import { endpoint } from './endpoint';

/** A message the dev MessageSender would have sent (`createdAt` is sent as an ISO string). */
const ZOutboxItem = z.object({
  id: z.number(),
  phone: z.string(),
  channel: z.enum(['zalo', 'sms', 'call']),
  purpose: z.string(),
  body: z.string(),
  createdAt: z.date(),
});

/** Outside production only, from this machine only: the OTPs "sent" to a phone (developers, e2e tests). */
export const listDevOutbox = endpoint({
  method: 'GET',
  path: '/api/dev/outbox',
  query: z.object({ phone: z.string().regex(/^0\d{9}$/, 'phone must be 10 digits starting with 0') }),
  response: z.array(ZOutboxItem),
});

/** Outside production only: runs the due booking-message and waitlist jobs now (e2e servers run no job runner). */
export const runDevMessageJobs = endpoint({
  method: 'POST',
  path: '/api/dev/jobs/run-messages',
  response: z.object({ ran: z.number(), failed: z.number() }),
});
