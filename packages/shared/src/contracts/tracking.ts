import { z } from 'zod';
import { zText } from '../schemas/common';
import { endpoint } from './endpoint';

const text = z
  .union([zText(200), z.number()])
  .transform(String)
  .nullish();

/** postTrackingDynamic: a click/flow event (never fails the caller once accepted). */
export const postTrackingEvent = endpoint({
  method: 'POST',
  path: '/api/v1/tracking-dynamic',
  body: z.object({
    pageId: text,
    screenId: text,
    eventId: text,
    tokenKey: text,
    source: text,
    utmSource: text,
    data: z.record(zText(60), z.unknown()).default({}),
    extendData: z.unknown().optional(),
  }),
  response: z.object({ stored: z.boolean() }),
});
