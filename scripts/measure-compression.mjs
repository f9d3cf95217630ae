#!/usr/bin/env node
// What a first visit downloads, raw vs gzip vs brotli, as the server really sends it (app.inject on the
// real app, demo data in an in-memory database, the built site from apps/web/dist), and what compressing
// the salon list per request costs in CPU. Run `npm run build` first, then:
//   node scripts/measure-compression.mjs
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { register } from 'tsx/esm/api';

register();
const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'apps/web/dist');
const { buildApp } = await import('../apps/api/src/app.ts');
const { loadConfig } = await import('../apps/api/src/config.ts');
const { openPglite } = await import('../apps/api/src/db/client.ts');
const { ensureShifts, seedDemoData } = await import('../apps/api/src/db/seed/index.ts');
const { DYNAMIC_BROTLI_QUALITY } = await import('../apps/api/src/plugins/compression.ts');
const { zonedToday } = await import('@shine/shared');

/** The home route's initial files: index.html, the entry chunk, its static imports (recursively) and their CSS. */
function homeFiles() {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const files = new Set(['/']);
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(`/${chunk.file}`)) return;
    files.add(`/${chunk.file}`);
    for (const css of chunk.css ?? []) files.add(`/${css}`);
    chunk.imports?.forEach(visit);
  };
  visit(entry);
  return [...files];
}

const uploads = mkdtempSync(path.join(tmpdir(), 'shine-measure-'));
const database = openPglite('memory://');
await database.migrate();
const today = zonedToday(new Date(), 'Asia/Ho_Chi_Minh');
await seedDemoData(database.db, { today });
await ensureShifts(database.db, { today });
const config = loadConfig({ NODE_ENV: 'development', LOG_LEVEL: 'silent', WEB_DIST_DIR: dist, UPLOAD_DIR: uploads, RATE_LIMIT_PER_MINUTE: '1000000' });
const app = await buildApp({ config, database, logger: false });
await app.ready();

/** Bytes on the wire for one URL with the given accept-encoding, checking the server chose that encoding. */
async function sent(url, acceptEncoding) {
  const res = await app.inject({ url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });
  if (res.statusCode !== 200) throw new Error(`${url}: HTTP ${res.statusCode}`);
  const encoding = res.headers['content-encoding'] ?? 'identity';
  return { bytes: res.rawPayload.length, encoding, type: String(res.headers['content-type']) };
}

const groups = new Map(
  ['home: HTML', 'home: JS', 'home: CSS', 'home: total'].map((name) => [name, { files: 0, raw: 0, gzip: 0, br: 0, encodings: new Set() }]),
);
const add = (name, row) => {
  const g = groups.get(name) ?? { files: 0, raw: 0, gzip: 0, br: 0, encodings: new Set() };
  g.files += 1;
  g.raw += row.raw.bytes;
  g.gzip += row.gzip.bytes;
  g.br += row.br.bytes;
  g.encodings.add(`${row.gzip.encoding}/${row.br.encoding}`);
  groups.set(name, g);
};
for (const url of homeFiles()) {
  const row = { raw: await sent(url), gzip: await sent(url, 'gzip'), br: await sent(url, 'gzip, deflate, br') };
  const kind = url === '/' ? 'HTML' : url.endsWith('.css') ? 'CSS' : 'JS';
  add(`home: ${kind}`, row);
  add('home: total', row);
}
const SALONS = '/api/v1/booking/fetchAllSalon';
add(`salon list JSON (${SALONS})`, { raw: await sent(SALONS), gzip: await sent(SALONS, 'gzip'), br: await sent(SALONS, 'gzip, deflate, br') });

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
console.log(`\n| what | files | raw | gzip | brotli | brotli / raw |`);
console.log(`|---|---:|---:|---:|---:|---:|`);
for (const [name, g] of groups) {
  console.log(`| ${name} | ${g.files} | ${kb(g.raw)} | ${kb(g.gzip)} | ${kb(g.br)} | ${((100 * g.br) / g.raw).toFixed(0)}% |`);
}
const unexpected = [...groups].filter(([, g]) => [...g.encodings].some((e) => e !== 'gzip/br'));
if (unexpected.length) console.log(`\nnot compressed as expected: ${unexpected.map(([n, g]) => `${n} (${[...g.encodings]})`).join(', ')}`);

// CPU per answer for the salon list: what the per-request quality costs next to gzip and brotli's maximum.
const json = Buffer.from((await app.inject({ url: SALONS })).body);
const time = (fn) => {
  for (let i = 0; i < 5; i++) fn();
  const runs = 40;
  const start = performance.now();
  let size = 0;
  for (let i = 0; i < runs; i++) size = fn().length;
  return { ms: (performance.now() - start) / runs, size };
};
const brotli = (q) => () =>
  brotliCompressSync(json, { params: { [constants.BROTLI_PARAM_QUALITY]: q, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } });
console.log(`\nCompressing the ${kb(json.length)} salon list once (mean of 40, this machine):\n`);
console.log(`| method | ms | size |`);
console.log(`|---|---:|---:|`);
for (const [name, fn] of [
  ['gzip level 6', () => gzipSync(json, { level: 6 })],
  ...[4, 5, 6].map((q) => [`brotli quality ${q}${q === DYNAMIC_BROTLI_QUALITY ? ' (per request)' : ''}`, brotli(q)]),
  ['brotli quality 11 (build time only)', brotli(11)],
]) {
  const r = time(fn);
  console.log(`| ${name} | ${r.ms.toFixed(2)} | ${kb(r.size)} |`);
}

// The whole answer through the app (route, serialisation, compression), the three kinds interleaved
// so that other load on the machine falls on each alike.
const kinds = [
  ['plain', undefined],
  ['gzip', 'gzip'],
  ['brotli', 'gzip, deflate, br'],
];
const total = new Map(kinds.map(([name]) => [name, 0]));
const rounds = 200;
for (let i = 0; i < rounds + 20; i++) {
  for (const [name, acceptEncoding] of kinds) {
    const start = performance.now();
    await sent(SALONS, acceptEncoding);
    if (i >= 20) total.set(name, total.get(name) + performance.now() - start);
  }
}
console.log(
  `\nThe salon list through app.inject (mean of ${rounds}, interleaved): ${kinds.map(([name]) => `${(total.get(name) / rounds).toFixed(2)} ms ${name}`).join(', ')}.`,
);

await app.close();
await database.close();
rmSync(uploads, { recursive: true, force: true });
