// ALTCHA proof of work (the captcha of spec §4, self-hosted): find n in 0..maxnumber with
// sha256(salt + n) === challenge, then send base64(JSON {algorithm, challenge, number, salt, signature}).

import type { TCaptchaChallenge } from '@shine/shared/schemas/auth';

/** The challenge as the API's contract sends it (GET /api/v1/auth/captcha, /api/v1/sti-connects/captcha). */
export type AltchaChallenge = TCaptchaChallenge;

export type Sha256Hex = (text: string) => Promise<string>;

const DEFAULT_MAX_NUMBER = 1_000_000;
/** Digests started together: crypto.subtle is asynchronous, one at a time would be ~20x slower. */
const BATCH = 500;

const toHex = (buffer: ArrayBuffer) => Array.from(new Uint8Array(buffer), (byte) => byte.toString(16).padStart(2, '0')).join('');

/** SHA-256 through Web Crypto (available on https and localhost). */
export const subtleSha256: Sha256Hex = async (text) => toHex(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));

/** The number solving the challenge, or null when none up to maxnumber does (or the solve was aborted). */
export async function solveAltcha(challenge: AltchaChallenge, sha256: Sha256Hex = subtleSha256, signal?: AbortSignal): Promise<number | null> {
  if (challenge.algorithm.toUpperCase() !== 'SHA-256') return null;
  const max = challenge.maxnumber ?? DEFAULT_MAX_NUMBER;
  const target = challenge.challenge.toLowerCase();
  for (let start = 0; start <= max; start += BATCH) {
    if (signal?.aborted) return null;
    const numbers = Array.from({ length: Math.min(BATCH, max - start + 1) }, (_, index) => start + index);
    const hashes = await Promise.all(numbers.map((n) => sha256(`${challenge.salt}${n}`)));
    const found = hashes.indexOf(target);
    if (found >= 0) return numbers[found] ?? null;
  }
  return null;
}

/** The `recaptcha` field: the solution as base64 JSON, the format the ALTCHA widget submits. */
export function altchaPayload(challenge: AltchaChallenge, number: number): string {
  const json = JSON.stringify({ algorithm: challenge.algorithm, challenge: challenge.challenge, number, salt: challenge.salt, signature: challenge.signature });
  return btoa(json);
}
