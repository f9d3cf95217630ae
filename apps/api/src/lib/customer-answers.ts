import { randomBytes } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { FastifyInstance } from 'fastify';
import type { Listen } from '../db/client.ts';
import type { Clock } from './clock.ts';

/** The channel of `NOTIFY customer_answers, 'c12,p0901234567'` (migration 0032's triggers; '*': everyone). */
export const CUSTOMER_ANSWERS_CHANNEL = 'customer_answers';

/** How long a kept answer may live at most: what the database does not announce (a salon renamed) follows this late, like reference data. */
export const CUSTOMER_ANSWERS_MS = 60_000;

/** Customers (or phones) whose answers are kept at once, the least recently asked going first. */
const OWNERS_MAX = 20_000;
/** Answers kept per owner (history pages, status): past this, his older ones go. */
const VARIANTS_MAX = 16;

/** A kept answer: loaded at `at`, good until `until` (epoch ms of the injected clock). */
type Entry = { value: Promise<unknown>; at: number; until: number };

/** The owner of answers made of a customer's rows (his history, member status). */
export const customerOwner = (customerId: number) => `c${customerId}`;
/** The owner of answers made of a phone's bookings (the upcoming lookup). */
export const phoneOwner = (phone: string) => `p${phone}`;

/** Sends a payload on the channel in a transaction of its own (its NOTIFY reaches every instance at its commit). */
export type Notify = (payload: string) => Promise<unknown>;

/**
 * Answers of one customer or phone, asked on every tap (his history pages, member status, a phone's
 * upcoming lookup), kept on this instance until the database says the rows they are made of changed:
 * every statement writing those rows notifies `customer_answers` with the owners it touched (migration
 * 0032), and each instance LISTENs and drops them. An answer also ends at a time it gives itself (a hold
 * lapsing, a package's visits expiring, a new day) and after CUSTOMER_ANSWERS_MS.
 *
 * A notification reaches the instances moments after its commit, on their LISTEN connection. So that a
 * write answered here is never followed here by an answer from before it, each such write (`wrote`, a
 * request other than GET) sends a marker of this instance after it: until the marker is back, every
 * notification committed before it has arrived, and meanwhile nothing kept is answered (each call loads).
 * Nothing is kept while this instance is not listening (before start, when LISTEN is unavailable, after
 * stop). A load in flight when its owner is dropped still answers the requests that were waiting for it
 * (they were concurrent with the write) but is not found by later ones.
 */
export class CustomerAnswers {
  private readonly owners = new LRUCache<string, Map<string, Entry>>({ max: OWNERS_MAX });
  private readonly instance = randomBytes(6).toString('base64url');
  private listening = false;
  private notify: Notify | undefined;
  /** Markers sent after this instance's writes, and the last one heard back. */
  private sent = 0;
  private heard = 0;
  private readonly waiting: { seq: number; resolve: () => void }[] = [];

  constructor(
    private readonly clock: Clock,
    private readonly ttlMs = CUSTOMER_ANSWERS_MS,
  ) {}

  /** `owner`'s answer named `variant`: kept, or loaded and kept until `expiresAt` of it (epoch ms) or the cache's time. */
  get<V>(owner: string, variant: string, load: () => Promise<V>, expiresAt?: (value: V) => number | undefined): Promise<V> {
    if (!this.listening || this.heard < this.sent) return load();
    const now = this.clock.now().getTime();
    let answers = this.owners.get(owner);
    if (!answers) {
      answers = new Map();
      this.owners.set(owner, answers);
    }
    const kept = answers.get(variant);
    // A clock set back (a test, a dev server's CLOCK_NOW) does not reach an answer made later.
    if (kept && kept.until > now && kept.at <= now) return kept.value as Promise<V>;
    if (answers.size >= VARIANTS_MAX) answers.clear();
    const entry: Entry = { value: load(), at: now, until: now + this.ttlMs };
    answers.set(variant, entry);
    const held = answers;
    entry.value.then(
      (value) => {
        const until = expiresAt?.(value as V);
        if (until !== undefined) entry.until = Math.min(entry.until, until);
      },
      () => {
        if (held.get(variant) === entry) held.delete(variant);
      },
    );
    return entry.value as Promise<V>;
  }

  /** A notification: drops what is kept of the owners it names ('*': everyone), or is one of this instance's markers. */
  heardOf(payload: string) {
    if (payload.startsWith('sync:')) {
      const [, instance, seq] = payload.split(':');
      if (instance !== this.instance) return;
      this.heard = Math.max(this.heard, Number(seq));
      for (const w of this.waiting.filter((x) => x.seq <= this.heard)) {
        this.waiting.splice(this.waiting.indexOf(w), 1);
        w.resolve();
      }
      return;
    }
    if (payload === '*') {
      this.owners.clear();
      return;
    }
    for (const owner of payload.split(',')) if (owner) this.owners.delete(owner);
  }

  /** A write was answered here: nothing kept is answered until its marker is back (see the class). */
  wrote() {
    // A failed marker leaves the answers read per request until a later one is heard.
    this.mark().catch(() => {});
  }

  /** Resolves once every notification committed before now has reached this instance (a marker sent and heard back). */
  async caughtUp(): Promise<void> {
    await this.mark();
  }

  private mark(): Promise<void> {
    if (!this.listening || !this.notify) return Promise.resolve();
    this.sent += 1;
    const seq = this.sent;
    return new Promise<void>((resolve, reject) => {
      const waiter = { seq, resolve };
      this.waiting.push(waiter);
      this.notify!(`sync:${this.instance}:${seq}`).catch((err: unknown) => {
        const at = this.waiting.indexOf(waiter);
        if (at >= 0) this.waiting.splice(at, 1);
        reject(err);
      });
    });
  }

  clear() {
    this.owners.clear();
  }

  /** LISTEN started, or started again (a reconnect may have missed notifications: everything kept goes). */
  listeningAgain(notify: Notify) {
    this.owners.clear();
    this.notify = notify;
    this.listening = true;
    // Markers sent while the connection was down are lost: a new one stands for them.
    if (this.heard < this.sent) this.mark().catch(() => {});
  }

  stopListening() {
    this.listening = false;
    this.notify = undefined;
    this.owners.clear();
    for (const w of this.waiting.splice(0)) w.resolve();
  }
}

/**
 * An app's customer answers follow the database (call before the routes): LISTEN from onReady to preClose,
 * and a marker after every write answered (onSend of a request other than GET or HEAD). Without LISTEN (a
 * transaction-pooling PgBouncer in front of PostgreSQL) the answers are not kept: each is read per request.
 */
export function registerCustomerAnswers(app: FastifyInstance, deps: { listen: Listen; notify: Notify; cache: { customerAnswers: CustomerAnswers } }) {
  const answers = deps.cache.customerAnswers;
  let unlisten: (() => Promise<void>) | undefined;
  app.addHook('onReady', async () => {
    try {
      unlisten = await deps.listen(
        CUSTOMER_ANSWERS_CHANNEL,
        (payload) => answers.heardOf(payload),
        () => answers.listeningAgain(deps.notify),
      );
    } catch (err) {
      app.log.warn({ err }, 'customer answers: LISTEN unavailable, each answer is read per request');
    }
  });
  app.addHook('preClose', async () => {
    answers.stopListening();
    await unlisten?.();
  });
  app.addHook('onSend', async (request, _reply, payload) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') answers.wrote();
    return payload;
  });
}
