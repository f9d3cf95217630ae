import {
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
} from '@shine/shared/schemas/backoffice';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ZodType } from 'zod';
import { apiRequest } from '../../../lib/api-client';

// The back office's reads and writes under /api/v1/admin (the staff cookie): each write refreshes what it
// changed and the entity's history panel.

const get = <T>(path: string, schema: ZodType<T>, query?: Record<string, string | number | undefined>) => apiRequest(path, { staff: true, query }, schema);
const send = <T>(method: 'PUT' | 'POST', path: string, schema: ZodType<T>, body?: unknown) => apiRequest(path, { method, staff: true, body }, schema);

/** A write that refreshes the queries under `keys` (and every history panel) once it is done. */
function useAdminWrite<A, T>(write: (args: A) => Promise<T>, keys: readonly (readonly unknown[])[]) {
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
export const useAdminHome = () => useQuery({ queryKey: homeKey, queryFn: () => get('/v1/admin/content/home', ZAdminHome) });
export const useSaveBanner = () =>
  useAdminWrite(({ id, ...body }: { id: number } & Record<string, unknown>) => send('PUT', `/v1/admin/content/banners/${id}`, ZAdminBanner, body), [homeKey]);
export const useSaveHomeSection = () =>
  useAdminWrite(({ id, ...body }: { id: number } & Record<string, unknown>) => send('PUT', `/v1/admin/content/sections/${id}`, ZAdminHomeSection, body), [homeKey]);

const pagesKey = ['staff', 'admin', 'pages'] as const;
export const useAdminPages = () => useQuery({ queryKey: pagesKey, queryFn: () => get('/v1/admin/content/pages', ZAdminPages) });
export const useAdminPage = (id: number) => useQuery({ queryKey: [...pagesKey, id], queryFn: () => get(`/v1/admin/content/pages/${id}`, ZAdminPage) });
export const usePagePreview = (id: number, enabled: boolean) =>
  useQuery({ queryKey: [...pagesKey, id, 'preview'], queryFn: () => get(`/v1/admin/content/pages/${id}/preview`, ZAdminPagePreview), enabled });
export const useSavePageDraft = (id: number) =>
  useAdminWrite((body: { title: string; description: string; body: string }) => send('PUT', `/v1/admin/content/pages/${id}/draft`, ZAdminPage, body), [pagesKey]);
export const usePublishPage = (id: number) => useAdminWrite(() => send('POST', `/v1/admin/content/pages/${id}/publish`, ZAdminPage), [pagesKey]);

// Catalogue
const servicesKey = ['staff', 'admin', 'services'] as const;
export const useAdminServices = () => useQuery({ queryKey: servicesKey, queryFn: () => get('/v1/admin/services', ZAdminServices) });
export const useSaveService = () =>
  useAdminWrite(({ id, ...body }: { id: number; name: string; nameEn: string; price: number; oldPrice: number | null; discontinued: boolean }) => send('PUT', `/v1/admin/services/${id}`, ZAdminService, body), [servicesKey]);
export const useSetSpecialDay = () =>
  useAdminWrite(({ id, ...body }: { id: number; date: string; price: number | null }) => send('PUT', `/v1/admin/services/${id}/special-days`, ZAdminService, body), [servicesKey]);

// Salons
const salonsKey = ['staff', 'admin', 'salons'] as const;
export const useAdminSalons = () => useQuery({ queryKey: salonsKey, queryFn: () => get('/v1/admin/salons', ZAdminSalons) });
export const useAdminSalon = (id: number) => useQuery({ queryKey: [...salonsKey, id], queryFn: () => get(`/v1/admin/salons/${id}`, ZAdminSalon) });
export const useSaveSalon = (id: number) => useAdminWrite((body: Record<string, unknown>) => send('PUT', `/v1/admin/salons/${id}`, ZAdminSalon, body), [salonsKey]);
export const useSetDayOff = (id: number) =>
  useAdminWrite((body: { date: string; off: boolean; message: string }) => send('PUT', `/v1/admin/salons/${id}/days-off`, ZAdminSalon, body), [salonsKey]);

// Inboxes
const connectKey = ['staff', 'admin', 'connect'] as const;
export const useConnectRequests = () => useQuery({ queryKey: connectKey, queryFn: () => get('/v1/admin/connect-requests', ZAdminConnectRequests) });
export const useSaveConnectRequest = () =>
  useAdminWrite(({ id, ...body }: { id: number; status: 'new' | 'contacted' | 'closed'; notes: string | null; assigneeId: number | null }) => send('PUT', `/v1/admin/connect-requests/${id}`, ZAdminConnectRequest, body), [connectKey]);

const applicationsKey = ['staff', 'admin', 'applications'] as const;
export const useApplications = () => useQuery({ queryKey: applicationsKey, queryFn: () => get('/v1/admin/applications', ZAdminApplications) });
export const useSaveApplication = () =>
  useAdminWrite(({ id, status }: { id: number; status: 'new' | 'contacted' | 'closed' }) => send('PUT', `/v1/admin/applications/${id}`, ZAdminApplication, { status }), [applicationsKey]);
/** The CV's address: the browser downloads it with the staff cookie; the server audits each download. */
export const cvHref = (id: number) => `/api/v1/admin/applications/${id}/cv`;

const ratingsKey = ['staff', 'admin', 'ratings'] as const;
export const useAdminRatings = () => useQuery({ queryKey: ratingsKey, queryFn: () => get('/v1/admin/ratings', ZAdminRatings) });
export const useAnswerRating = () => useAdminWrite(({ id, answer }: { id: number; answer: string }) => send('PUT', `/v1/admin/ratings/${id}/answer`, ZAdminRating, { answer }), [ratingsKey]);
