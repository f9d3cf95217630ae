import { type RecruitKey, isRecruitKey, translateRecruit } from '@shine/shared/i18n/recruit';
import type { ErrorCode } from '@shine/shared/schemas/errors';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ZodError } from 'zod';
import { requestLang } from '../../lib/lang.ts';

export type FieldIssue = { path: string; key: RecruitKey };

/**
 * A refused form: HTTP status, code and a message of the recruit catalogue, plus the fields at fault
 * (each with its own message, shown next to the field).
 */
export class FormError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    readonly key: RecruitKey,
    readonly issues: FieldIssue[] = [],
    readonly params: Record<string, string> = {},
  ) {
    super(`${code}: ${key}`);
  }
}

export const fieldError = (issues: FieldIssue[]) => new FormError(400, 'VALIDATION_ERROR', 'form.invalid', issues);

/** The issues of a failed safeParse of one of the form schemas (its messages are catalogue keys). */
export function issuesOf(error: ZodError): FieldIssue[] {
  return error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    key: isRecruitKey(issue.message) ? issue.message : 'form.invalid',
  }));
}

/**
 * The forms' error handler (encapsulated: only this module's routes): bad fields answer 400 with one
 * translated message per field; anything else goes on to the app's handler.
 */
export function registerFormErrors(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const lang = requestLang(request);
    const product = app.deps.config.BRAND_NAME;
    let form: FormError | undefined = error instanceof FormError ? error : undefined;
    if (!form && hasZodFastifySchemaValidationErrors(error) && error.validationContext === 'body') {
      form = fieldError(
        error.validation.map((v) => {
          const issuePath = (v.params as { issue?: { path?: PropertyKey[] } }).issue?.path?.map(String).join('.');
          const message = v.message ?? '';
          return { path: v.instancePath.replace(/^\//, '').replaceAll('/', '.') || issuePath || '', key: isRecruitKey(message) ? message : 'form.invalid' };
        }),
      );
    }
    if (!form && error.statusCode === 429) form = new FormError(429, 'TOO_MANY_REQUESTS', 'form.tooMany');
    if (!form) throw error;
    const issues = form.issues.map((issue) => ({ path: issue.path, message: translateRecruit(lang, issue.key, { product }) }));
    const message = form.issues.length === 1 && issues[0] ? issues[0].message : translateRecruit(lang, form.key, { product, ...form.params });
    return reply.status(form.statusCode).send({ message, code: form.code, issues, ...form.params });
  });
}
