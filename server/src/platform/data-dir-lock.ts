import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * One server per data folder. Two processes on one embedded PGlite folder each keep their own view
 * of the database and overwrite each other's writes: acknowledged writes were lost that way. The
 * lock is a file holding the PID (and, on Linux, the process start time) of the server that owns
 * the folder.
 */
export const LOCK_FILE = 'server.lock';

export interface DataDirLock {
  readonly path: string;
  /** Removes the lock file if it is still ours; safe to call more than once. */
  release(): void;
}

export class DataDirInUseError extends Error {}

/** Lock files this process holds, so a second acquire in the same process is refused too. */
const held = new Map<string, DataDirLock>();

export function lockDataDir(dataDir: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, LOCK_FILE);
  const mine = `${process.pid}\n${startTimeOf(process.pid) ?? ''}\n`;
  // Two tries: the second follows the removal of a stale lock, and losing that race to another
  // starting server is answered like any lock in use.
  for (let attempt = 0; attempt < 2; attempt++) {
    if (create(path, mine)) {
      const lock: DataDirLock = {
        path,
        release() {
          if (held.get(path) !== lock) return;
          held.delete(path);
          if (read(path) === mine) removeFile(path);
        },
      };
      held.set(path, lock);
      return lock;
    }
    const found = read(path);
    if (found === undefined) continue;
    const holder = parseHolder(found);
    if (holder && (held.has(path) || isRunning(holder))) {
      throw new DataDirInUseError(
        `DATA_DIR ${dataDir} is in use by another server (PID ${holder.pid}). ` +
          `Stop that server first, or give this one its own DATA_DIR. Lock file: ${path}`,
      );
    }
    // Left by a server that is gone (crash, kill -9, power loss): take it over, unless another
    // starting server has replaced it since we read it.
    if (read(path) === found) removeFile(path);
  }
  throw new DataDirInUseError(`DATA_DIR ${dataDir} is being taken by another server. Lock file: ${path}`);
}

/**
 * The file appears whole or not at all: written under a private name, then hard-linked, which
 * fails if the lock exists. A reader never sees a half-written lock and mistakes it for a stale one.
 */
function create(path: string, content: string): boolean {
  const draft = `${path}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(draft, content);
  try {
    linkSync(draft, path);
    return true;
  } catch (err) {
    if (errorCode(err) === 'EEXIST') return false;
    throw err;
  } finally {
    removeFile(draft);
  }
}

interface Holder {
  pid: number;
  startTime: string;
}

function parseHolder(content: string): Holder | undefined {
  const [pid = '', startTime = ''] = content.split('\n');
  return /^[1-9]\d*$/.test(pid) ? { pid: Number(pid), startTime } : undefined;
}

/**
 * Whether the holder still runs. Our own PID in a lock we do not hold is a previous life of this
 * process number (a restarted container gives its server the same PID). A recorded start time
 * that differs means the PID now belongs to another program (after a reboot, say).
 */
function isRunning(holder: Holder): boolean {
  if (holder.pid === process.pid) return false;
  try {
    process.kill(holder.pid, 0);
  } catch (err) {
    // EPERM: it runs, under another user.
    if (errorCode(err) === 'ESRCH') return false;
  }
  const startTime = startTimeOf(holder.pid);
  return !(holder.startTime && startTime && startTime !== holder.startTime);
}

/** Field 22 of /proc/<pid>/stat (ticks after boot); undefined where there is no /proc. */
function startTimeOf(pid: number): string | undefined {
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return undefined;
  }
  // The program name (field 2) may hold spaces and parentheses: count from its closing one.
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
}

function read(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8');
  } catch (err) {
    if (errorCode(err) === 'ENOENT') return undefined;
    throw err;
  }
}

function removeFile(path: string) {
  try {
    unlinkSync(path);
  } catch (err) {
    if (errorCode(err) !== 'ENOENT') throw err;
  }
}

const errorCode = (err: unknown) => (err as NodeJS.ErrnoException).code;
