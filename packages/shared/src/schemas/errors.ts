import { z } from 'zod';
import { ERROR_CODES } from '../rules/error-codes';

export { ERROR_CODES, ErrorCode } from '../rules/error-codes';

/**
 * The API's one error envelope (400/401/403/404/409/429/5xx): the spec's text in the request's language
 * and the code, plus the few fields a client acts on (`captchaRequired`, `retryAfterSeconds`, `issues`).
 */
export const ZErrorEnvelope = z.looseObject({ message: z.string(), code: z.enum(ERROR_CODES) });
export type TErrorEnvelope = z.infer<typeof ZErrorEnvelope>;
