import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {}

const LOCK_FILE = 'shine.lock';

/** True while a process with this pid exists (EPERM: it exists but belongs to another user). */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite is a database inside one process: a second process opening the same folder would corrupt it.
 * The first start creates `<dataDir>/shine.lock` holding its pid; the file appears atomically, pid
 * included (hard link of a written temp file, which fails when the lock exists). A later start finds it
 * and stops with a clear message, unless that pid no longer runs (a `kill -9` leaves the file behind):
 * then the stale lock is replaced. Returns the release function (idempotent) for a clean shutdown.
 */
export function lockDataDir(dataDir: string): () => void {
  const dir = path.resolve(dataDir);
  mkdirSync(dir, { recursive: true });
  const lock = path.join(dir, LOCK_FILE);
  const temp = `${lock}.${process.pid}`;
  writeFileSync(temp, String(process.pid));
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        linkSync(temp, lock);
        break;
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 0) throw err;
        const pid = Number(readFileSync(lock, 'utf8'));
        // Our own pid is a container restarted after a kill: the same pid 1, a dead predecessor.
        if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && isRunning(pid)) {
          throw new DataDirLockedError(`Another Shine server is already using ${dataDir} (pid ${pid}). Stop it first, or set DATA_DIR to another folder.`);
        }
        rmSync(lock, { force: true });
      }
    }
  } finally {
    rmSync(temp, { force: true });
  }
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.off('exit', release);
    rmSync(lock, { force: true });
  };
  // Also when start-up fails after this point and the process exits without closing the app.
  process.on('exit', release);
  return release;
}
