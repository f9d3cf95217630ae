import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';

export type SseEvent = { id: string | undefined; event: string | undefined; data: Record<string, unknown> };

/** The app's base URL, listening on a free loopback port (SSE needs a real socket: inject waits for the end). */
export async function baseUrlOf(app: FastifyInstance): Promise<string> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/**
 * A minimal EventSource over fetch: `next(match)` resolves with the first event (from the stream's start,
 * each taken once) that matches, waiting for it when it has not come yet; `close()` drops the connection.
 */
export async function openEventStream(url: string, headers: Record<string, string>) {
  const abort = new AbortController();
  const res = await fetch(url, { headers: { accept: 'text/event-stream', ...headers }, signal: abort.signal });
  const events: SseEvent[] = [];
  const waiters: { match: (e: SseEvent) => boolean; resolve: (e: SseEvent) => void }[] = [];
  const comments: string[] = [];
  const offer = (e: SseEvent) => {
    const w = waiters.findIndex((x) => x.match(e));
    if (w === -1) events.push(e);
    else waiters.splice(w, 1)[0]!.resolve(e);
  };
  const reading = (async () => {
    if (!res.body) return;
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of res.body) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true });
        let end;
        while ((end = buffer.indexOf('\n\n')) !== -1) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const fields = new Map<string, string>();
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) comments.push(line.slice(1).trim());
            else if (line.includes(':')) fields.set(line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1).trimStart());
          }
          if (fields.has('data')) offer({ id: fields.get('id'), event: fields.get('event'), data: JSON.parse(fields.get('data')!) });
        }
      }
    } catch {
      // aborted by close()
    }
  })();
  return {
    status: res.status,
    contentType: res.headers.get('content-type'),
    comments,
    next(match: (e: SseEvent) => boolean = () => true): Promise<SseEvent> {
      const i = events.findIndex(match);
      if (i !== -1) return Promise.resolve(events.splice(i, 1)[0]!);
      return new Promise((resolve) => waiters.push({ match, resolve }));
    },
    /** Events received and not yet taken. */
    pending: () => [...events],
    async close() {
      abort.abort();
      await reading;
    },
  };
}
