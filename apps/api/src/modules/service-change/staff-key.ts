import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors.ts';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** The salon system's calls carry the staff key; compared in constant time, refused when none is configured. */
export function verifyStaffKey(request: FastifyRequest, expected: string | undefined) {
  const given = request.headers['x-staff-key'];
  if (!expected || typeof given !== 'string' || !timingSafeEqual(digest(given), digest(expected))) {
    throw new AppError(401, 'UNAUTHORIZED', 'serviceChange.staffKey');
  }
}
