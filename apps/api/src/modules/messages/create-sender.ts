import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Gateway, MessageSender } from './message-sender.ts';
import { createOutboxGateway } from './outbox-sender.ts';
import { createSenderChain } from './sender-chain.ts';
import { createSmsGateway } from './sms-sender.ts';
import { createZnsGateway } from './zns-sender.ts';

/** The MessageSender of MESSAGE_SENDER (e.g. "zns,sms"); the config has already checked each gateway's variables. */
export function createMessageSender(config: Config, db: Db, log: FastifyBaseLogger): MessageSender {
  const timeoutMs = config.MESSAGE_TIMEOUT_MS;
  const gateways = config.MESSAGE_SENDER.map((name): Gateway => {
    switch (name) {
      case 'zns':
        return createZnsGateway({
          url: config.ZNS_API_URL!,
          accessToken: config.ZNS_ACCESS_TOKEN!,
          templateId: config.ZNS_OTP_TEMPLATE_ID!,
          timeoutMs,
          bookingTemplateIds: config.ZNS_BOOKING_TEMPLATE_IDS,
        });
      case 'sms':
        return createSmsGateway({
          url: config.SMS_API_URL!,
          apiKey: config.SMS_API_KEY!,
          secretKey: config.SMS_SECRET_KEY!,
          brandname: config.SMS_BRANDNAME!,
          timeoutMs,
        });
      case 'outbox':
        return createOutboxGateway(db, log);
    }
  });
  return createSenderChain(gateways, { db, log });
}
