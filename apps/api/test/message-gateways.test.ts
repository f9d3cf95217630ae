import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { loadConfig } from '../src/config.ts';
import { messageDeliveries } from '../src/db/schema/index.ts';
import { createOutboxGateway } from '../src/modules/messages/outbox-sender.ts';
import { createSenderChain } from '../src/modules/messages/sender-chain.ts';
import { asciiSms, createSmsGateway } from '../src/modules/messages/sms-sender.ts';
import { createZnsGateway } from '../src/modules/messages/zns-sender.ts';
import { sendOtp } from '../src/modules/otp/otp-service.ts';
import { createTestApp } from './helpers.ts';
import { newPhone } from './fixtures.ts';
import { type FakeGateway, startFakeGateway } from './fake-gateway.ts';

// OTP delivery through real HTTP gateways (a fake ZNS + SMS server on 127.0.0.1): request shapes, the
// zns → sms fallback, timeouts, the delivery log, and where the dev outbox may answer.
// Short enough to keep the hang test quick, long enough for a loaded 2-core machine.
const TIMEOUT_MS = 1000;
const PROD_ONLY = { NODE_ENV: 'production', ALTCHA_HMAC_KEY: 'a-real-secret-key-for-tests-0123456789', VIETQR_ACCOUNT_NUMBER: '19031234567890' };

let gw: FakeGateway;
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  gw = await startFakeGateway();
  t = await createTestApp({ seed: false, env: { ...gw.env, MESSAGE_TIMEOUT_MS: String(TIMEOUT_MS) } });
});
afterAll(async () => {
  await t.close();
  await gw.close();
});
beforeEach(() => gw.reset());

const sendCode = (phone: string) => t.app.inject({ method: 'POST', url: '/api/v1/otp/send', payload: { phone } });
const deliveries = (phone: string) => t.db.select().from(messageDeliveries).where(eq(messageDeliveries.phone, phone)).orderBy(messageDeliveries.id);
const msg = (phone: string, code = '123456') => ({
  phone,
  channel: 'zalo' as const,
  purpose: 'login',
  code,
  body: `${code} là mã xác nhận Shine của anh. Mã có hiệu lực trong 5 phút.`,
});
const silentLog = () => {
  const lines: unknown[][] = [];
  const log = { info: (...a: unknown[]) => lines.push(a), warn: (...a: unknown[]) => lines.push(a), error: (...a: unknown[]) => lines.push(a) };
  return { lines, log: log as unknown as Parameters<typeof createSenderChain>[1]['log'] };
};

describe('ZNS adapter', () => {
  it('posts the OTP template with the access token header, the 84 phone form and a tracking id', async () => {
    const phone = newPhone();
    const res = await sendCode(phone);
    expect(res.json().data).toMatchObject({ verificationMethod: 'zalo', message: 'Kiểm tra Zalo để lấy OTP đăng nhập.' });
    expect(gw.requests).toHaveLength(1);
    const [req] = gw.requests;
    expect(req!.path).toBe('/zns');
    expect(req!.headers['access_token']).toBe('test-zns-token');
    expect(req!.headers['content-type']).toBe('application/json');
    expect(req!.body).toEqual({
      phone: `84${phone.slice(1)}`,
      template_id: '231456',
      template_data: { otp: expect.stringMatching(/^\d{6}$/) },
      tracking_id: expect.any(String),
    });
    const rows = await deliveries(phone);
    expect(rows).toMatchObject([
      { channel: 'zns', status: 'sent', purpose: 'login', providerMessageId: 'zns-msg-1', trackingId: req!.body.tracking_id, error: null },
    ]);
  });

  it('0912345678 goes out as 84912345678', async () => {
    await createZnsGateway({ url: `${gw.base}/zns`, accessToken: 'tok', templateId: 't1', timeoutMs: TIMEOUT_MS }).deliver(msg('0912345678'), 'track-1');
    expect(gw.requests[0]!.body).toMatchObject({ phone: '84912345678', template_data: { otp: '123456' }, tracking_id: 'track-1' });
  });
});

describe('SMS adapter', () => {
  it('posts the eSMS fields with the text stripped of Vietnamese diacritics', async () => {
    const sms = createSmsGateway({ url: `${gw.base}/sms`, apiKey: 'key-1', secretKey: 'secret-1', brandname: 'SHINE', timeoutMs: TIMEOUT_MS });
    expect(await sms.deliver(msg('0912345678', '654321'), 'req-1')).toEqual({ channel: 'sms', providerMessageId: 'sms-msg-1' });
    expect(gw.requests[0]!.body).toEqual({
      ApiKey: 'key-1',
      SecretKey: 'secret-1',
      Phone: '0912345678',
      Content: '654321 la ma xac nhan Shine cua anh. Ma co hieu luc trong 5 phut.',
      Brandname: 'SHINE',
      SmsType: '2',
      IsUnicode: '0',
      RequestId: 'req-1',
    });
    expect(String(gw.requests[0]!.body.Content)).toMatch(/^[\x20-\x7e]*$/);
  });

  it('turns any Vietnamese text into plain ASCII', () => {
    expect(asciiSms('Đặt lịch ở Hà Nội: đã xác nhận, Ưu đãi')).toBe('Dat lich o Ha Noi: da xac nhan, Uu dai');
  });
});

describe('fallback chain zns → sms', () => {
  it.each(['provider-error', 'http-error', 'bad-json'] as const)('ZNS %s: SMS delivers, both attempts logged without the code', async (mode) => {
    gw.modes['/zns'] = mode;
    const phone = newPhone();
    const res = await sendCode(phone);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ verificationMethod: 'sms', message: 'Kiểm tra SMS để lấy OTP đăng nhập.' });
    expect(gw.requests.map((r) => r.path)).toEqual(['/zns', '/sms']);
    const code = gw.lastCode(phone)!;
    const rows = await deliveries(phone);
    expect(rows).toMatchObject([
      {
        channel: 'zns',
        status: 'failed',
        providerMessageId: null,
        error: { 'provider-error': 'ZNS error -124', 'http-error': 'HTTP 500', 'bad-json': 'answer is not a JSON object' }[mode],
      },
      { channel: 'sms', status: 'sent', providerMessageId: 'sms-msg-2', error: null },
    ]);
    expect(rows[0]!.trackingId).not.toBe(rows[1]!.trackingId);
    expect(JSON.stringify(rows)).not.toContain(code);
    // the SMS code logs the customer in
    const login = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login-otp', payload: { phone, otp: code } });
    expect(login.statusCode).toBe(200);
  });

  it('a ZNS call that hangs past the timeout falls through to SMS', async () => {
    gw.modes['/zns'] = 'hang';
    const phone = newPhone();
    const started = Date.now();
    const res = await sendCode(phone);
    expect(res.json().data).toMatchObject({ verificationMethod: 'sms' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(TIMEOUT_MS - 20);
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 2000);
    expect(await deliveries(phone)).toMatchObject([
      { channel: 'zns', status: 'failed', error: `timeout after ${TIMEOUT_MS} ms` },
      { channel: 'sms', status: 'sent' },
    ]);
  });

  it('every gateway failing is a 503 with the spec text, never a 500', async () => {
    gw.modes['/zns'] = 'hang';
    gw.modes['/sms'] = 'provider-error';
    const phone = newPhone();
    const res = await sendCode(phone);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ message: 'Hệ thống gián đoạn, vui lòng thực hiện lại', code: 'MESSAGE_NOT_DELIVERED' });
    expect(await deliveries(phone)).toMatchObject([
      { channel: 'zns', status: 'failed' },
      { channel: 'sms', status: 'failed', error: 'SMS error 101' },
    ]);
  });

  it('an unreachable gateway is a network error, and nothing logged carries the code or the phone', async () => {
    const { lines, log } = silentLog();
    const chain = createSenderChain(
      [
        createZnsGateway({ url: 'http://127.0.0.1:1/zns', accessToken: 'secret-token', templateId: 't', timeoutMs: TIMEOUT_MS }),
        createSmsGateway({ url: `${gw.base}/sms`, apiKey: 'k', secretKey: 'secret-sms', brandname: 'B', timeoutMs: TIMEOUT_MS }),
      ],
      { db: t.db, log },
    );
    const phone = newPhone();
    expect(await chain.send(msg(phone, '987654'))).toBe('sms');
    expect((await deliveries(phone))[0]).toMatchObject({ channel: 'zns', status: 'failed', error: 'network error' });
    expect(lines.length).toBeGreaterThan(0);
    for (const text of ['987654', phone, 'secret-token', 'secret-sms']) expect(JSON.stringify(lines)).not.toContain(text);
  });

  it('a booking code asked "by call" goes out on the chain and says which channel it used', async () => {
    const deps = { db: t.db, clock: t.clock, config: t.app.deps.config, sender: t.app.deps.sender };
    const sent = await sendOtp(deps, { phone: newPhone(), purpose: 'booking', method: 'call', lang: 'vi' });
    expect(sent).toMatchObject({ verificationMethod: 'zalo', message: 'Kiểm tra Zalo để lấy mã xác nhận đặt lịch.' });
  });
});

describe('end to end login through ZNS', () => {
  it('otp/send, the code from the ZNS template, login-otp', async () => {
    const phone = newPhone();
    expect((await sendCode(phone)).statusCode).toBe(200);
    const code = (gw.requests[0]!.body.template_data as { otp: string }).otp;
    const login = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login-otp', payload: { phone, otp: code } });
    expect(login.statusCode).toBe(200);
    expect(login.json().data.user.phoneNumber).toBe(phone);
  });
});

describe('configuration', () => {
  const problems = (env: Record<string, string>) => {
    try {
      loadConfig(env);
      return [];
    } catch (err) {
      return (err as Error).message.split('\n').slice(1);
    }
  };

  it('MESSAGE_SENDER is a chain of known gateways, each once; outbox by default', () => {
    expect(loadConfig({}).MESSAGE_SENDER).toEqual(['outbox']);
    expect(loadConfig({ ...gw.env, MESSAGE_SENDER: 'zns, sms,outbox' }).MESSAGE_SENDER).toEqual(['zns', 'sms', 'outbox']);
    expect(problems({ MESSAGE_SENDER: 'zns,telegram' }).join('\n')).toMatch(/unknown gateway "telegram"/);
    expect(problems({ ...gw.env, MESSAGE_SENDER: 'sms,sms' })).toEqual(['  - MESSAGE_SENDER: a gateway is listed twice']);
    expect(problems({ MESSAGE_SENDER: ',' }).length).toBeGreaterThan(0);
  });

  it('a gateway without its variables is an error outside production too', () => {
    expect(problems({ MESSAGE_SENDER: 'sms', SMS_API_URL: 'http://x.test/sms' })).toEqual([
      '  - SMS_API_KEY: required when MESSAGE_SENDER includes sms',
      '  - SMS_SECRET_KEY: required when MESSAGE_SENDER includes sms',
      '  - SMS_BRANDNAME: required when MESSAGE_SENDER includes sms',
    ]);
  });

  it('production refuses the outbox, missing gateway variables, the default captcha key and the sandbox bank account, one line each', () => {
    expect(problems({ NODE_ENV: 'production', MESSAGE_SENDER: 'zns,outbox' })).toEqual([
      '  - MESSAGE_SENDER: the dev outbox cannot be used in production',
      '  - ZNS_API_URL: required when MESSAGE_SENDER includes zns',
      '  - ZNS_ACCESS_TOKEN: required when MESSAGE_SENDER includes zns',
      '  - ZNS_OTP_TEMPLATE_ID: required when MESSAGE_SENDER includes zns',
      "  - VIETQR_ACCOUNT_NUMBER: set the chain's bank account in production (the default is a sandbox account)",
      '  - ALTCHA_HMAC_KEY: set a secret key in production (the development default is public)',
    ]);
    expect(problems({ ...PROD_ONLY })).toEqual(['  - MESSAGE_SENDER: the dev outbox cannot be used in production']);
    expect(problems({ ...PROD_ONLY, ...gw.env, ZNS_API_URL: 'not a url' })).toEqual(['  - ZNS_API_URL: Invalid URL']);
    expect(problems({ ...PROD_ONLY, ...gw.env })).toEqual([]);
  });
});

describe('the dev outbox', () => {
  it('is not there in production', async () => {
    const prod = await createTestApp({ seed: false, env: { ...PROD_ONLY, ...gw.env } });
    try {
      expect((await prod.app.inject({ url: '/api/dev/outbox?phone=0912345678' })).statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });

  it('is not there when outbox is not in the chain (this app: zns,sms)', async () => {
    expect((await t.app.inject({ url: '/api/dev/outbox?phone=0912345678' })).statusCode).toBe(404);
  });

  describe('with outbox in the chain', () => {
    let dev: Awaited<ReturnType<typeof createTestApp>>;
    beforeAll(async () => {
      dev = await createTestApp({ seed: false });
    });
    afterAll(() => dev.close());
    const outbox = (remoteAddress: string, headers: Record<string, string> = {}) =>
      dev.app.inject({ url: '/api/dev/outbox?phone=0912345678', remoteAddress, headers });

    it('answers loopback clients only, whatever X-Forwarded-For says', async () => {
      for (const address of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1']) expect((await outbox(address)).statusCode).toBe(200);
      for (const address of ['10.1.2.3', '::ffff:10.1.2.3', '192.168.1.5', '2001:db8::1']) {
        const res = await outbox(address, { 'x-forwarded-for': '127.0.0.1' });
        expect(res.statusCode).toBe(404);
        expect(res.json().code).toBe('NOT_FOUND');
      }
    });

    it('prints one line per code for the developer, with the phone masked', async () => {
      const { lines, log } = silentLog();
      const used = await createOutboxGateway(dev.db, log).deliver({ ...msg('0912345678', '112233'), channel: 'call' }, 'x');
      expect(used).toEqual({ channel: 'call' });
      expect(lines).toEqual([['dev outbox: code 112233 for 0912***678 (all messages: GET /api/dev/outbox?phone=<phone>)']]);
    });
  });
});
