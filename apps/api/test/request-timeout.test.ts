import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './helpers.ts';

// A client that sends its headers and then dribbles the body (slowloris) loses its socket after
// REQUEST_TIMEOUT_MS (30 s in production; 1 s here), on a real listening server.
let t: Awaited<ReturnType<typeof createTestApp>>;
let port: number;
beforeAll(async () => {
  t = await createTestApp({ seed: false, env: { REQUEST_TIMEOUT_MS: '1000' } });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

describe('request timeout', () => {
  it('closes a socket that dribbles its body a byte at a time', async () => {
    const socket = connect(port, '127.0.0.1');
    socket.on('error', () => {}); // writes after the server closed the socket
    const started = Date.now();
    socket.write('POST /api/v1/tracking-dynamic HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n');
    const dribble = setInterval(() => socket.write(' '), 100);
    const answer = await new Promise<string>((resolve) => {
      let received = '';
      socket.on('data', (chunk) => (received += chunk.toString()));
      socket.on('close', () => resolve(received));
    });
    clearInterval(dribble);
    const ms = Date.now() - started;
    expect(ms).toBeGreaterThanOrEqual(900);
    expect(ms).toBeLessThan(5000);
    // Node answers 408 before closing when it can.
    expect(answer === '' || answer.startsWith('HTTP/1.1 408')).toBe(true);
  });

  it('keeps idle keep-alive connections longer than a load balancer would (72 s), headers within the request budget', () => {
    expect(t.app.server.requestTimeout).toBe(1000);
    expect(t.app.server.headersTimeout).toBe(1000);
    expect(t.app.server.keepAliveTimeout).toBe(72_000);
  });
});
