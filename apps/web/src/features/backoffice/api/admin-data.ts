import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type CallInput, type EndpointName, type Endpoints, callApi } from '../../../lib/api-client';

// The back office's reads and writes under /api/v1/admin (the staff cookie): each write refreshes what it
// changed and the entity's history panel. Queries, bodies and answers are typed by the endpoint contracts
// (types only: zod stays out of the browser's bundles, issue 29; the server checks every answer before sending it).

/** What an endpoint's body takes. */
export type BodyOf<N extends EndpointName> = NonNullable<CallInput<Endpoints[N]>['body']>;

/** A write that refreshes the queries under `keys` (and every history panel) once it is done. */
export function useAdminWrite<A, T>(write: (args: A) => Promise<T>, keys: readonly (readonly unknown[])[]) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: async () => {
      await Promise.all([...keys, ['staff', 'history']].map((queryKey) => client.invalidateQueries({ queryKey })));
    },
  });
}

// Content
const homeKey = ['staff', 'admin', 'home'] as const;
export const useAdminHome = () => useQuery({ queryKey: homeKey, queryFn: () => callApi('GET /api/v1/admin/content/home') });
export const useSaveBanner = () =>
  useAdminWrite(
    ({ id, ...body }: { id: number } & BodyOf<'PUT /api/v1/admin/content/banners/:id'>) =>
      callApi('PUT /api/v1/admin/content/banners/:id', { params: { id }, body }),
    [homeKey],
  );
export const useSaveHomeSection = () =>
  useAdminWrite(
    ({ id, ...body }: { id: number } & BodyOf<'PUT /api/v1/admin/content/sections/:id'>) =>
      callApi('PUT /api/v1/admin/content/sections/:id', { params: { id }, body }),
    [homeKey],
  );

const pagesKey = ['staff', 'admin', 'pages'] as const;
export const useAdminPages = () => useQuery({ queryKey: pagesKey, queryFn: () => callApi('GET /api/v1/admin/content/pages') });
export const useAdminPage = (id: number) =>
  useQuery({ queryKey: [...pagesKey, id], queryFn: () => callApi('GET /api/v1/admin/content/pages/:id', { params: { id } }) });
export const usePagePreview = (id: number, enabled: boolean) =>
  useQuery({
    queryKey: [...pagesKey, id, 'preview'],
    queryFn: () => callApi('GET /api/v1/admin/content/pages/:id/preview', { params: { id } }),
    enabled,
  });
export const useSavePageDraft = (id: number) =>
  useAdminWrite(
    (body: BodyOf<'PUT /api/v1/admin/content/pages/:id/draft'>) => callApi('PUT /api/v1/admin/content/pages/:id/draft', { params: { id }, body }),
    [pagesKey],
  );
export const usePublishPage = (id: number) => useAdminWrite(() => callApi('POST /api/v1/admin/content/pages/:id/publish', { params: { id } }), [pagesKey]);

// Catalogue
const servicesKey = ['staff', 'admin', 'services'] as const;
export const useAdminServices = () => useQuery({ queryKey: servicesKey, queryFn: () => callApi('GET /api/v1/admin/services') });
export const useSaveService = () =>
  useAdminWrite(
    ({ id, ...body }: { id: number } & BodyOf<'PUT /api/v1/admin/services/:id'>) => callApi('PUT /api/v1/admin/services/:id', { params: { id }, body }),
    [servicesKey],
  );
export const useSetSpecialDay = () =>
  useAdminWrite(
    ({ id, ...body }: { id: number } & BodyOf<'PUT /api/v1/admin/services/:id/special-days'>) =>
      callApi('PUT /api/v1/admin/services/:id/special-days', { params: { id }, body }),
    [servicesKey],
  );

// Salons
export const salonsKey = ['staff', 'admin', 'salons'] as const;
export const useAdminSalons = () => useQuery({ queryKey: salonsKey, queryFn: () => callApi('GET /api/v1/admin/salons') });
export const useAdminSalon = (id: number) =>
  useQuery({ queryKey: [...salonsKey, id], queryFn: () => callApi('GET /api/v1/admin/salons/:id', { params: { id } }) });
export const useSaveSalon = (id: number) =>
  useAdminWrite((body: BodyOf<'PUT /api/v1/admin/salons/:id'>) => callApi('PUT /api/v1/admin/salons/:id', { params: { id }, body }), [salonsKey]);
export const useSetDayOff = (id: number) =>
  useAdminWrite(
    (body: BodyOf<'PUT /api/v1/admin/salons/:id/days-off'>) => callApi('PUT /api/v1/admin/salons/:id/days-off', { params: { id }, body }),
    [salonsKey],
  );

// Inboxes
const connectKey = ['staff', 'admin', 'connect'] as const;
export const useConnectRequests = () => useQuery({ queryKey: connectKey, queryFn: () => callApi('GET /api/v1/admin/connect-requests') });
export const useSaveConnectRequest = () =>
  useAdminWrite(
    ({ id, ...body }: { id: number } & BodyOf<'PUT /api/v1/admin/connect-requests/:id'>) =>
      callApi('PUT /api/v1/admin/connect-requests/:id', { params: { id }, body }),
    [connectKey],
  );

const applicationsKey = ['staff', 'admin', 'applications'] as const;
export const useApplications = () => useQuery({ queryKey: applicationsKey, queryFn: () => callApi('GET /api/v1/admin/applications') });
export const useSaveApplication = () =>
  useAdminWrite(
    ({ id, status }: { id: number } & BodyOf<'PUT /api/v1/admin/applications/:id'>) =>
      callApi('PUT /api/v1/admin/applications/:id', { params: { id }, body: { status } }),
    [applicationsKey],
  );
/** The CV's address: the browser downloads it with the staff cookie; the server audits each download. */
export const cvHref = (id: number) => `/api/v1/admin/applications/${id}/cv`;

const ratingsKey = ['staff', 'admin', 'ratings'] as const;
export const useAdminRatings = () => useQuery({ queryKey: ratingsKey, queryFn: () => callApi('GET /api/v1/admin/ratings') });
export const useAnswerRating = () =>
  useAdminWrite(
    ({ id, answer }: { id: number } & BodyOf<'PUT /api/v1/admin/ratings/:id/answer'>) =>
      callApi('PUT /api/v1/admin/ratings/:id/answer', { params: { id }, body: { answer } }),
    [ratingsKey],
  );
