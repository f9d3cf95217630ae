import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { E2E_CLOCK_NOW } from './clock';
import { startServer } from './server';

/**
 * Seeds the demo chain once per run (migrations, 74 salons, shifts from the suite's day) into a template
 * folder; every worker's server starts from a copy of it (`workerDataDir`). Returns the teardown.
 */
export default async function globalSetup(): Promise<() => void> {
  const root = mkdtempSync(path.join(os.tmpdir(), 'shine-e2e-'));
  process.env.E2E_DATA_DIR = root;
  const server = await startServer({ dataDir: path.join(root, 'template'), clockNow: E2E_CLOCK_NOW, frozen: true });
  await server.stop();
  return () => rmSync(root, { recursive: true, force: true });
}

/** A fresh copy of the seeded template for one worker's server. */
export function workerDataDir(name: string): string {
  const root = process.env.E2E_DATA_DIR;
  if (!root) throw new Error('E2E_DATA_DIR is not set: the e2e global setup did not run');
  const dir = path.join(root, name);
  rmSync(dir, { recursive: true, force: true });
  cpSync(path.join(root, 'template'), dir, { recursive: true });
  return dir;
}
