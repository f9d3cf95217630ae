import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { solveChallenge } from 'altcha-lib/v1';
import type { Db } from '../src/db/client.ts';
import { bookingImages, bookingServices, bookings, staff } from '../src/db/schema/index.ts';

/** Bearer header of a token. */
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The last code the dev MessageSender "sent" to a phone, read through GET /api/dev/outbox like the e2e test. */
export async function outboxCode(app: FastifyInstance, phone: string): Promise<string> {
  const res = await app.inject({ url: `/api/dev/outbox?phone=${phone}` });
  const code = (res.json().data as { body: string }[])[0]?.body.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no OTP in the outbox of ${phone}`);
  return code;
}

/** Login by OTP (registering the phone when new): the session token and the login answer. */
export async function loginByOtp(app: FastifyInstance, phone: string) {
  const sent = await app.inject({ method: 'POST', url: '/api/v1/otp/send', payload: { phone } });
  if (sent.statusCode !== 200) throw new Error(`otp/send ${sent.statusCode}: ${sent.body}`);
  const res = await app.inject({ method: 'POST', url: '/api/v1/auth/login-otp', payload: { phone, otp: await outboxCode(app, phone) } });
  if (res.statusCode !== 200) throw new Error(`login-otp ${res.statusCode}: ${res.body}`);
  const data = res.json().data as { accessToken: string; isNewUser: boolean; user: { userId: number } };
  return { token: data.accessToken, customerId: data.user.userId, data };
}

/** A phone registered with a password, as the login modal does it: OTP login, then step 4. */
export async function registerWithPassword(app: FastifyInstance, phone: string, password: string) {
  const { token, customerId } = await loginByOtp(app, phone);
  const res = await app.inject({ method: 'POST', url: '/api/v1/auth/change-password', headers: bearer(token), payload: { phone, newPassword: password } });
  if (res.statusCode !== 200) throw new Error(`change-password ${res.statusCode}: ${res.body}`);
  return { token, customerId };
}

/** Fetches a captcha challenge and solves it as the widget would: the `recaptcha` value. */
export async function solvedCaptcha(app: FastifyInstance): Promise<string> {
  const challenge = (await app.inject({ url: '/api/v1/auth/captcha' })).json();
  const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber).promise;
  if (!solution) throw new Error('captcha not solved');
  const payload = {
    algorithm: challenge.algorithm,
    challenge: challenge.challenge,
    number: solution.number,
    salt: challenge.salt,
    signature: challenge.signature,
  };
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}

/**
 * A completed visit `daysAgo` days before `now` at salon 1, with one service, final photos and no
 * rating: what the salon records after the cut.
 */
export async function insertCompletedVisit(
  db: Db,
  input: { customerId: number; phone: string; now: Date; daysAgo: number; photos?: string[]; travelMinutes?: number },
) {
  const [stylist] = await db
    .select()
    .from(staff)
    .where(and(eq(staff.salonId, 1), eq(staff.role, 'stylist')))
    .orderBy(asc(staff.id))
    .limit(1);
  const startAt = new Date(input.now.getTime() - input.daysAgo * 86_400_000);
  const [booking] = await db
    .insert(bookings)
    .values({
      customerId: input.customerId,
      phone: input.phone,
      salonId: 1,
      stylistId: stylist!.id,
      dateBook: startAt.toISOString().slice(0, 10),
      startAt,
      endAt: new Date(startAt.getTime() + (40 + 2 * (input.travelMinutes ?? 0)) * 60_000),
      travelMinutes: input.travelMinutes ?? 0,
      hourId: 1,
      status: 'completed',
      totalPrice: 100_000 + input.daysAgo,
      oldTotalPrice: 120_000,
    })
    .returning();
  await db
    .insert(bookingServices)
    .values({ bookingId: booking!.id, serviceId: 101, name: 'Cắt tóc', price: 100_000 + input.daysAgo, oldPrice: 120_000, timeServe: 40 });
  const photos = input.photos ?? [`/images/final-${booking!.id}-a.jpg`, `/images/final-${booking!.id}-b.jpg`];
  if (photos.length > 0) await db.insert(bookingImages).values(photos.map((url) => ({ bookingId: booking!.id, kind: 'final' as const, url })));
  return booking!;
}
