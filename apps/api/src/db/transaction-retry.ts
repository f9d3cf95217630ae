import type { Db, Tx } from './client.ts';

/** SQLSTATE of a database error, possibly wrapped by Drizzle. */
export function sqlState(err: unknown): string | undefined {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/** deadlock_detected and serialization_failure: PostgreSQL rolled the transaction back and asks for it again. */
const RUN_AGAIN = new Set(['40P01', '40001']);

/** Attempts in all before giving up: a victim's retry queues behind the winner's locks, so a second attempt nearly always passes. */
export const TRANSACTION_ATTEMPTS = 4;

/** Every attempt of a transaction was a deadlock victim or a serialization failure: the caller answers "busy". */
export class TransactionContentionError extends Error {
  constructor(
    readonly attempts: number,
    options: { cause: unknown },
  ) {
    super(`transaction aborted by contention ${attempts} times`, options);
  }
}

/**
 * Runs `work` in a transaction, from the start again when PostgreSQL aborts it as a deadlock victim
 * (40P01) or a serialization failure (40001), at most `attempts` times in all; then throws
 * TransactionContentionError. `work` must hold no state across attempts (each one starts afresh).
 * Any other error passes through at once.
 */
export async function transactionWithRetry<T>(db: Db, work: (tx: Tx) => Promise<T>, attempts = TRANSACTION_ATTEMPTS): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(work);
    } catch (err) {
      if (!RUN_AGAIN.has(sqlState(err) ?? '')) throw err;
      if (attempt >= attempts) throw new TransactionContentionError(attempt, { cause: err });
    }
  }
}
