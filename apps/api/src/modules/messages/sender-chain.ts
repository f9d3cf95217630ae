import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { recordDelivery } from './delivery-repository.ts';
import { GatewayError } from './gateway-http.ts';
import type { Gateway, MessageSender } from './message-sender.ts';

/**
 * Tries the gateways in order (Zalo first, SMS when Zalo fails) and records every attempt in
 * message_deliveries. When none delivers, the customer gets the spec's "try again" text as a 503.
 */
export function createSenderChain(gateways: readonly Gateway[], deps: { db: Db; log: FastifyBaseLogger }): MessageSender {
  return {
    async send(message, opts) {
      const log = opts?.log ?? deps.db;
      for (const gateway of gateways) {
        // Our id for this attempt: sent to the provider (tracking_id / RequestId) and kept in the log table.
        // A booking message has one for all its attempts (the provider drops a repeat: paid once).
        const trackingId = message.idempotencyKey ?? randomUUID();
        const row = { phone: message.phone, purpose: message.purpose, channel: gateway.name, trackingId };
        try {
          const { channel, providerMessageId } = await gateway.deliver(message, trackingId, opts?.log);
          await recordDelivery(log, { ...row, status: 'sent', providerMessageId });
          return channel;
        } catch (err) {
          // Only our own short reasons are stored and logged; anything else by its name only (a driver error
          // could quote the message text).
          const error = err instanceof GatewayError ? err.message : `unexpected ${err instanceof Error ? err.name : 'error'}`;
          deps.log.warn({ gateway: gateway.name, trackingId, error }, 'message gateway failed, trying the next one');
          await recordDelivery(log, { ...row, status: 'failed', error });
        }
      }
      throw new AppError(503, 'MESSAGE_NOT_DELIVERED', 'otp.hint.default');
    },
  };
}
