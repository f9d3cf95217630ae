import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll } from 'vitest';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serverEntryPath } from '../src/plugins/ssr.ts';
import { createTestApp } from './helpers.ts';

// The app serving the real build of the web app, for the server-rendering tests (ADR 006). `npm test`
// builds it first; a file run alone without a build builds it once (a few seconds).
const webDir = fileURLToPath(new URL('../../web', import.meta.url));
const distDir = path.join(webDir, 'dist');

export async function createSsrTestApp() {
  if (!existsSync(serverEntryPath(distDir)) || !existsSync(path.join(distDir, '.vite', 'manifest.json'))) {
    execFileSync('npm', ['run', 'build'], { cwd: webDir, stdio: 'ignore' });
  }
  return createTestApp({ env: { WEB_DIST_DIR: distDir, PUBLIC_BASE_URL: 'https://shine.example.vn' } });
}

/** The file's SSR app, built before its tests and closed after them. */
export function useSsrTestApp(): { readonly app: Awaited<ReturnType<typeof createSsrTestApp>>['app'] } {
  let t: Awaited<ReturnType<typeof createSsrTestApp>>;
  beforeAll(async () => {
    t = await createSsrTestApp();
  }, 120_000);
  afterAll(() => t.close());
  return {
    get app() {
      return t.app;
    },
  };
}
