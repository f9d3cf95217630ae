import type { TBookingExists } from '@shine/shared/schemas/booking';
import type { AppDeps } from '../../app-deps.ts';
import { phoneOwner } from '../../lib/customer-answers.ts';
import { findUpcomingFactsByPhone } from './booking-repository.ts';
import { toBookingExists } from './booking-view.ts';

type Facts = Awaited<ReturnType<typeof findUpcomingFactsByPhone>>;

/** The first instant one of these stops being upcoming (its end, or an unverified hold's lapse); none: undefined. */
export function firstChangeOf(facts: Facts): number | undefined {
  const ends = facts.map((f) => Math.min(f.endAt.getTime(), f.status === 'pending_otp' && f.holdUntil ? f.holdUntil.getTime() : Infinity));
  return ends.length > 0 ? Math.min(...ends) : undefined;
}

/**
 * The lookup popup's answer for a phone (day, hour, salon of its upcoming bookings), kept per phone until
 * one of its bookings is written (on any instance: the database's notification, lib/customer-answers.ts)
 * or the first of them ends or lapses, at most CUSTOMER_ANSWERS_MS (a salon renamed).
 */
export async function upcomingLookup(deps: Pick<AppDeps, 'db' | 'clock' | 'cache'>, phone: string): Promise<TBookingExists[]> {
  const kept = await deps.cache.customerAnswers.get(
    phoneOwner(phone),
    'lookup',
    async () => {
      const facts = await findUpcomingFactsByPhone(deps.db, phone, deps.clock.now());
      return { answer: facts.map((f) => toBookingExists(f)), until: firstChangeOf(facts) };
    },
    (value) => value.until,
  );
  return kept.answer;
}
