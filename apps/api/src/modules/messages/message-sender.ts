import type { Db, Tx } from '../../db/client.ts';

export type Channel = 'zalo' | 'sms' | 'call';

/**
 * One message to a phone (national form 0…). `code` is the OTP as data (a ZNS template fills it in);
 * `body` is the same message as text (SMS, outbox). `channel` is what the caller asked for.
 */
export type OutgoingMessage = {
  phone: string;
  channel: Channel;
  purpose: string;
  code?: string;
  body: string;
  /** A booking message (issue 33): its ZNS template kind and parameters (buttons' link token included). */
  template?: { kind: string; data: Record<string, string> };
  /** The SMS text when it differs from `body` (ASCII, within 160 characters, with the one-tap link). */
  smsBody?: string;
  /** One per message, sent to every gateway as its request id: a retry of the same message is not paid twice. */
  idempotencyKey?: string;
};

/** Delivers a message and answers the channel it actually went out on (Zalo, SMS…). */
export interface MessageSender {
  /** `opts.log`: where the attempts are recorded (a booking message logs in the transaction that sends it). */
  send(message: OutgoingMessage, opts?: { log?: Db | Tx }): Promise<Channel>;
}

/** One link of the sender chain: a gateway that delivers or throws (a short error, no secrets). */
export interface Gateway {
  readonly name: 'zns' | 'sms' | 'outbox';
  /** `db`: the handle of the caller's transaction, for a gateway that writes (the dev outbox). */
  deliver(message: OutgoingMessage, trackingId: string, db?: Db | Tx): Promise<{ channel: Channel; providerMessageId?: string }>;
}
