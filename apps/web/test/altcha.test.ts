import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { altchaPayload, solveAltcha, subtleSha256, type AltchaChallenge } from '../src/features/auth/altcha';

// Spec §4 captcha, self-hosted ALTCHA: the browser finds the number behind the challenge by proof of work.

const sha = (text: string) => createHash('sha256').update(text).digest('hex');

function challengeFor(number: number, maxnumber = 5000): AltchaChallenge {
  const salt = 'a1b2c3d4e5f6?expires=1795266226&';
  const challenge = sha(`${salt}${number}`);
  return { algorithm: 'SHA-256', challenge, salt, maxnumber, signature: createHmac('sha256', 'test').update(challenge).digest('hex') };
}

describe('ALTCHA solver', () => {
  it('finds the number with Web Crypto', async () => {
    expect(await solveAltcha(challengeFor(1234))).toBe(1234);
    expect(await solveAltcha(challengeFor(0))).toBe(0);
    expect(await solveAltcha(challengeFor(5000))).toBe(5000);
  });

  it('hashes like Node (salt followed by the number)', async () => {
    expect(await subtleSha256('abc7')).toBe(sha('abc7'));
  });

  it('gives up past maxnumber, on another algorithm, and when aborted', async () => {
    expect(await solveAltcha({ ...challengeFor(900), maxnumber: 500 })).toBeNull();
    expect(await solveAltcha({ ...challengeFor(3), algorithm: 'SHA-1' })).toBeNull();
    const controller = new AbortController();
    controller.abort();
    expect(await solveAltcha(challengeFor(3), subtleSha256, controller.signal)).toBeNull();
  });

  it('sends base64 JSON of algorithm, challenge, number, salt and signature in `recaptcha`', () => {
    const challenge = challengeFor(42);
    const decoded: unknown = JSON.parse(Buffer.from(altchaPayload(challenge, 42), 'base64').toString('utf8'));
    expect(decoded).toEqual({ algorithm: 'SHA-256', challenge: challenge.challenge, number: 42, salt: challenge.salt, signature: challenge.signature });
  });
});
