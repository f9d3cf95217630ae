/** A gateway failure with a short reason that is safe to log and store (no URL, key or message text). */
export class GatewayError extends Error {}

/**
 * POSTs JSON and returns the parsed answer. Non-2xx, a body that is not JSON, a network error or the
 * timeout (the customer is waiting on the OTP screen; the next gateway gets its chance) all throw
 * a GatewayError.
 */
export async function postJson(url: string, body: unknown, opts: { headers?: Record<string, string>; timeoutMs: number }): Promise<Record<string, unknown>> {
  let res: Response;
  try {
    res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...opts.headers },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(opts.timeoutMs),
    });
  } catch (err) {
    const name = err instanceof Error ? err.name : '';
    throw new GatewayError(name === 'TimeoutError' ? `timeout after ${opts.timeoutMs} ms` : 'network error');
  }
  if (!res.ok) {
    await res.body?.cancel();
    throw new GatewayError(`HTTP ${res.status}`);
  }
  try {
    const json: unknown = await res.json();
    if (json && typeof json === 'object' && !Array.isArray(json)) return json as Record<string, unknown>;
  } catch (err) {
    if (err instanceof Error && err.name === 'TimeoutError') throw new GatewayError(`timeout after ${opts.timeoutMs} ms`);
  }
  throw new GatewayError('answer is not a JSON object');
}
