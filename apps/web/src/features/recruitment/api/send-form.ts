import type { ErrorCode } from '@shine/shared/rules/error-codes';
import type { TSubmitted } from '@shine/shared/schemas/recruitment';
import { useMutation } from '@tanstack/react-query';
import { ApiError, callApi, type CallInput, type Endpoints } from '../../../lib/api-client';
import { i18n } from '../../../lib/i18n';

type FranchiseBody = CallInput<Endpoints['POST /api/v1/sti-connects/connect2']>['body'];
type PartnerBody = CallInput<Endpoints['POST /api/v1/sti-connects/connect']>['body'];

const langQuery = () => (i18n.language === 'en' ? { lang: 'en' as const } : {});

/** POST /api/v1/sti-connects/connect2: franchise request. */
export const sendFranchise = (body: FranchiseBody) => callApi('POST /api/v1/sti-connects/connect2', { body, query: langQuery() });
/** POST /api/v1/sti-connects/connect: partner / advertising proposal. */
export const sendPartner = (body: PartnerBody) => callApi('POST /api/v1/sti-connects/connect', { body, query: langQuery() });

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
