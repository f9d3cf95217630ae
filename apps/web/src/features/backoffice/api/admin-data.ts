import type {
  ZAdminApplication,
  ZAdminApplications,
  ZAdminBanner,
  ZAdminConnectRequest,
  ZAdminConnectRequests,
  ZAdminHome,
  ZAdminHomeSection,
  ZAdminPage,
  ZAdminPagePreview,
  ZAdminPages,
  ZAdminRating,
  ZAdminRatings,
  ZAdminSalon,
  ZAdminSalons,
  ZAdminService,
  ZAdminServices,
  ZSalonDayOffBody,
} from '@shine/shared/schemas/backoffice';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

// The back office's reads and writes under /api/v1/admin (the staff cookie): each write refreshes what it
// changed and the entity's history panel.

// Answers are typed by the shared schemas, not parsed: zod stays out of the browser's bundles (issue 29),
// and the server checks every answer against the same schema before sending it.
type Answer<S extends z.ZodType> = z.output<S>;
const get = <T>(path: string, query?: Record<string, string | number | undefined>) => apiRequest<T>(path, { staff: true, query });
const send = <T>(method: 'PUT' | 'POST', path: string, body?: unknown) => apiRequest<T>(path, { method, staff: true, body });

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
export const useAdminHome = () => useQuery({ queryKey: homeKey, queryFn: () => get<Answer<typeof ZAdminHome>>('/v1/admin/content/home') });
export const useSaveBanner = () =>
  useAdminWrite(
    ({ id, ...body }: { id: number } & Record<string, unknown>) => send<Answer<typeof ZAdminBanner>>('PUT', `/v1/admin/content/banners/${id}`, body),
    [homeKey],
  );
export const useSaveHomeSection = () =>
  useAdminWrite(
    ({ id, ...body }: { id: number } & Record<string, unknown>) => send<Answer<typeof ZAdminHomeSection>>('PUT', `/v1/admin/content/sections/${id}`, body),
    [homeKey],
  );

const pagesKey = ['staff', 'admin', 'pages'] as const;
export const useAdminPages = () => useQuery({ queryKey: pagesKey, queryFn: () => get<Answer<typeof ZAdminPages>>('/v1/admin/content/pages') });
export const useAdminPage = (id: number) =>
  useQuery({ queryKey: [...pagesKey, id], queryFn: () => get<Answer<typeof ZAdminPage>>(`/v1/admin/content/pages/${id}`) });
export const usePagePreview = (id: number, enabled: boolean) =>
  useQuery({ queryKey: [...pagesKey, id, 'preview'], queryFn: () => get<Answer<typeof ZAdminPagePreview>>(`/v1/admin/content/pages/${id}/preview`), enabled });
export const useSavePageDraft = (id: number) =>
  useAdminWrite(
    (body: { title: string; description: string; body: string }) => send<Answer<typeof ZAdminPage>>('PUT', `/v1/admin/content/pages/${id}/draft`, body),
    [pagesKey],
  );
export const usePublishPage = (id: number) => useAdminWrite(() => send<Answer<typeof ZAdminPage>>('POST', `/v1/admin/content/pages/${id}/publish`), [pagesKey]);

// Catalogue
const servicesKey = ['staff', 'admin', 'services'] as const;
export const useAdminServices = () => useQuery({ queryKey: servicesKey, queryFn: () => get<Answer<typeof ZAdminServices>>('/v1/admin/services') });
export const useSaveService = () =>
  useAdminWrite(
    ({ id, ...body }: { id: number; name: string; nameEn: string; price: number; oldPrice: number | null; discontinued: boolean }) =>
      send<Answer<typeof ZAdminService>>('PUT', `/v1/admin/services/${id}`, body),
    [servicesKey],
  );
export const useSetSpecialDay = () =>
  useAdminWrite(
    ({ id, ...body }: { id: number; date: string; price: number | null }) =>
      send<Answer<typeof ZAdminService>>('PUT', `/v1/admin/services/${id}/special-days`, body),
    [servicesKey],
  );

// Salons
export const salonsKey = ['staff', 'admin', 'salons'] as const;
export const useAdminSalons = () => useQuery({ queryKey: salonsKey, queryFn: () => get<Answer<typeof ZAdminSalons>>('/v1/admin/salons') });
export const useAdminSalon = (id: number) =>
  useQuery({ queryKey: [...salonsKey, id], queryFn: () => get<Answer<typeof ZAdminSalon>>(`/v1/admin/salons/${id}`) });
export const useSaveSalon = (id: number) =>
  useAdminWrite((body: Record<string, unknown>) => send<Answer<typeof ZAdminSalon>>('PUT', `/v1/admin/salons/${id}`, body), [salonsKey]);
export const useSetDayOff = (id: number) =>
  useAdminWrite((body: z.input<typeof ZSalonDayOffBody>) => send<Answer<typeof ZAdminSalon>>('PUT', `/v1/admin/salons/${id}/days-off`, body), [salonsKey]);

// Inboxes
const connectKey = ['staff', 'admin', 'connect'] as const;
export const useConnectRequests = () =>
  useQuery({ queryKey: connectKey, queryFn: () => get<Answer<typeof ZAdminConnectRequests>>('/v1/admin/connect-requests') });
export const useSaveConnectRequest = () =>
  useAdminWrite(
    ({ id, ...body }: { id: number; status: 'new' | 'contacted' | 'closed'; notes: string | null; assigneeId: number | null }) =>
      send<Answer<typeof ZAdminConnectRequest>>('PUT', `/v1/admin/connect-requests/${id}`, body),
    [connectKey],
  );

const applicationsKey = ['staff', 'admin', 'applications'] as const;
export const useApplications = () => useQuery({ queryKey: applicationsKey, queryFn: () => get<Answer<typeof ZAdminApplications>>('/v1/admin/applications') });
export const useSaveApplication = () =>
  useAdminWrite(
    ({ id, status }: { id: number; status: 'new' | 'contacted' | 'closed' }) =>
      send<Answer<typeof ZAdminApplication>>('PUT', `/v1/admin/applications/${id}`, { status }),
    [applicationsKey],
  );
/** The CV's address: the browser downloads it with the staff cookie; the server audits each download. */
export const cvHref = (id: number) => `/api/v1/admin/applications/${id}/cv`;

const ratingsKey = ['staff', 'admin', 'ratings'] as const;
export const useAdminRatings = () => useQuery({ queryKey: ratingsKey, queryFn: () => get<Answer<typeof ZAdminRatings>>('/v1/admin/ratings') });
export const useAnswerRating = () =>
  useAdminWrite(
    ({ id, answer }: { id: number; answer: string }) => send<Answer<typeof ZAdminRating>>('PUT', `/v1/admin/ratings/${id}/answer`, { answer }),
    [ratingsKey],
  );
