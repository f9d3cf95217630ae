import type { FastifyBaseLogger } from 'fastify';
import { insertOutbox } from './outbox-repository.ts';
import type { Gateway } from './message-sender.ts';

/** 0912345678 → 0912***678 */
export function maskPhone(phone: string): string {
  return `${phone.slice(0, 4)}***${phone.slice(-3)}`;
}

/**
 * Development gateway: keeps the message for GET /api/dev/outbox and prints one line with the code, so a
 * developer logs in without a phone. The config refuses it in production, the only place codes stay secret.
 */
export function createOutboxGateway(db: Parameters<typeof insertOutbox>[0], log: FastifyBaseLogger): Gateway {
  return {
    name: 'outbox',
    async deliver(message, _trackingId, tx) {
      await insertOutbox(tx ?? db, { phone: message.phone, channel: message.channel, purpose: message.purpose, body: message.body });
      if (message.code) {
        // Development only (production refuses the outbox): the code, never the whole phone, goes to the log.
        log.info(`dev outbox: code ${message.code} for ${maskPhone(message.phone)} (all messages: GET /api/dev/outbox?phone=<phone>)`);
      }
      return { channel: message.channel };
    },
  };
}
