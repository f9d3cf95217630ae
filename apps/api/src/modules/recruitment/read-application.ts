import type { RecruitKey } from '@shine/shared/i18n/recruit';
import { ZJobApplication } from '@shine/shared/schemas/recruitment';
import type { FastifyRequest } from 'fastify';
import type { ApplicationInput } from './apply-for-job.ts';
import { cvTypeOf } from './cv-file.ts';
import { FormError, type FieldIssue, fieldError, issuesOf } from './form-error.ts';

/**
 * Reads the multipart application: the fields and at most one `cv` file, kept in memory (5 MB at most)
 * until every check passed. Every problem is reported at once, each next to its field.
 */
export async function readApplication(
  request: FastifyRequest,
  opts: { cvRequired: boolean; maxBytes: number },
): Promise<'honeypot' | { input: ApplicationInput; altcha: string }> {
  if (!request.isMultipart()) throw new FormError(400, 'MULTIPART_REQUIRED', 'form.invalid');
  const fields: Record<string, string> = {};
  let cv: Buffer | undefined;
  let cvIssue: RecruitKey | undefined;
  // throwFileSizeLimit: an oversized CV is read to its limit and flagged `truncated` (a message next to the
  // field) instead of failing the whole request; @fastify/multipart honours it here but does not type it.
  const options = { limits: { fileSize: opts.maxBytes, files: 1, fields: 20, fieldSize: 10_000 }, throwFileSizeLimit: false };
  for await (const part of request.parts(options as Parameters<FastifyRequest['parts']>[0])) {
    if (part.type === 'field') {
      fields[part.fieldname] = String(part.value);
      continue;
    }
    const bytes = await part.toBuffer();
    // A file input left empty sends a part with no name and no bytes: no CV.
    if (part.fieldname !== 'cv' || (part.filename === '' && bytes.length === 0)) continue;
    if (part.file.truncated) cvIssue = 'cv.tooBig';
    else if (bytes.length === 0) cvIssue = 'cv.empty';
    else cv = bytes;
  }
  if (fields.website) return 'honeypot';

  const parsed = ZJobApplication.safeParse(fields);
  const issues: FieldIssue[] = parsed.success ? [] : issuesOf(parsed.error);
  const type = cv ? cvTypeOf(cv) : null;
  if (cv && !type) cvIssue = 'cv.type';
  if (!cvIssue && !cv && opts.cvRequired) cvIssue = 'cv.required';
  if (cvIssue) issues.push({ path: 'cv', key: cvIssue });
  if (!parsed.success || issues.length > 0) throw fieldError(issues);

  const { altcha, website: _website, consent: _consent, ...input } = parsed.data;
  return { altcha, input: { ...input, cv: cv && type ? { bytes: cv, type } : undefined } };
}
