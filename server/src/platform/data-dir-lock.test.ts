import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DataDirInUseError, LOCK_FILE, lockDataDir } from './data-dir-lock.js';

const scratch = mkdtempSync(join(tmpdir(), 'data-dir-lock-'));
const children: ChildProcess[] = [];
let folderCount = 0;
const freshFolder = () => join(scratch, `data-${++folderCount}`);

/**
 * Other servers are real processes: a small program around the lock module, bundled once, that
 * takes the lock on the folder it is given, says `locked` or `refused <message>`, and keeps
 * running until it is killed.
 */
const childScript = join(scratch, 'lock-child.mjs');
beforeAll(async () => {
  await build({
    stdin: {
      contents: `
        import { lockDataDir } from './data-dir-lock.ts';
        try {
          lockDataDir(process.argv[2]);
          console.log('locked');
        } catch (err) {
          console.log('refused ' + err.message);
        }
        setInterval(() => {}, 60_000);`,
      resolveDir: fileURLToPath(new URL('.', import.meta.url)),
      loader: 'ts',
    },
    bundle: true,
    platform: 'node',
    format: 'esm',
    outfile: childScript,
    logLevel: 'silent',
  });
});

function startChild(folder: string): Promise<{ child: ChildProcess; said: string }> {
  const child = spawn(process.execPath, [childScript, folder], { stdio: ['ignore', 'pipe', 'inherit'] });
  children.push(child);
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk) => {
      out += chunk;
      if (out.includes('\n')) resolve({ child, said: out.trim() });
    });
    child.on('exit', (code) => reject(new Error(`lock child exited with ${code} before answering`)));
  });
}

function kill9(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

afterEach(async () => {
  await Promise.all(
    children
      .splice(0)
      .map((child) => (child.exitCode === null && child.signalCode === null ? kill9(child) : undefined)),
  );
});
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('one server per data folder', () => {
  it('refuses a second server on the same data folder, naming the folder and the PID', () => {
    const folder = freshFolder();
    const lock = lockDataDir(folder);
    expect(() => lockDataDir(folder)).toThrow(DataDirInUseError);
    expect(() => lockDataDir(folder)).toThrow(`DATA_DIR ${folder} is in use by another server (PID ${process.pid})`);
    lock.release();
  });

  it('refuses a folder another running process holds, naming its PID', async () => {
    const folder = freshFolder();
    const { child, said } = await startChild(folder);
    expect(said).toBe('locked');
    expect(() => lockDataDir(folder)).toThrow(`is in use by another server (PID ${child.pid})`);
  });

  it('lets exactly one of several servers starting at once take the folder', async () => {
    const folder = freshFolder();
    const answers = (await Promise.all([1, 2, 3, 4].map(() => startChild(folder)))).map((c) => c.said);
    expect(answers.filter((said) => said === 'locked')).toHaveLength(1);
    expect(answers.filter((said) => said.startsWith('refused DATA_DIR'))).toHaveLength(3);
  });

  it('takes over the lock of a server that was killed', async () => {
    const folder = freshFolder();
    const { child } = await startChild(folder);
    await kill9(child);
    const lock = lockDataDir(folder);
    expect(readFileSync(lock.path, 'utf8').split('\n')[0]).toBe(String(process.pid));
    lock.release();
  });

  it('takes over a lock whose PID now belongs to another program, or that holds no PID', async () => {
    const folder = freshFolder();
    const lockFile = join(folder, LOCK_FILE);
    // A running process whose start time is not the one the lock recorded: the PID was reused.
    const { child } = await startChild(freshFolder());
    mkdirSync(folder);
    writeFileSync(lockFile, `${child.pid}\n1\n`);
    lockDataDir(folder).release();
    writeFileSync(lockFile, 'garbage');
    lockDataDir(folder).release();
    expect(existsSync(lockFile)).toBe(false);
  });

  it('removes the lock on release, and only its own', () => {
    const folder = freshFolder();
    const lock = lockDataDir(folder);
    lock.release();
    expect(existsSync(lock.path)).toBe(false);
    const again = lockDataDir(folder);
    lock.release();
    expect(existsSync(again.path)).toBe(true);
    again.release();
    expect(existsSync(again.path)).toBe(false);
  });
});
