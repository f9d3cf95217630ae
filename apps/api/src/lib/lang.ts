import type { FastifyRequest } from 'fastify';

export type Lang = 'vi' | 'en';

/** The spec's calls pass `lang`; anything else is Vietnamese. */
export function requestLang(request: FastifyRequest): Lang {
  const q = request.query as Record<string, unknown> | undefined;
  const b = request.body as Record<string, unknown> | undefined;
  const lang = q?.lang ?? (b && typeof b === 'object' ? b.lang : undefined);
  return lang === 'en' ? 'en' : 'vi';
}
