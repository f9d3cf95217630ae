import type { Lang, MessageKey } from '@shine/shared';
import type { ErrorCode } from '@shine/shared/schemas/errors';

/** A parameter may depend on the language (e.g. 'hôm nay' / 'today'). */
export type ErrorParam = string | number | ((lang: Lang) => string);

/**
 * A failure the caller should see: HTTP status, a machine code and a catalogue message
 * (spec §8 texts, translated by the error handler to the request's language).
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    readonly messageKey: MessageKey,
    readonly params: Record<string, ErrorParam> = {},
    /** Extra fields of the error envelope the client acts on (e.g. `captchaRequired`). */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(`${code}: ${messageKey}`);
  }
}

export const badRequest = (code: ErrorCode, key: MessageKey, params?: Record<string, ErrorParam>) => new AppError(400, code, key, params);
export const notFound = (code: ErrorCode, key: MessageKey) => new AppError(404, code, key);

/** Resolves language-dependent params and capitalises the first letter ("{day} salon..." starts a sentence). */
export function errorText(
  error: AppError,
  lang: Lang,
  translateFn: (lang: Lang, key: MessageKey, params: Record<string, string | number>) => string,
  product: string,
) {
  const params = Object.fromEntries(Object.entries(error.params).map(([k, v]) => [k, typeof v === 'function' ? v(lang) : v]));
  const text = translateFn(lang, error.messageKey, { product, ...params });
  return text.charAt(0).toUpperCase() + text.slice(1);
}
