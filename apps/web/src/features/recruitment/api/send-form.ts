import type { ErrorCode } from '@shine/shared/rules/error-codes';
import type { TFranchiseRequest, TPartnerRequest, TSubmitted } from '@shine/shared/schemas/recruitment';
import { useMutation } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { i18n } from '../../../lib/i18n';

const langQuery = () => (i18n.language === 'en' ? { lang: 'en' } : undefined);

/** POST /api/v1/sti-connects/connect2: franchise request. */
export const sendFranchise = (body: TFranchiseRequest) => apiRequest<TSubmitted>('/v1/sti-connects/connect2', { method: 'POST', body, query: langQuery() });
/** POST /api/v1/sti-connects/connect: partner / advertising proposal. */
export const sendPartner = (body: TPartnerRequest) => apiRequest<TSubmitted>('/v1/sti-connects/connect', { method: 'POST', body, query: langQuery() });

/**
 * POST /api/v1/recruitment/jobs/:slug/apply: multipart (the CV is a file), so not through the JSON
 * client; the same error envelope (field `issues`) comes back as ApiError.
 */
export async function sendApplication(slug: string, form: FormData): Promise<TSubmitted> {
  let response: Response;
  try {
    response = await fetch(`/api/v1/recruitment/jobs/${encodeURIComponent(slug)}/apply${i18n.language === 'en' ? '?lang=en' : ''}`, {
      method: 'POST',
      headers: { Accept: 'application/json' },
      body: form,
    });
  } catch {
    throw new ApiError(0, i18n.t('common.generalError'), 'NETWORK_ERROR');
  }
  const body = (await response.json().catch(() => null)) as { data?: TSubmitted; message?: string; code?: ErrorCode } | null;
  if (response.ok && body?.data) return body.data;
  throw new ApiError(response.status, body?.message ?? i18n.t('common.generalError'), body?.code, body ?? undefined);
}

export type Callbacks<R> = { onSuccess: (result: R) => void; onError: (error: unknown) => void; onSettled: () => void };

export const useSendFranchise = () => useMutation({ mutationKey: ['recruitment', 'franchise'], mutationFn: sendFranchise });
export const useSendPartner = () => useMutation({ mutationKey: ['recruitment', 'partner'], mutationFn: sendPartner });
export const useSendApplication = (slug: string) =>
  useMutation({ mutationKey: ['recruitment', 'apply', slug], mutationFn: (form: FormData) => sendApplication(slug, form) });
