#!/usr/bin/env node
// `npm start`: the whole site on this machine with nothing set (embedded database in ./data, demo chain).
// In order: the API bundle if its sources changed (about a second), the configuration, database and port
// checked (one line saying what to do when something is wrong), the web app built only if its sources
// changed (quietly), then the server from the build, as production runs it.
import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { API_BUNDLE, API_CHECK, apiUpToDate, buildApi, buildWeb, timed, webUpToDate } from './build.mjs';

try {
  if (!apiUpToDate()) await timed('building the API (its sources changed)', buildApi);
  const check = spawnSync(process.execPath, [API_CHECK], { stdio: 'inherit' });
  if (check.status !== 0) process.exit(check.status ?? 1);
  if (!webUpToDate()) await timed('building the web app (its sources changed; about a minute)', () => buildWeb({ quiet: true }));
} catch (err) {
  console.error(`\n${err instanceof Error ? err.message : err}`);
  process.exit(1);
}
// The server in this process: Ctrl+C and SIGTERM reach it directly; its stack traces name the TypeScript sources.
process.setSourceMapsEnabled(true);
await import(pathToFileURL(API_BUNDLE).href);
