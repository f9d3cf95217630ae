export type Channel = 'zalo' | 'sms' | 'call';

/**
 * One message to a phone (national form 0…). `code` is the OTP as data (a ZNS template fills it in);
 * `body` is the same message as text (SMS, outbox). `channel` is what the caller asked for.
 */
export type OutgoingMessage = { phone: string; channel: Channel; purpose: string; code?: string; body: string };

/** Delivers a message and answers the channel it actually went out on (Zalo, SMS…). */
export interface MessageSender {
  send(message: OutgoingMessage): Promise<Channel>;
}

/** One link of the sender chain: a gateway that delivers or throws (a short error, no secrets). */
export interface Gateway {
  readonly name: 'zns' | 'sms' | 'outbox';
  deliver(message: OutgoingMessage, trackingId: string): Promise<{ channel: Channel; providerMessageId?: string }>;
}
