import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A JSON answer that is the same for every caller until its data changes (the anonymous salon list, a
 * salon-day's hour strip): serialised and compressed once, then sent as is, with an ETag so a browser
 * that has it gets a 304. @fastify/compress leaves an answer whose `content-encoding` is set alone.
 * `brotliQuality`: the best ratio (11, tens of ms for the 66 KB salon list) for an answer kept a minute;
 * the per-request quality for one kept seconds.
 */
export type PreparedJson = { etag: string; identity: Buffer; br: Buffer; gzip: Buffer };

export function prepareJson(value: unknown, brotliQuality: number = constants.BROTLI_MAX_QUALITY): PreparedJson {
  const identity = Buffer.from(JSON.stringify(value));
  return {
    etag: `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`,
    identity,
    br: brotliCompressSync(identity, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: brotliQuality,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    gzip: gzipSync(identity, { level: brotliQuality >= 9 ? 9 : 6 }),
  };
}

const encodings = new Negotiator<'br' | 'gzip'>({ supportedValues: ['br', 'gzip'] });

export function sendPrepared(request: FastifyRequest, reply: FastifyReply, prepared: PreparedJson): FastifyReply {
  reply.header('etag', prepared.etag).header('vary', 'accept-encoding').type('application/json; charset=utf-8');
  if (request.headers['if-none-match'] === prepared.etag) return reply.code(304).send();
  const accepted = request.headers['accept-encoding'];
  const encoding = accepted ? encodings.negotiate(accepted) : null;
  if (!encoding) return reply.send(prepared.identity);
  return reply.header('content-encoding', encoding).send(prepared[encoding]);
}

/**
 * `{ "data": { ...shared, ...own } }` as bytes, from the shared part serialised once (a JSON object with at
 * least one field) and the caller's own few fields: nothing shared is serialised or validated again.
 */
export function withOwnFields(sharedJson: string, own: Record<string, unknown>): Buffer {
  const ownJson = JSON.stringify(own);
  return Buffer.from(ownJson === '{}' ? `{"data":${sharedJson}}` : `{"data":${sharedJson.slice(0, -1)},${ownJson.slice(1)}}`);
}

/** Sends JSON bytes made for this caller (compressed on the way like any answer). */
export function sendJsonBytes(reply: FastifyReply, bytes: Buffer): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(bytes);
}
