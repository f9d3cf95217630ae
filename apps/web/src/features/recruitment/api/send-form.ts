import type { TSubmitted } from '@shine/shared/schemas/recruitment';
import { useMutation } from '@tanstack/react-query';
import { callApi, type CallInput, type Endpoints } from '../../../lib/api-client';
import { i18n } from '../../../lib/i18n';
import { postForm } from '../../../lib/post-form';

type FranchiseBody = CallInput<Endpoints['POST /api/v1/sti-connects/connect2']>['body'];
type PartnerBody = CallInput<Endpoints['POST /api/v1/sti-connects/connect']>['body'];

const langQuery = () => (i18n.language === 'en' ? { lang: 'en' as const } : {});

/** POST /api/v1/sti-connects/connect2: franchise request. */
export const sendFranchise = (body: FranchiseBody) => callApi('POST /api/v1/sti-connects/connect2', { body, query: langQuery() });
/** POST /api/v1/sti-connects/connect: partner / advertising proposal. */
export const sendPartner = (body: PartnerBody) => callApi('POST /api/v1/sti-connects/connect', { body, query: langQuery() });

/**
 * POST /api/v1/recruitment/jobs/:slug/apply: multipart (the CV is a file), so through postForm; the same error
 * envelope (field `issues`) comes back as ApiError.
 */
export const sendApplication = (slug: string, form: FormData): Promise<TSubmitted> =>
  postForm<TSubmitted>(`/v1/recruitment/jobs/${encodeURIComponent(slug)}/apply${i18n.language === 'en' ? '?lang=en' : ''}`, form);

export type Callbacks<R> = { onSuccess: (result: R) => void; onError: (error: unknown) => void; onSettled: () => void };

export const useSendFranchise = () => useMutation({ mutationKey: ['recruitment', 'franchise'], mutationFn: sendFranchise });
export const useSendPartner = () => useMutation({ mutationKey: ['recruitment', 'partner'], mutationFn: sendPartner });
export const useSendApplication = (slug: string) =>
  useMutation({ mutationKey: ['recruitment', 'apply', slug], mutationFn: (form: FormData) => sendApplication(slug, form) });
