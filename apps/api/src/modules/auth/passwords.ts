import { hash, verify } from '@node-rs/argon2';

// Passwords are 6-digit PINs, weak secrets: a slow hash, then captcha and lock-out limit the guessing.
// argon2id with the library's defaults (19 MiB, 2 passes, 1 lane) is OWASP's minimum recommendation.

export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function passwordMatches(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false; // a malformed stored hash never logs anyone in
  }
}
