import { createHash, randomBytes } from 'node:crypto';

/** SHA-256 of a secret token, as stored: the database never holds the token itself. */
export const hashSecretToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A fresh 256-bit token (base64url) for its holder, and the hash to store. */
export function newSecretToken() {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashSecretToken(token) };
}
