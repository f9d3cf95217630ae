import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { scriptNonce } from './security.ts';

/** The web app's server entry (apps/web/src/entry-server.tsx), as the SSR build emits it. */
interface ServerEntry {
  render(
    request: Request,
    options: {
      fetch: typeof fetch;
      baseUrl: string;
      template: string;
      manifest: unknown;
      css: Record<string, string>;
      nonce: string;
      onError?: (error: unknown) => void;
      now?: string;
    },
  ): Promise<{ type: 'redirect'; status: number; location: string } | { type: 'html'; status: number; body: NodeJS.ReadableStream }>;
}

interface Build {
  version: number;
  entry: ServerEntry;
  template: string;
  manifest: unknown;
  /** Every stylesheet of the build (file → text): the page inlines those it needs. */
  css: Record<string, string>;
}

/** The text of every stylesheet the build manifest names, read once per build. */
function readStylesheets(distDir: string, manifest: Record<string, { css?: string[] }>): Record<string, string> {
  const files = new Set(Object.values(manifest).flatMap((chunk) => chunk.css ?? []));
  return Object.fromEntries([...files].map((file) => [file, readFileSync(path.join(distDir, file), 'utf8')]));
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Renders a page of the web app on the server; null without a server bundle (index.html is sent instead). */
    renderPage: ((request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>) | null;
  }
}

/** Where `vite build --ssr` puts the server bundle: next to the client build (apps/web/dist-server). */
export const serverEntryPath = (distDir: string) => path.join(path.dirname(path.resolve(distDir)), 'dist-server', 'entry-server.js');

/** What the server render reads of the device (apps/web src/server/device-hint.ts: a phone gets the mobile layout). */
const DEVICE_HEADERS = ['sec-ch-ua-mobile', 'user-agent'];

const NO_BODY = new Set([101, 204, 205, 304]);

/**
 * fetch for the page's API calls: the request goes through this same Fastify app with `inject` (no
 * socket, no port), from the visitor's address so per-IP limits count the visitor, not the server.
 */
function inProcessFetch(app: FastifyInstance, visitor: FastifyRequest): typeof fetch {
  return async (input, init) => {
    const request = new Request(new URL(input instanceof Request ? input.url : String(input), 'http://in-process'), init);
    const url = new URL(request.url);
    const headers: Record<string, string> = Object.fromEntries(request.headers);
    const language = visitor.headers['accept-language'];
    if (language && !headers['accept-language']) headers['accept-language'] = language;
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const answer = await app.inject({
      method: request.method as 'GET',
      url: url.pathname + url.search,
      headers,
      payload: body,
      remoteAddress: visitor.ip,
    });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      for (const item of Array.isArray(value) ? value : [value]) if (item !== undefined) responseHeaders.append(name, String(item));
    }
    return new Response(NO_BODY.has(answer.statusCode) ? null : answer.rawPayload, { status: answer.statusCode, headers: responseHeaders });
  };
}

/**
 * Server-side rendering of the web app's pages (docs/decisions/006-server-rendering.md), for every
 * GET the API and the static files do not answer. The page streams out as React renders it; it is
 * `no-cache` without an ETag: it holds fresh data, so a revalidation would cost a whole render anyway.
 * @fastify/compress compresses the stream (brotli or gzip). A rebuilt web app (a newer server bundle)
 * is picked up on the next request, as the static files are.
 */
export function registerSsr(app: FastifyInstance, opts: { distDir: string; baseUrl: string }): boolean {
  const entryPath = serverEntryPath(opts.distDir);
  const distDir = path.resolve(opts.distDir);
  app.decorate('renderPage', null);
  if (!opts.distDir || !existsSync(entryPath)) return false;

  let build: Promise<Build> | undefined;
  const load = (version: number): Promise<Build> =>
    import(`${pathToFileURL(entryPath).href}?v=${version}`).then((entry: ServerEntry) => {
      const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, { css?: string[] }>;
      return { version, entry, template: readFileSync(path.join(distDir, 'index.html'), 'utf8'), manifest, css: readStylesheets(distDir, manifest) };
    });
  const current = async (): Promise<Build> => {
    const version = statSync(entryPath).mtimeMs;
    if (!build || (await build).version !== version) build = load(version);
    return build;
  };

  app.renderPage = async (request, reply) => {
    try {
      const { entry, template, manifest, css } = await current();
      // The page renders a phone's layout for a phone (its user agent or client hint), so the HTML varies by them.
      const device = Object.fromEntries(DEVICE_HEADERS.flatMap((name) => (typeof request.headers[name] === 'string' ? [[name, request.headers[name]]] : [])));
      reply.header('vary', DEVICE_HEADERS.join(', '));
      const page = await entry.render(new Request(new URL(request.url, opts.baseUrl), { headers: { accept: 'text/html', ...device } }), {
        fetch: inProcessFetch(app, request),
        baseUrl: opts.baseUrl,
        template,
        manifest,
        css,
        nonce: scriptNonce(reply),
        now: app.deps.clock.now().toISOString(),
        onError: (error) => request.log.error({ err: error }, 'server render error'),
      });
      if (page.type === 'redirect') return reply.header('cache-control', 'no-cache').redirect(page.location, page.status);
      return reply.status(page.status).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(page.body);
    } catch (error) {
      // The browser can still render the page itself.
      request.log.error({ err: error }, 'server render failed; sending the client-rendered page');
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').sendFile('index.html');
    }
  };
  return true;
}
