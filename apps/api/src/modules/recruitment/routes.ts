import path from 'node:path';
import * as contracts from '@shine/shared/contracts/recruitment';
import { CV_MAX_BYTES } from '@shine/shared/schemas/recruitment';
import { zonedToday } from '@shine/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import { requestLang } from '../../lib/lang.ts';
import { routeOf } from '../../lib/route-of.ts';
import { uploadDir } from '../../lib/uploads.ts';
import { createCaptcha } from '../auth/index.ts';
import { applyForJob } from './apply-for-job.ts';
import { readApplication } from './read-application.ts';
import { registerFormErrors } from './form-error.ts';
import { createFormGuards, formRateLimit, newReference } from './form-guards.ts';
import { jobDetail, listJobs } from './list-jobs.ts';
import { chainFigures } from './recruitment-repository.ts';
import { submitConnect } from './submit-connect.ts';

/** Where CVs are kept: CV_DIR, or DATA_DIR/private/cv; refused at start-up when anything serves it. */
export function cvDirOf(config: Pick<Config, 'CV_DIR' | 'DATA_DIR' | 'UPLOAD_DIR' | 'WEB_DIST_DIR'>): string {
  const dir = path.resolve(config.CV_DIR ?? path.join(config.DATA_DIR, 'private', 'cv'));
  const served = [uploadDir(config), ...(config.WEB_DIST_DIR ? [path.resolve(config.WEB_DIST_DIR)] : [])];
  for (const root of served) {
    const relative = path.relative(root, dir);
    if (!relative.startsWith('..') && !path.isAbsolute(relative)) throw new Error(`CV_DIR ${dir} is inside ${root}, which the server serves`);
    const reverse = path.relative(dir, root);
    if (!reverse.startsWith('..') && !path.isAbsolute(reverse)) throw new Error(`CV_DIR ${dir} contains ${root}, which the server serves`);
  }
  return dir;
}

/**
 * Franchise (connect2) and partner (connect) contact, recruitment (issue 15): forms behind ALTCHA, a
 * honeypot and per-IP / per-phone limits; the answer is a reference number.
 */
export const recruitmentRoutes: FastifyPluginAsyncZod = async (app) => {
  registerFormErrors(app);
  const guards = createFormGuards(app);
  const cvDir = cvDirOf(app.deps.config);
  const limit = formRateLimit(app.deps);

  app.route({
    ...routeOf(contracts.getFormCaptcha, {
      tags: ['contact'],
      summary: 'ALTCHA challenge for the franchise, partner and job forms (its solution goes in `altcha`)',
    }),
    config: { rateLimit: { max: app.deps.config.AUTH_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' } },
    handler: async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return createCaptcha(app.deps);
    },
  });

  app.route({
    ...routeOf(contracts.getFranchiseFigures, {
      tags: ['contact'],
      summary: 'The chain in figures for the franchise page: salons, provinces, stylists, skinners, customers, open jobs',
    }),
    handler: async () => ({ data: await chainFigures(app.deps.db, zonedToday(app.deps.clock.now())) }),
  });

  const honeypot = (request: { log: typeof app.log }) => {
    // A robot filled the hidden field: it gets what a person gets, nothing is stored or sent.
    request.log.info('form honeypot filled: nothing stored');
    return { data: { reference: newReference('NQ'), duplicate: false } };
  };

  app.route({
    ...routeOf(contracts.sendPartnerRequest, {
      tags: ['contact'],
      summary: 'Partner / advertising proposal: stored (status new), acknowledged to the phone, notified to the team; answers the reference',
      description:
        '400 VALIDATION_ERROR with `issues` [{path, message}] per field; 429 over the per-IP or per-phone limit. The same proposal within a minute answers the earlier reference (`duplicate`).',
    }),
    config: limit,
    handler: async (request) => {
      const { altcha, website, consent: _consent, ...input } = request.body;
      if (website) return { ...honeypot(request), data: { reference: newReference('HT'), duplicate: false } };
      await guards.checkCaptcha(altcha);
      await guards.checkPhone(request, input.phone);
      return { data: await submitConnect(app.deps, request.log, { kind: 'partner', ...input }, requestLang(request)) };
    },
  });

  app.route({
    ...routeOf(contracts.sendFranchiseRequest, {
      tags: ['contact'],
      summary: 'Franchise request: stored (status new), acknowledged to the phone, notified to the team; answers the reference',
      description:
        '400 VALIDATION_ERROR with `issues` [{path, message}] per field; 429 over the per-IP or per-phone limit. The same request within a minute answers the earlier reference (`duplicate`).',
    }),
    config: limit,
    handler: async (request) => {
      const { altcha, website, consent: _consent, ...input } = request.body;
      if (website) return honeypot(request);
      await guards.checkCaptcha(altcha);
      await guards.checkPhone(request, input.phone);
      return { data: await submitConnect(app.deps, request.log, { kind: 'franchise', ...input }, requestLang(request)) };
    },
  });

  app.route({
    ...routeOf(contracts.listOpenJobs, {
      tags: ['recruitment'],
      summary: 'Open jobs (salon: stylist, skinner, reception; office) with province, salon and position filters and their counts',
    }),
    handler: async (request) => ({ data: await listJobs(app.deps, request.query) }),
  });

  app.route({
    ...routeOf(contracts.getJobDetail, {
      tags: ['recruitment'],
      summary: 'One open job: duties, requirements, benefits, pay range, location',
    }),
    handler: async (request) => ({ data: await jobDetail(app.deps, request.params.slug) }),
  });

  app.route({
    ...routeOf(contracts.applyForJob, {
      tags: ['recruitment'],
      summary: 'Apply: multipart name, phone, email, experience, message, consent, altcha, website (honeypot) and `cv` (PDF or DOCX by content, 5 MB)',
      description:
        'The CV is kept outside anything the server serves and is never returned. 400 VALIDATION_ERROR with `issues` per field (cv: not a real PDF/DOCX, over 5 MB, empty); 409 ALREADY_APPLIED within 30 days of an application of the same phone to the job; the same phone within a minute answers the earlier reference.',
      consumes: ['multipart/form-data'],
    }),
    config: limit,
    handler: async (request) => {
      const job = await jobDetail(app.deps, request.params.slug);
      const application = await readApplication(request, { cvRequired: job.cvRequired, maxBytes: CV_MAX_BYTES });
      if (application === 'honeypot') return { ...honeypot(request), data: { reference: newReference('UV'), duplicate: false } };
      await guards.checkCaptcha(application.altcha);
      await guards.checkPhone(request, application.input.phone);
      return { data: await applyForJob(app.deps, request.log, { job, input: application.input, cvDir, lang: requestLang(request) }) };
    },
  });
};
