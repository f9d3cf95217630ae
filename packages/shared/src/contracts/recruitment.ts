import { z } from 'zod';
import { ZLang } from '../schemas/common';
import { ZFranchiseFigures, ZFranchiseRequest, ZJobDetail, ZJobList, ZJobListQuery, ZJobSlug, ZPartnerRequest, ZSubmitted } from '../schemas/recruitment';
import { ZCaptchaChallenge } from '../schemas/auth';
import { endpoint } from './endpoint';

// Franchise (connect2) and partner (connect) contact, recruitment (issue 15).

/** The forms' ALTCHA challenge, bare (altcha-lib's shape); its solution goes in `altcha`. */
export const getFormCaptcha = endpoint({ method: 'GET', path: '/api/v1/sti-connects/captcha', response: ZCaptchaChallenge, enveloped: false });

/** The language of the acknowledgement sent to the phone (the web passes `lang=en` on the English site). */
const ZFormLangQuery = z.object({ lang: ZLang });

export const getFranchiseFigures = endpoint({ method: 'GET', path: '/api/v1/sti-connects/figures', response: ZFranchiseFigures });

export const sendPartnerRequest = endpoint({
  method: 'POST',
  path: '/api/v1/sti-connects/connect',
  query: ZFormLangQuery,
  body: ZPartnerRequest,
  response: ZSubmitted,
});

export const sendFranchiseRequest = endpoint({
  method: 'POST',
  path: '/api/v1/sti-connects/connect2',
  query: ZFormLangQuery,
  body: ZFranchiseRequest,
  response: ZSubmitted,
});

export const listOpenJobs = endpoint({ method: 'GET', path: '/api/v1/recruitment/jobs', query: ZJobListQuery, response: ZJobList });

export const getJobDetail = endpoint({ method: 'GET', path: '/api/v1/recruitment/jobs/:slug', params: z.object({ slug: ZJobSlug }), response: ZJobDetail });

/** Multipart (the fields and the CV file): no body schema, the route reads and checks the parts itself. */
export const applyForJob = endpoint({
  method: 'POST',
  path: '/api/v1/recruitment/jobs/:slug/apply',
  params: z.object({ slug: ZJobSlug }),
  response: ZSubmitted,
});
