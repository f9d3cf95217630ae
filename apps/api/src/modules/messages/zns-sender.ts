import { GatewayError, postJson } from './gateway-http.ts';
import type { Gateway } from './message-sender.ts';

export type ZnsOptions = { url: string; accessToken: string; templateId: string; timeoutMs: number; bookingTemplateIds?: Record<string, string> };

/** 0912345678 → 84912345678: ZNS wants the international form without '+'. */
export function znsPhone(phone: string): string {
  return phone.replace(/^0/, '84');
}

/**
 * Zalo Notification Service: the OTP template with the code as `otp`. Success is `error: 0` in the
 * answer (message id in `data.msg_id`); any other code means Zalo did not take it (no Zalo account,
 * quota, template…), so the chain moves on.
 */
export function createZnsGateway(opts: ZnsOptions): Gateway {
  return {
    name: 'zns',
    async deliver(message, trackingId) {
      // ZNS only sends approved templates: the OTP's, or a booking message's (parameters only, ADR 018).
      const bookingTemplateId = message.template && opts.bookingTemplateIds?.[message.template.kind];
      if (!message.code && !bookingTemplateId) throw new GatewayError('no ZNS template for this message');
      const [templateId, templateData] = bookingTemplateId ? [bookingTemplateId, message.template!.data] : [opts.templateId, { otp: message.code! }];
      const answer = await postJson(
        opts.url,
        { phone: znsPhone(message.phone), template_id: templateId, template_data: templateData, tracking_id: trackingId },
        { headers: { access_token: opts.accessToken }, timeoutMs: opts.timeoutMs },
      );
      if (answer.error !== 0) throw new GatewayError(`ZNS error ${String(answer.error)}`);
      const data = answer.data as { msg_id?: unknown } | undefined;
      return { channel: 'zalo', providerMessageId: data?.msg_id === undefined ? undefined : String(data.msg_id) };
    },
  };
}
