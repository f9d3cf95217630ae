import { z } from 'zod';
import { ZOk } from '../schemas/auth';
import { ZLang } from '../schemas/common';
import {
  ZCheckInBody,
  ZDayQuery,
  ZDevice,
  ZDeviceListQuery,
  ZDeviceParams,
  ZEnrolDeviceBody,
  ZEnrolledDevice,
  ZFloorDay,
  ZImageReportParams,
  ZImageReports,
  ZMyQueue,
  ZPayBody,
  ZReceipt,
  ZResolveImageReportBody,
  ZResolvedImageReport,
  ZSalonParams,
  ZSelfCheckInBody,
  ZSelfCheckInResult,
  ZStaffLoginBody,
  ZStaffMe,
  ZStaffSession,
  ZStartWashBody,
  ZUnlockBody,
  ZUndoBody,
  ZVietQr,
  ZVisitDetail,
  ZVisitParams,
  ZVisitPhotoParams,
  ZVisitPhotos,
  ZVisitResult,
  ZWalkInBody,
} from '../schemas/floor';
import { ZSalonQueue } from '../schemas/queue';
import { ZProposeServiceChangeBody, ZProposedChange } from '../schemas/service-change';
import { endpoint } from './endpoint';

// The salon floor (issue 30), /api/v1/staff/..., on the staff cookie. Not here: the tablet's unlock and the
// kiosk's self check-in (they read the X-Device-Key header), the after-cut photo upload (multipart) and the
// floor's event stream (Server-Sent Events).

const langQuery = z.object({ lang: ZLang });

// Staff sessions
export const logInStaff = endpoint({ method: 'POST', path: '/api/v1/staff/auth/login', body: ZStaffLoginBody, response: ZStaffSession });
export const logOutStaff = endpoint({ method: 'POST', path: '/api/v1/staff/auth/logout', query: langQuery, response: ZOk });
export const getStaffMe = endpoint({ method: 'GET', path: '/api/v1/staff/me', query: langQuery, response: ZStaffMe });
export const getStaffSession = endpoint({ method: 'GET', path: '/api/v1/staff/session', query: langQuery, response: ZStaffMe.nullable() });

// Shared tablets
export const enrolDevice = endpoint({ method: 'POST', path: '/api/v1/staff/devices', body: ZEnrolDeviceBody, response: ZEnrolledDevice });
export const listSalonDevices = endpoint({ method: 'GET', path: '/api/v1/staff/devices', query: ZDeviceListQuery, response: z.array(ZDevice) });
/** The header an enrolled tablet proves itself with (its credential, kept in the tablet's storage). */
export const DEVICE_KEY_HEADER = 'x-device-key';
const deviceKey = z.object({ [DEVICE_KEY_HEADER]: z.string().max(100).optional() });

export const unlockDevice = endpoint({
  method: 'POST',
  path: '/api/v1/staff/devices/unlock',
  headers: deviceKey,
  body: ZUnlockBody,
  response: ZStaffSession,
});
export const selfCheckIn = endpoint({
  method: 'POST',
  path: '/api/v1/staff/salons/:salonId/self-check-in',
  headers: deviceKey,
  params: ZSalonParams,
  body: ZSelfCheckInBody,
  response: ZSelfCheckInResult,
});
/** Multipart: the after-cut photos as files. */
export const addVisitPhotos = endpoint({ method: 'POST', path: '/api/v1/staff/visits/:bookingId/photos', params: ZVisitParams, response: ZVisitPhotos });
export const revokeDevice = endpoint({ method: 'DELETE', path: '/api/v1/staff/devices/:id', params: ZDeviceParams, response: ZDevice });

// Reception's day and each step of a visit
export const getFloorDay = endpoint({ method: 'GET', path: '/api/v1/staff/salons/:salonId/day', params: ZSalonParams, query: ZDayQuery, response: ZFloorDay });
export const checkInVisit = endpoint({
  method: 'POST',
  path: '/api/v1/staff/salons/:salonId/check-in',
  params: ZSalonParams,
  body: ZCheckInBody,
  response: ZVisitResult,
});
export const createWalkIn = endpoint({
  method: 'POST',
  path: '/api/v1/staff/salons/:salonId/walk-ins',
  params: ZSalonParams,
  body: ZWalkInBody,
  response: ZVisitResult,
});
// Only the wash names someone (the skinner, when a manager taps for him).
export const startWash = endpoint({
  method: 'POST',
  path: '/api/v1/staff/visits/:bookingId/start-wash',
  params: ZVisitParams,
  body: ZStartWashBody.optional(),
  response: ZVisitResult,
});
export const startCut = endpoint({
  method: 'POST',
  path: '/api/v1/staff/visits/:bookingId/start-cut',
  params: ZVisitParams,
  body: z.object({}).optional(),
  response: ZVisitResult,
});
export const finishVisit = endpoint({
  method: 'POST',
  path: '/api/v1/staff/visits/:bookingId/finish',
  params: ZVisitParams,
  body: z.object({}).optional(),
  response: ZVisitResult,
});
export const markNoShow = endpoint({
  method: 'POST',
  path: '/api/v1/staff/visits/:bookingId/no-show',
  params: ZVisitParams,
  body: z.object({}).optional(),
  response: ZVisitResult,
});
export const undoVisitStep = endpoint({
  method: 'POST',
  path: '/api/v1/staff/visits/:bookingId/undo',
  params: ZVisitParams,
  body: ZUndoBody.optional(),
  response: ZVisitResult,
});

// Payment at reception
export const payVisit = endpoint({ method: 'POST', path: '/api/v1/staff/visits/:bookingId/pay', params: ZVisitParams, body: ZPayBody, response: ZReceipt });
export const getVisitReceipt = endpoint({ method: 'GET', path: '/api/v1/staff/visits/:bookingId/receipt', params: ZVisitParams, response: ZReceipt });
export const getVisitVietQr = endpoint({ method: 'GET', path: '/api/v1/staff/visits/:bookingId/vietqr', params: ZVisitParams, response: ZVietQr });

// The stylist's screen
export const getVisitDetail = endpoint({
  method: 'GET',
  path: '/api/v1/staff/visits/:bookingId',
  params: ZVisitParams,
  query: langQuery,
  response: ZVisitDetail,
});
export const getMyQueue = endpoint({
  method: 'GET',
  path: '/api/v1/staff/salons/:salonId/my-queue',
  params: ZSalonParams,
  query: ZDayQuery.pick({ lang: true }),
  response: ZMyQueue,
});
export const removeVisitPhoto = endpoint({
  method: 'DELETE',
  path: '/api/v1/staff/visits/:bookingId/photos/:imageId',
  params: ZVisitPhotoParams,
  response: ZVisitPhotos,
});

// The customers' "this photo is not me" reports, for the salon manager
export const listImageReports = endpoint({
  method: 'GET',
  path: '/api/v1/staff/salons/:salonId/image-reports',
  params: ZSalonParams,
  query: langQuery,
  response: ZImageReports,
});
export const resolveImageReport = endpoint({
  method: 'POST',
  path: '/api/v1/staff/salons/:salonId/image-reports/:id/resolve',
  params: ZImageReportParams,
  body: ZResolveImageReportBody,
  response: ZResolvedImageReport,
});

// A change of services during a visit, proposed to the customer
export const proposeFloorServiceChange = endpoint({
  method: 'POST',
  path: '/api/v1/staff/service-changes',
  body: ZProposeServiceChangeBody,
  response: ZProposedChange,
});

// The live queue (its changes come by the event stream)
export const getFloorQueue = endpoint({ method: 'GET', path: '/api/v1/staff/salons/:salonId/queue', params: ZSalonParams, response: ZSalonQueue });
