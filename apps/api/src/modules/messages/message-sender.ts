import type { Db } from '../../db/client.ts';
import { messageOutbox } from '../../db/schema/index.ts';

export type Channel = 'zalo' | 'sms' | 'call';
export type OutgoingMessage = { phone: string; channel: Channel; purpose: string; body: string };

/** The edge we cannot reach here (SMS / Zalo / voice gateways) sits behind this interface. */
export interface MessageSender {
  send(message: OutgoingMessage): Promise<void>;
}

/** Development and test sender: keeps every message in the outbox table for GET /api/dev/outbox. */
export function createOutboxSender(db: Db): MessageSender {
  return {
    async send(message) {
      await db.insert(messageOutbox).values(message);
    },
  };
}
