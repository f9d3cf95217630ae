import { isMessageKey, translate } from '@shine/shared';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ErrorCode } from '@shine/shared/schemas/errors';
import { AppError, errorText } from '../lib/errors.ts';
import { requestLang } from '../lib/lang.ts';

/**
 * One error envelope for the whole API: `{ message, code }` with the spec's user-facing text (plus the
 * few fields a client acts on, such as `captchaRequired`).
 * Bad input is a 400 that says what is wrong; 5xx details never leave the server.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const lang = requestLang(request);
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send({ ...error.extra, message: errorText(error, lang, translate, app.deps.config.BRAND_NAME), code: error.code });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((v) => ({
        path: v.instancePath.replace(/^\//, '').replaceAll('/', '.') || (v.params as { issue?: { path?: PropertyKey[] } }).issue?.path?.join('.') || '',
        // A shared schema's message may be a catalogue key (a control character in a text): answered in the caller's language.
        message: v.message && isMessageKey(v.message) ? translate(lang, v.message) : (v.message ?? 'invalid'),
      }));
      const first = issues[0];
      return reply.status(400).send({
        message: first ? `${error.validationContext ?? 'request'}${first.path ? `.${first.path}` : ''}: ${first.message}` : 'Invalid request',
        code: 'VALIDATION_ERROR',
        issues,
      });
    }
    if (isMultipartParseError(error)) {
      return reply.status(400).send({ message: translate(lang, 'image.invalid'), code: 'MULTIPART_INVALID' });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its schema');
    } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Malformed JSON, unsupported media type, body too large, rate limit... (the framework's own code,
      // such as FST_ERR_CTP_INVALID_MEDIA_TYPE, stays in the log: clients get the shared codes only).
      const code: ErrorCode = error.statusCode === 429 ? 'RATE_LIMITED' : 'BAD_REQUEST';
      return reply.status(error.statusCode).send({ message: error.message, code });
    } else {
      request.log.error({ err: error }, 'unhandled error');
    }
    return reply.status(500).send({ message: translate(lang, 'error.general'), code: 'INTERNAL' });
  });

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0]!;
    // A missing file (/assets/x.js, /images/y.svg) is a 404, never the HTML page in its place. A one-tap link
    // (/b/<token>, issue 33) is a page though its token may end like a name with an extension.
    const isFile = /\.[a-z0-9]+$/i.test(pathname) && !pathname.startsWith('/b/');
    if (pathname.startsWith('/api/') || pathname === '/api' || request.method !== 'GET' || !app.hasSpa || isFile) {
      return reply.status(404).send({ message: `Route ${request.method} ${pathname} not found`, code: 'NOT_FOUND' });
    }
    // A page of the web app: rendered on the server when its server bundle is built (plugins/ssr.ts;
    // unknown paths redirect to / there), otherwise index.html and the browser renders it.
    if (app.renderPage) return app.renderPage(request, reply);
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').sendFile('index.html');
  });
}

/**
 * busboy (under @fastify/multipart) rejects a malformed body — no boundary, a truncated part — with a
 * plain Error that has neither a code nor a status, so only its message tells it apart. It is the
 * client's fault: a 400, not a 500.
 */
const multipartParseErrors =
  /^(Multipart: Boundary not found|Unexpected end of multipart data|.* terminated early due to unexpected end of multipart data|Unsupported Content-Type\.)$/;
function isMultipartParseError(error: FastifyError): boolean {
  return error.statusCode === undefined && error.code === undefined && multipartParseErrors.test(error.message);
}
