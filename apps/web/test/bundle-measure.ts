import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const webRoot = path.resolve(import.meta.dirname, '..');

type Manifest = Record<string, { file: string; isEntry?: boolean; isDynamicEntry?: boolean; imports?: string[] }>;

/**
 * Every page of the app as a route to measure: the lazy chunks of features/<feature>/pages in the build manifest
 * (each feature's routes.ts globs them), named '<feature>/<page>', each with what the browser loads before
 * hydrating off home (app/page-routes.ts, every feature's routes); home is 'home'.
 */
export function everyPage(manifest: Manifest): Record<string, string[]> {
  const routes: Record<string, string[]> = { home: [] };
  for (const source of Object.keys(manifest).filter((key) => manifest[key]?.isDynamicEntry && /^src\/features\/[^/]+\/pages\//.test(key))) {
    const name = source
      .replace(/^src\/features\//, '')
      .replace(/\/pages\/(index\.ts)?/, '/')
      .replace(/-page\.tsx$|\.tsx$/, '');
    routes[name] ??= ['src/app/page-routes.ts', source];
  }
  return routes;
}

export interface RouteBundle {
  /** Gzip bytes of the entry chunk, the route's modules and every chunk they import statically. */
  gzipBytes: number;
  chunks: { file: string; rawBytes: number; gzipBytes: number }[];
  /** Gzip bytes per package (node_modules) or source file, when asked for: each chunk's gzip size
   * shared out by the minified bytes its source map gives each source. */
  sources?: Map<string, number>;
}

/**
 * Builds the app into a temp folder and, for each route (lazy page modules by source path, such as
 * 'src/features/booking/pages/booking-page.tsx'; none for home), sums the gzip size of the entry chunk,
 * the route's modules and every chunk they import statically, recursively: what a visitor downloads
 * before that page renders. Dynamic imports (other pages, modals loaded on demand) do not count.
 */
export async function measureRoutes<R extends string>(
  routesOrPick: Record<R, string[]> | ((manifest: Manifest) => Record<R, string[]>),
  { bySource = false } = {},
): Promise<Record<R, RouteBundle>> {
  // The build `npm run build` made (as `npm test` does first) when it is of these very sources: measuring what
  // ships, without building it again. Otherwise (or to attribute bytes to sources) a build of its own.
  const shipped = !bySource && (await import('../../../scripts/build.mjs')).webUpToDate();
  const outDir = shipped ? path.join(webRoot, 'dist') : await mkdtemp(path.join(os.tmpdir(), 'shine-web-bundle-'));
  // Vitest sets NODE_ENV=test, which would make Vite bundle React's development build.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    // 'hidden' source maps: the chunks stay byte for byte what the real build ships.
    if (!shipped)
      await build({ root: webRoot, logLevel: 'warn', build: { outDir, emptyOutDir: true, manifest: true, sourcemap: bySource ? 'hidden' : false } });
    const manifest = JSON.parse(await readFile(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
    const routes = typeof routesOrPick === 'function' ? routesOrPick(manifest) : routesOrPick;
    const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
    if (!entry) throw new Error('the build manifest has no entry chunk');

    const result = {} as Record<R, RouteBundle>;
    for (const [route, modules] of Object.entries(routes) as [R, string[]][]) {
      for (const module of modules) if (!manifest[module]) throw new Error(`the build manifest has no chunk for ${module}`);
      const keys = new Set<string>();
      const visit = (key: string) => {
        if (keys.has(key)) return;
        keys.add(key);
        manifest[key]?.imports?.forEach(visit);
      };
      [entry, ...modules].forEach(visit);

      const bundle: RouteBundle = { gzipBytes: 0, chunks: [], ...(bySource ? { sources: new Map() } : {}) };
      for (const key of keys) {
        const file = manifest[key]?.file;
        if (!file?.endsWith('.js')) continue;
        const code = await readFile(path.join(outDir, file), 'utf8');
        const gzipBytes = gzipSync(code).length;
        bundle.gzipBytes += gzipBytes;
        bundle.chunks.push({ file, rawBytes: Buffer.byteLength(code), gzipBytes });
        if (bundle.sources) {
          const map = await readFile(path.join(outDir, `${file}.map`), 'utf8').catch(() => null);
          const shares = map ? bytesPerSource(code, JSON.parse(map) as SourceMap) : new Map([[`(${file})`, code.length]]);
          for (const [source, bytes] of shares) bundle.sources.set(source, (bundle.sources.get(source) ?? 0) + (bytes * gzipBytes) / code.length);
        }
      }
      result[route] = bundle;
    }
    return result;
  } finally {
    process.env.NODE_ENV = nodeEnv;
    if (!shipped) await rm(outDir, { recursive: true, force: true });
  }
}

export async function initialJsGzipBytes(routeModules: string[] = []): Promise<number> {
  return (await measureRoutes({ route: routeModules })).route.gzipBytes;
}

type SourceMap = { sources: string[]; mappings: string };

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** One segment's VLQ fields (source map v3). */
function decodeSegment(segment: string): number[] {
  const fields: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = BASE64.indexOf(char);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
    } else {
      fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return fields;
}

/** Bytes of the generated code per package or source file: each mapped span counts for its source. */
function bytesPerSource(code: string, map: SourceMap): Map<string, number> {
  const shares = new Map<string, number>();
  const add = (source: string, bytes: number) => shares.set(source, (shares.get(source) ?? 0) + bytes);
  const lines = code.split('\n');
  let sourceIndex = 0;
  let mapped = 0;
  map.mappings.split(';').forEach((line, lineIndex) => {
    let column = 0;
    const spans: [number, number][] = [];
    for (const segment of line.split(',')) {
      if (!segment) continue;
      const [columnDelta = 0, sourceDelta] = decodeSegment(segment);
      column += columnDelta;
      if (sourceDelta !== undefined) sourceIndex += sourceDelta;
      spans.push([column, sourceDelta === undefined ? -1 : sourceIndex]);
    }
    const length = lines[lineIndex]?.length ?? 0;
    spans.forEach(([start, source], at) => {
      const bytes = (spans[at + 1]?.[0] ?? length) - start;
      mapped += bytes;
      add(source < 0 ? '(glue)' : sourceName(map.sources[source] ?? '?'), bytes);
    });
  });
  add('(glue)', code.length - mapped);
  return shares;
}

/** 'react-dom', '@tanstack/query-core', or a repo path such as 'apps/web/src/app/page-routes.ts'. */
function sourceName(source: string): string {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source)?.[1];
  return pkg ?? source.replace(/^(\.\.\/)+/, '').replace(/^.*?(apps\/|packages\/)/, '$1');
}
