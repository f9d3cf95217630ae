import { z } from 'zod';
import { endpoint } from './endpoint';

/** The server's now (ISO, UTC): the browser's clock follows it when they differ. */
export const getServerClock = endpoint({ method: 'GET', path: '/api/v1/clock', response: z.object({ now: z.iso.datetime() }) });
