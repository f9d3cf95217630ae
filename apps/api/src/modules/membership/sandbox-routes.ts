import { randomInt } from 'node:crypto';
import { formatVnd } from '@shine/shared';
import type { FastifyPluginAsync } from 'fastify';
import { DEV_VNPAY_HASH_SECRET } from '../../config.ts';
import { SANDBOX_PAY_PATH, SANDBOX_TMN_CODE, type PaymentGateway } from './payment-gateway.ts';
import { type VnpParams, signedQuery, singleValues, vnpDate, vnpVerify } from './vnpay.ts';

// A local imitation of VNPay's payment page (development and tests only; the config refuses it in
// production): it checks the merchant's signature like VNPay, offers Pay and Cancel, then calls the
// IPN with correctly signed parameters and sends the customer back to vnp_ReturnUrl, as VNPay does.

const COMPLETE_PATH = '/api/v1/payments/sandbox/complete';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(title: string, body: string): string {
  return `<!doctype html><html lang="vi"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><link rel="icon" type="image/png" sizes="192x192" href="/brand/favicon.png"><title>${escapeHtml(title)}</title>
<style>
body{font-family:system-ui,sans-serif;background:#eef2f7;color:#111;margin:0;padding:24px 16px}
main{max-width:440px;margin:0 auto;background:#fff;border-radius:12px;padding:24px;box-shadow:0 2px 12px rgba(0,0,0,.08)}
h1{font-size:20px;margin:0 0 4px;color:#005baa}p{margin:6px 0}dl{display:grid;grid-template-columns:auto 1fr;gap:8px 12px;margin:16px 0}
dt{color:#444}dd{margin:0;font-weight:600;text-align:right}.note{font-size:14px;color:#444}
form{display:flex;flex-direction:column;gap:12px;margin-top:20px}button{min-height:48px;font-size:16px;border-radius:8px;border:0;cursor:pointer;font-weight:600}
.pay{background:#005baa;color:#fff}.cancel{background:#fff;color:#a4000f;border:1px solid #a4000f}
</style></head><body><main>${body}</main></body></html>`;
}

export const sandboxRoutes: FastifyPluginAsync<{ gateway: PaymentGateway }> = async (app) => {
  const secret = app.deps.config.VNPAY_HASH_SECRET ?? DEV_VNPAY_HASH_SECRET;
  const tmnCode = app.deps.config.VNPAY_TMN_CODE ?? SANDBOX_TMN_CODE;
  const merchantSigned = (params: VnpParams) => vnpVerify(params, secret) && params.vnp_TmnCode === tmnCode;

  app.get(SANDBOX_PAY_PATH, { schema: { hide: true } }, async (request, reply) => {
    const params = singleValues(request.query as Record<string, unknown>);
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    if (!merchantSigned(params)) {
      return reply
        .status(400)
        .send(page('Giao dịch không hợp lệ', '<h1>Giao dịch không hợp lệ</h1><p>Sai chữ ký (vnp_SecureHash). Cổng thử nghiệm từ chối yêu cầu này.</p>'));
    }
    const amount = Number(params.vnp_Amount ?? '0') / 100;
    const hidden = Object.entries(params)
      .map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`)
      .join('');
    return page(
      'Cổng thanh toán thử nghiệm',
      `<h1>Cổng thanh toán thử nghiệm</h1><p class="note">Mô phỏng VNPay để chạy thử khi phát triển: không có tiền thật nào được trừ.</p>
<dl><dt>Đơn hàng</dt><dd>${escapeHtml(params.vnp_TxnRef ?? '')}</dd><dt>Số tiền</dt><dd>${escapeHtml(formatVnd(amount))}</dd><dt>Nội dung</dt><dd>${escapeHtml(params.vnp_OrderInfo ?? '')}</dd></dl>
<form method="get" action="${COMPLETE_PATH}">${hidden}<button class="pay" type="submit" name="sandbox_result" value="pay">Thanh toán</button><button class="cancel" type="submit" name="sandbox_result" value="cancel">Hủy giao dịch</button></form>`,
    );
  });

  app.get(COMPLETE_PATH, { schema: { hide: true } }, async (request, reply) => {
    const query = singleValues(request.query as Record<string, unknown>);
    const { sandbox_result: result, ...params } = query;
    if (!merchantSigned(params) || (result !== 'pay' && result !== 'cancel')) {
      return reply
        .status(400)
        .type('text/html; charset=utf-8')
        .send(page('Giao dịch không hợp lệ', '<h1>Giao dịch không hợp lệ</h1><p>Sai chữ ký (vnp_SecureHash).</p>'));
    }
    const paid = result === 'pay';
    const now = app.deps.clock.now();
    const callback: VnpParams = {
      vnp_Amount: params.vnp_Amount ?? '',
      vnp_BankCode: paid ? 'NCB' : 'VNPAY',
      vnp_CardType: 'ATM',
      vnp_OrderInfo: params.vnp_OrderInfo ?? '',
      vnp_PayDate: vnpDate(now),
      // 24: the customer cancelled the transaction (VNPay's code).
      vnp_ResponseCode: paid ? '00' : '24',
      vnp_TmnCode: tmnCode,
      vnp_TransactionNo: paid ? String(randomInt(10_000_000, 99_999_999)) : '0',
      vnp_TransactionStatus: paid ? '00' : '02',
      vnp_TxnRef: params.vnp_TxnRef ?? '',
    };
    if (paid) callback.vnp_BankTranNo = `VNP${callback.vnp_TransactionNo}`;
    const signed = signedQuery(callback, secret);
    // The provider's server-to-server call comes first, as with VNPay; the return page then finds it done.
    const ipn = await app.inject({ method: 'GET', url: `/api/v1/payments/vnpay/ipn?${signed}` });
    request.log.info({ rspCode: (ipn.json() as { RspCode?: string }).RspCode }, 'sandbox: ipn sent');
    const back = params.vnp_ReturnUrl ?? '/';
    // Only back to this site (a relative path), never elsewhere.
    const target = back.startsWith('/') && !back.startsWith('//') ? back : '/';
    return reply.redirect(`${target}?${signed}`, 303);
  });
};
