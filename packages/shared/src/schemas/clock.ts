import { z } from 'zod';

/** GET /api/v1/clock: the server's "now" (fixed or offset outside production with CLOCK_NOW / CLOCK_OFFSET_MS). */
export const ZClockResponse = z.object({ data: z.object({ now: z.iso.datetime() }) });
export type TClockResponse = z.infer<typeof ZClockResponse>;
