import { readFileSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import path from 'node:path';
import lockfile from 'proper-lockfile';

/**
 * One server per data directory: two PGlite instances on the same files each keep their own
 * copy of the database in memory and overwrite each other's pages, so acknowledged writes are
 * lost and unique indexes end up with duplicates. proper-lockfile holds the lock as
 * a directory made with mkdir (atomic, also on network file systems) whose mtime the holder
 * refreshes; a lock whose mtime has not moved for `LOCK_STALE_MS` is stale and may be taken
 * over, which is how a start after `kill -9` gets in.
 */

/**
 * How long an unrefreshed lock counts as held. It is what a start after `kill -9` may wait at
 * most, so short; yet a holder's event loop must never stall this long, or a new start would
 * take it for dead. The longest stall is PGlite's first initdb: 2.5-3.6 s measured on a loaded
 * 2-core machine, so 10 s leaves a margin of almost three (the library's default, too).
 */
export const LOCK_STALE_MS = 10_000;
/** How often the holder refreshes the mtime: the library's floor, a stat and a utimes a second. */
const LOCK_UPDATE_MS = 1_000;
/** A start waiting for a dead holder's lock to go stale looks again this often. */
const RETRY_MS = 250;
/** After this, a lock that is still fresh is refreshed by a live holder, wherever it runs. */
const WAIT_FOR_STALE_MS = LOCK_STALE_MS + 2 * LOCK_UPDATE_MS;

const LOCK_DIR = 'lock';
/** Beside the lock, not in it: proper-lockfile removes its directory with rmdir, which wants it empty. */
const HOLDER_FILE = 'lock-holder.json';

interface Holder {
  pid: number;
  host: string;
  startedAt: string;
}

/** Another server holds the directory; the message is the one line the refused start prints. */
export class DataDirInUseError extends Error {
  constructor(dataDir: string, holder: Holder | undefined) {
    const who = holder
      ? `pid ${holder.pid} on ${holder.host}, started ${holder.startedAt}`
      : 'holder unknown';
    super(
      `cZeus: the data directory ${dataDir} is in use by another cZeus server (${who}); ` +
        'stop it, or set DATA_DIR to another directory',
    );
    this.name = 'DataDirInUseError';
  }
}

/**
 * Takes the directory for this process, or throws DataDirInUseError at once when its holder
 * is seen alive on this host. A holder that is dead (or cannot be seen: another host, or a
 * holder still writing its name) is waited for quietly until its lock goes stale. Resolves
 * with the release, to call after the database is closed.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const lockOptions = {
    lockfilePath: path.join(dataDir, LOCK_DIR),
    stale: LOCK_STALE_MS,
    update: LOCK_UPDATE_MS,
    // Another process took the lock over: its PGlite now owns the files. Closing ours would
    // write our stale pages over its, so leave without touching the database.
    onCompromised: (error: Error) => {
      console.error(`cZeus: lost the lock on ${dataDir} (${error.message}); exiting`);
      process.exit(1);
    },
  };
  const holderFile = path.join(dataDir, HOLDER_FILE);
  const deadline = Date.now() + WAIT_FOR_STALE_MS;
  for (;;) {
    const holder = await readHolder(holderFile);
    // A fresh lock whose holder runs here: refused without waiting. A stale lock naming a live
    // pid is a dead holder's whose number was given again (after a reboot, say): taken over.
    if (holder && isAliveHere(holder) && (await lockfile.check(dataDir, lockOptions))) {
      throw new DataDirInUseError(dataDir, holder);
    }
    try {
      const release = await lockfile.lock(dataDir, lockOptions);
      await writeFile(holderFile, JSON.stringify(thisProcess()));
      let released: Promise<void> | undefined;
      return () =>
        (released ??= (async () => {
          await rm(holderFile, { force: true });
          await release();
        })());
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ELOCKED') throw error;
      if (Date.now() >= deadline) throw new DataDirInUseError(dataDir, holder);
      await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
    }
  }
}

function thisProcess(): Holder {
  const startedAt = new Date(Date.now() - process.uptime() * 1000).toISOString();
  return { pid: process.pid, host: hostname(), startedAt };
}

async function readHolder(file: string): Promise<Holder | undefined> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as Holder;
  } catch {
    return undefined; // none yet, or half written: the lock's mtime decides
  }
}

/**
 * Signal 0 only asks whether the pid exists. Our own pid is a dead predecessor's reused number
 * (a container restarted after `kill -9` runs the server under the same pid again).
 */
function isAliveHere(holder: Holder): boolean {
  if (holder.host !== hostname() || holder.pid === process.pid) return false;
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'; // alive, another user's
  }
  return !isZombie(holder.pid);
}

/**
 * A killed process whose parent has not collected it yet still answers signal 0 for a while
 * (seen right after `kill -9` under a shell). Linux tells its state in /proc; elsewhere the
 * stale period decides.
 */
function isZombie(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // "pid (command) state …": the command may hold spaces and parentheses.
    const state = stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
    return state === 'Z' || state === 'X';
  } catch {
    return false;
  }
}
