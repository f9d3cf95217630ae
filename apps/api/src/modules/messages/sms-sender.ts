import { GatewayError, postJson } from './gateway-http.ts';
import type { Gateway } from './message-sender.ts';

export type SmsOptions = { url: string; apiKey: string; secretKey: string; brandname: string; timeoutMs: number };

/**
 * "Mã xác nhận của anh" → "Ma xac nhan cua anh". Sent with IsUnicode 0: a Unicode SMS holds 70
 * characters instead of 160 and costs more, and brandname templates are registered without accents.
 */
export function asciiSms(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .replace(/[^\x20-\x7e\n]/g, '');
}

/** SMS brandname (eSMS-style JSON API): success is `CodeResult: "100"`, the message id is `SMSID`. */
export function createSmsGateway(opts: SmsOptions): Gateway {
  return {
    name: 'sms',
    async deliver(message, trackingId) {
      const answer = await postJson(
        opts.url,
        {
          ApiKey: opts.apiKey,
          SecretKey: opts.secretKey,
          Phone: message.phone,
          Content: asciiSms(message.smsBody ?? message.body),
          Brandname: opts.brandname,
          SmsType: '2', // brandname customer-care message
          IsUnicode: '0',
          RequestId: trackingId,
        },
        { timeoutMs: opts.timeoutMs },
      );
      if (String(answer.CodeResult) !== '100') throw new GatewayError(`SMS error ${String(answer.CodeResult)}`);
      return { channel: 'sms', providerMessageId: answer.SMSID === undefined ? undefined : String(answer.SMSID) };
    },
  };
}
