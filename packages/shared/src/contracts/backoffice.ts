import { z } from 'zod';
import { ZOk } from '../schemas/auth';
import {
  ZAdminApplication,
  ZAdminApplications,
  ZAdminBanner,
  ZAdminBannerBody,
  ZAdminConnectRequest,
  ZAdminConnectRequests,
  ZAdminHome,
  ZAdminHomeSection,
  ZAdminHomeSectionBody,
  ZAdminMe,
  ZAdminPage,
  ZAdminPageDraftBody,
  ZAdminPagePreview,
  ZAdminPages,
  ZAdminRating,
  ZAdminRatings,
  ZAdminSalon,
  ZAdminSalonBody,
  ZAdminSalons,
  ZAdminService,
  ZAdminServiceBody,
  ZAdminServices,
  ZApplicationBody,
  ZAuditEntry,
  ZAuditQuery,
  ZConnectRequestBody,
  ZParamsId,
  ZRatingAnswerBody,
  ZSalonDayOffBody,
  ZSalonPhotosBody,
  ZSalonQuery,
  ZSalonVideoBody,
  ZSpecialDayBody,
} from '../schemas/backoffice';
import {
  ZAdminBookingsWithMessages,
  ZAdminCatalogStructure,
  ZAdminCategory,
  ZAdminCategoryBody,
  ZAdminGroup,
  ZAdminGroupBody,
  ZAdminMembership,
  ZAdminServicePlace,
  ZAdminServicePlaceBody,
  ZAdminSuggestRule,
  ZAdminSuggestRuleBody,
  ZAdminTopupPackage,
  ZAdminTopupPackageBody,
  ZAdminTopupPackages,
  ZBookingMessagesQuery,
  ZTierThresholdsBody,
} from '../schemas/backoffice-catalog';
import { ZLang } from '../schemas/common';
import { endpoint } from './endpoint';

// The chain's back office (issue 32), /api/v1/admin/..., on the staff cookie. Not here: a CV download (a file)
// and the salon's photo and video uploads (multipart).

const langQuery = z.object({ lang: ZLang });

// The session and the audit
export const getAdminMe = endpoint({ method: 'GET', path: '/api/v1/admin/me', query: langQuery, response: ZAdminMe });
export const getEntityHistory = endpoint({ method: 'GET', path: '/api/v1/admin/audit', query: ZAuditQuery, response: z.array(ZAuditEntry) });
export const lookUpBookingMessages = endpoint({
  method: 'GET',
  path: '/api/v1/admin/booking-messages',
  query: ZBookingMessagesQuery,
  response: ZAdminBookingsWithMessages,
});

// The catalogue's services and prices
export const listAdminServices = endpoint({ method: 'GET', path: '/api/v1/admin/services', query: langQuery, response: ZAdminServices });
export const updateAdminService = endpoint({
  method: 'PUT',
  path: '/api/v1/admin/services/:id',
  params: ZParamsId,
  query: langQuery,
  body: ZAdminServiceBody,
  response: ZAdminService,
});
export const setServiceSpecialDay = endpoint({
  method: 'PUT',
  path: '/api/v1/admin/services/:id/special-days',
  params: ZParamsId,
  query: langQuery,
  body: ZSpecialDayBody,
  response: ZAdminService,
});

// Salons
export const listAdminSalons = endpoint({ method: 'GET', path: '/api/v1/admin/salons', query: langQuery, response: ZAdminSalons });
export const getAdminSalon = endpoint({ method: 'GET', path: '/api/v1/admin/salons/:id', params: ZParamsId, query: langQuery, response: ZAdminSalon });
export const updateAdminSalon = endpoint({
  method: 'PUT',
  path: '/api/v1/admin/salons/:id',
  params: ZParamsId,
  query: langQuery,
  body: ZAdminSalonBody,
  response: ZAdminSalon,
});
export const setSalonDaysOff = endpoint({
  method: 'PUT',
  path: '/api/v1/admin/salons/:id/days-off',
  params: ZParamsId,
  query: langQuery,
  body: ZSalonDayOffBody,
  response: ZAdminSalon,
});
/** Multipart: photos as files, added at the end of the gallery. */
export const uploadSalonPhotos = endpoint({
  method: 'POST',
  path: '/api/v1/admin/salons/:id/photos',
  params: ZParamsId,
  query: langQuery,
  response: ZAdminSalon,
});
/** Multipart: one MP4 file. */
export const uploadSalonVideo = endpoint({
  method: 'POST',
  path: '/api/v1/admin/salons/:id/video',
  params: ZParamsId,
  query: langQuery,
  response: ZAdminSalon,
});
export const arrangeSalonPhotos = endpoint({
  method: 'PUT',
  path: '/api/v1/admin/salons/:id/photos',
  params: ZParamsId,
  query: langQuery,
  body: ZSalonPhotosBody,
  response: ZAdminSalon,
});
export const setSalonVideoLink = endpoint({
  method: 'PUT',
  path: '/api/v1/admin/salons/:id/video',
  params: ZParamsId,
  query: langQuery,
  body: ZSalonVideoBody,
  response: ZAdminSalon,
});

// The catalogue's structure, membership and top-up packages
export const getCatalogStructure = endpoint({ method: 'GET', path: '/api/v1/admin/catalog', query: langQuery, response: ZAdminCatalogStructure });
export const createCatalogCategory = endpoint({
  method: 'POST',
  path: '/api/v1/admin/catalog/categories',
  query: langQuery,
  body: ZAdminCategoryBody,
  response: ZAdminCategory,
});
export const updateCatalogCategory = endpoint({
  method: 'PUT',
  path: '/api/v1/admin/catalog/categories/:id',
  params: ZParamsId,
  query: langQuery,
  body: ZAdminCategoryBody,
  response: ZAdminCategory,
});
export const createCatalogGroup = endpoint({
  method: 'POST',
  path: '/api/v1/admin/catalog/groups',
  query: langQuery,
  body: ZAdminGroupBody,
  response: ZAdminGroup,
});
export const updateCatalogGroup = endpoint({
  method: 'PUT',
  path: '/api/v1/admin/catalog/groups/:id',
  params: ZParamsId,
  query: langQuery,
  body: ZAdminGroupBody,
  response: ZAdminGroup,
});
export const placeAdminService = endpoint({
  method: 'PUT',
  path: '/api/v1/admin/services/:id/place',
  params: ZParamsId,
  query: langQuery,
  body: ZAdminServicePlaceBody,
  response: ZAdminServicePlace,
});
export const getAdminMembership = endpoint({ method: 'GET', path: '/api/v1/admin/membership', query: langQuery, response: ZAdminMembership });
export const setTierThresholds = endpoint({
  method: 'PUT',
  path: '/api/v1/admin/membership/thresholds',
  query: langQuery,
  body: ZTierThresholdsBody,
  response: ZAdminMembership,
});
export const listAdminTopupPackages = endpoint({ method: 'GET', path: '/api/v1/admin/topup-packages', query: langQuery, response: ZAdminTopupPackages });
export const createTopupPackage = endpoint({
  method: 'POST',
  path: '/api/v1/admin/topup-packages',
  query: langQuery,
  body: ZAdminTopupPackageBody,
  response: ZAdminTopupPackage,
});
export const updateTopupPackage = endpoint({
  method: 'PUT',
  path: '/api/v1/admin/topup-packages/:id',
  params: ZParamsId,
  query: langQuery,
  body: ZAdminTopupPackageBody,
  response: ZAdminTopupPackage,
});
export const listSuggestRules = endpoint({
  method: 'GET',
  path: '/api/v1/admin/catalog/suggest-rules',
  query: langQuery,
  response: z.array(ZAdminSuggestRule),
});
export const createSuggestRule = endpoint({
  method: 'POST',
  path: '/api/v1/admin/catalog/suggest-rules',
  query: langQuery,
  body: ZAdminSuggestRuleBody,
  response: ZAdminSuggestRule,
});
export const updateSuggestRule = endpoint({
  method: 'PUT',
  path: '/api/v1/admin/catalog/suggest-rules/:id',
  params: ZParamsId,
  query: langQuery,
  body: ZAdminSuggestRuleBody,
  response: ZAdminSuggestRule,
});
export const removeSuggestRule = endpoint({
  method: 'DELETE',
  path: '/api/v1/admin/catalog/suggest-rules/:id',
  params: ZParamsId,
  query: langQuery,
  response: ZOk,
});

// The home page and the content pages
export const getAdminHome = endpoint({ method: 'GET', path: '/api/v1/admin/content/home', query: langQuery, response: ZAdminHome });
export const updateHomeBanner = endpoint({
  method: 'PUT',
  path: '/api/v1/admin/content/banners/:id',
  params: ZParamsId,
  query: langQuery,
  body: ZAdminBannerBody,
  response: ZAdminBanner,
});
export const updateHomeSection = endpoint({
  method: 'PUT',
  path: '/api/v1/admin/content/sections/:id',
  params: ZParamsId,
  query: langQuery,
  body: ZAdminHomeSectionBody,
  response: ZAdminHomeSection,
});
export const listAdminPages = endpoint({ method: 'GET', path: '/api/v1/admin/content/pages', query: langQuery, response: ZAdminPages });
export const getAdminPage = endpoint({ method: 'GET', path: '/api/v1/admin/content/pages/:id', params: ZParamsId, query: langQuery, response: ZAdminPage });
export const savePageDraft = endpoint({
  method: 'PUT',
  path: '/api/v1/admin/content/pages/:id/draft',
  params: ZParamsId,
  query: langQuery,
  body: ZAdminPageDraftBody,
  response: ZAdminPage,
});
export const previewPageDraft = endpoint({
  method: 'GET',
  path: '/api/v1/admin/content/pages/:id/preview',
  params: ZParamsId,
  query: langQuery,
  response: ZAdminPagePreview,
});
export const publishContentPage = endpoint({
  method: 'POST',
  path: '/api/v1/admin/content/pages/:id/publish',
  params: ZParamsId,
  query: langQuery,
  response: ZAdminPage,
});

// The inboxes: franchise and partner requests, job applications, ratings with a comment
export const listAdminConnectRequests = endpoint({
  method: 'GET',
  path: '/api/v1/admin/connect-requests',
  query: langQuery,
  response: ZAdminConnectRequests,
});
export const updateAdminConnectRequest = endpoint({
  method: 'PUT',
  path: '/api/v1/admin/connect-requests/:id',
  params: ZParamsId,
  query: langQuery,
  body: ZConnectRequestBody,
  response: ZAdminConnectRequest,
});
export const listJobApplications = endpoint({ method: 'GET', path: '/api/v1/admin/applications', query: langQuery, response: ZAdminApplications });
export const updateJobApplication = endpoint({
  method: 'PUT',
  path: '/api/v1/admin/applications/:id',
  params: ZParamsId,
  query: langQuery,
  body: ZApplicationBody,
  response: ZAdminApplication,
});
export const listAdminRatings = endpoint({ method: 'GET', path: '/api/v1/admin/ratings', query: ZSalonQuery, response: ZAdminRatings });
export const answerAdminRating = endpoint({
  method: 'PUT',
  path: '/api/v1/admin/ratings/:id/answer',
  params: ZParamsId,
  query: langQuery,
  body: ZRatingAnswerBody,
  response: ZAdminRating,
});
