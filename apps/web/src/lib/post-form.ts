import type { ErrorCode } from '@shine/shared/rules/error-codes';
import type { ZodType } from 'zod';
import { ApiError } from './api-client';
import { i18n } from './i18n';

/**
 * POSTs a multipart form (files) to the same-origin API: the JSON client's answers and errors (ApiError with
 * the server's message and code), for the few calls that upload pictures. Not part of the JSON client,
 * which every page loads first; the screens that upload load this with themselves.
 */
export async function postForm<T>(path: string, form: FormData, options: { headers?: Record<string, string>; schema?: ZodType<T> } = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`/api${path}`, { method: 'POST', headers: { Accept: 'application/json', ...options.headers }, body: form });
  } catch {
    throw new ApiError(0, i18n.t('common.generalError'), 'NETWORK_ERROR');
  }
  const body = (await response.json().catch(() => null)) as { data?: unknown; message?: string; code?: ErrorCode } | null;
  // The whole error body goes with it: a form shows the fields the server refused (`issues`).
  if (!response.ok) throw new ApiError(response.status, body?.message ?? i18n.t('common.generalError'), body?.code, body ?? undefined);
  if (!options.schema) return body?.data as T;
  const parsed = options.schema.safeParse(body?.data);
  if (!parsed.success) throw new ApiError(response.status, i18n.t('common.generalError'), 'INVALID_RESPONSE');
  return parsed.data;
}
