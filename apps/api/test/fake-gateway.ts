import { type IncomingHttpHeaders, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export type GatewayMode = 'ok' | 'http-error' | 'provider-error' | 'bad-json' | 'hang';
export type RecordedRequest = { path: string; headers: IncomingHttpHeaders; body: Record<string, unknown> };

// What the real providers answer: ZNS `{ error: 0, data: { msg_id } }`, eSMS `{ CodeResult: '100', SMSID }`.
const answers = {
  '/zns': {
    ok: (n: number) => ({ error: 0, message: 'Success', data: { msg_id: `zns-msg-${n}`, sent_time: '1700000000000' } }),
    providerError: { error: -124, message: 'Access token is invalid' },
  },
  '/sms': {
    ok: (n: number) => ({ CodeResult: '100', SMSID: `sms-msg-${n}`, CountRegenerate: 0 }),
    providerError: { CodeResult: '101', ErrorMessage: 'Authorize Failed' },
  },
} as const;

/**
 * A ZNS + SMS gateway on 127.0.0.1 (paths /zns and /sms) that records every request and answers as told:
 * success, HTTP 500, a provider error code, a body that is not JSON, or never (hang).
 */
export async function startFakeGateway() {
  const requests: RecordedRequest[] = [];
  const modes: Record<'/zns' | '/sms', GatewayMode> = { '/zns': 'ok', '/sms': 'ok' };
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      const path = req.url as '/zns' | '/sms';
      const answer = answers[path];
      if (!answer) return void res.writeHead(404).end();
      requests.push({ path, headers: req.headers, body: JSON.parse(raw) as Record<string, unknown> });
      const json = (status: number, body: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      switch (modes[path]) {
        case 'ok':
          return json(200, answer.ok(requests.length));
        case 'http-error':
          return json(500, { message: 'internal error' });
        case 'provider-error':
          return json(200, answer.providerError);
        case 'bad-json':
          return void res.writeHead(200, { 'content-type': 'application/json' }).end('<html>maintenance</html>');
        case 'hang':
          return; // the client's timeout has to end it
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    requests,
    modes,
    /** The variables pointing a server at this gateway (chain zns,sms). */
    env: {
      MESSAGE_SENDER: 'zns,sms',
      ZNS_API_URL: `${base}/zns`,
      ZNS_ACCESS_TOKEN: 'test-zns-token',
      ZNS_OTP_TEMPLATE_ID: '231456',
      SMS_API_URL: `${base}/sms`,
      SMS_API_KEY: 'test-sms-key',
      SMS_SECRET_KEY: 'test-sms-secret',
      SMS_BRANDNAME: 'SHINE',
    },
    /** The last code sent to a phone through ZNS (template data) or SMS (text). */
    lastCode(phone: string): string | undefined {
      const intl = phone.replace(/^0/, '84');
      const last = requests.findLast((r) => r.body.phone === intl || r.body.Phone === phone);
      if (!last) return undefined;
      if (last.path === '/zns') return (last.body.template_data as { otp: string }).otp;
      return /\b(\d{6})\b/.exec(String(last.body.Content))?.[1];
    },
    reset() {
      requests.length = 0;
      modes['/zns'] = 'ok';
      modes['/sms'] = 'ok';
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type FakeGateway = Awaited<ReturnType<typeof startFakeGateway>>;
