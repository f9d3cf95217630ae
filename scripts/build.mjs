#!/usr/bin/env node
// `npm run build`: what production runs, made once. The web app (client build in apps/web/dist, server
// render bundle in apps/web/dist-server) and the API as one JavaScript file (apps/api/dist/src/server.js,
// run by plain `node`: no TypeScript, no tsx or Vite at run time; ADR 013). Each build records a hash of
// its sources, so `npm start` (scripts/start.mjs) rebuilds only what changed.
// `--if-changed`: skip a part whose sources and output match the recorded hash.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createWriteStream, existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const ROOT = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
/** The API bundle. It keeps the depth of apps/api/src/db/client.ts below apps/api, whose `../../drizzle` finds the migrations from either. */
export const API_BUNDLE = path.join(ROOT, 'apps/api/dist/src/server.js');
/** The pre-start check (configuration, database, port) as its own small bundle. */
export const API_CHECK = path.join(ROOT, 'apps/api/dist/src/check.js');
const API_STAMP = path.join(ROOT, 'apps/api/dist/.source-hash');
// dist-server is emptied by every server-render build, so a build made by other means drops the stamp.
const WEB_STAMP = path.join(ROOT, 'apps/web/dist-server/.source-hash');
const WEB_MANIFEST = path.join(ROOT, 'apps/web/dist/.vite/manifest.json');
export const WEB_BUILD_LOG = path.join(ROOT, 'node_modules/.cache/shine/web-build.log');

const SHARED = ['packages/shared/src', 'packages/shared/package.json', 'package-lock.json'];
const API_SOURCES = ['apps/api/src', 'apps/api/package.json', 'scripts/build.mjs', ...SHARED];
const WEB_SOURCES = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/build',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/package.json',
  'apps/web/tsconfig.json',
  ...SHARED,
];

/** Every file under these paths (sorted, node_modules left out), each as its path and content, in one hash. */
function hashOf(paths, extra = '') {
  const hash = createHash('sha256').update(extra);
  const visit = (rel) => {
    const abs = path.join(ROOT, rel);
    if (!existsSync(abs)) return;
    if (statSync(abs).isDirectory()) {
      for (const name of readdirSync(abs).sort()) if (name !== 'node_modules') visit(path.posix.join(rel, name));
    } else {
      hash.update(`\0${rel}\0`).update(readFileSync(abs));
    }
  };
  paths.forEach(visit);
  return hash.digest('hex');
}

const readStamp = (file) => (existsSync(file) ? readFileSync(file, 'utf8').trim() : undefined);
// The web build reads VITE_* variables (the brand name): a different value is a different build.
const viteEnv = () =>
  JSON.stringify(
    Object.entries(process.env)
      .filter(([k]) => k.startsWith('VITE_'))
      .sort(),
  );
const webStamp = () => (existsSync(WEB_MANIFEST) ? `${hashOf(WEB_SOURCES, viteEnv())} ${hashOf(['apps/web/dist/.vite/manifest.json'])}` : 'none');
const apiStamp = () => (existsSync(API_BUNDLE) && existsSync(API_CHECK) ? hashOf(API_SOURCES) : 'none');

export const apiUpToDate = () => readStamp(API_STAMP) === apiStamp();
/**
 * Node's arguments that start the API server, for tests that start the real process (from the repository's root):
 * the bundle production runs when it is of the current sources (`npm test` builds it first), else the sources
 * through tsx.
 */
export const apiServerArgs = () => (apiUpToDate() ? [API_BUNDLE] : ['--import', 'tsx', 'apps/api/src/server.ts']);
export const webUpToDate = () => readStamp(WEB_STAMP) === webStamp();

/** Bundles the API and packages/shared into one ES module; npm packages stay imports (installed with --omit=dev). */
export async function buildApi() {
  const { build } = await import('esbuild');
  await build({
    absWorkingDir: ROOT,
    entryPoints: ['apps/api/src/server.ts', 'apps/api/src/check.ts'],
    outdir: 'apps/api/dist',
    outbase: 'apps/api',
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    sourcemap: true,
    logLevel: 'warning',
    plugins: [
      {
        name: 'npm-packages-external',
        setup(b) {
          // Our workspace packages are TypeScript sources: bundled. Everything else from node_modules is not.
          b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@shine/') ? undefined : { path: args.path, external: true }));
        },
      },
    ],
  });
  mkdirSync(path.dirname(API_STAMP), { recursive: true });
  writeFileSync(API_STAMP, `${apiStamp()}\n`);
}

/** The web app's client and server builds; with `quiet`, Vite's file listing goes to WEB_BUILD_LOG (its tail is printed on failure). */
export async function buildWeb({ quiet = false } = {}) {
  mkdirSync(path.dirname(WEB_BUILD_LOG), { recursive: true });
  const log = quiet ? createWriteStream(WEB_BUILD_LOG) : undefined;
  const child = spawn('npm', ['run', 'build', '-w', 'apps/web', '--silent'], {
    cwd: ROOT,
    stdio: ['ignore', quiet ? 'pipe' : 'inherit', quiet ? 'pipe' : 'inherit'],
  });
  child.stdout?.pipe(log, { end: false });
  child.stderr?.pipe(log, { end: false });
  const code = await new Promise((resolve) => child.once('close', resolve));
  if (log) await new Promise((resolve) => log.end(resolve));
  if (code !== 0) {
    if (quiet)
      process.stderr.write(
        `${readFileSync(WEB_BUILD_LOG, 'utf8').split('\n').slice(-40).join('\n')}\n(whole log: ${path.relative(process.cwd(), WEB_BUILD_LOG)})\n`,
      );
    throw new Error(`the web build failed (exit code ${code})`);
  }
  writeFileSync(WEB_STAMP, `${webStamp()}\n`);
}

/** Runs `step` with a line saying what it does and how long it took. */
export async function timed(label, step) {
  const started = Date.now();
  process.stdout.write(`${label}… `);
  await step();
  process.stdout.write(`done in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const ifChanged = process.argv.includes('--if-changed');
  try {
    if (!ifChanged || !webUpToDate()) await timed('building the web app', () => buildWeb({ quiet: true }));
    if (!ifChanged || !apiUpToDate()) await timed('building the API', buildApi);
  } catch (err) {
    console.error(`\n${err instanceof Error ? err.message : err}`);
    process.exit(1);
  }
}
