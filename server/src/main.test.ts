import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCK_FILE } from './platform/data-dir-lock.js';

/**
 * The server as `npm start` runs it: src/main.ts and its PGlite worker bundled the way build.mjs
 * does, started as its own process. The bundle sits under node_modules so that its npm packages
 * resolve.
 */
const serverDir = fileURLToPath(new URL('..', import.meta.url));
// npm workspaces hoist packages to the root: a clean install may have no server/node_modules yet.
mkdirSync(join(serverDir, 'node_modules'), { recursive: true });
const bundleDir = mkdtempSync(join(serverDir, 'node_modules', '.main-test-'));
const dataDir = mkdtempSync(join(tmpdir(), 'main-test-data-'));
const running: ChildProcess[] = [];

beforeAll(async () => {
  cpSync(join(serverDir, 'src/db/migrations'), join(bundleDir, 'migrations'), { recursive: true });
  await build({
    entryPoints: {
      main: join(serverDir, 'src/main.ts'),
      'pglite-worker': join(serverDir, 'src/platform/pglite-worker.ts'),
    },
    outdir: bundleDir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'silent',
    plugins: [
      {
        name: 'external-packages',
        setup(b) {
          b.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@app/contract') ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
  });
}, 60_000);

afterAll(() => {
  for (const child of running) child.kill('SIGKILL');
  rmSync(bundleDir, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
});

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

interface Server {
  child: ChildProcess;
  port: number;
  output: () => string;
  exited: Promise<number | null>;
}

async function startServer(env: Record<string, string> = {}, nodeOptions: string[] = []): Promise<Server> {
  const port = await freePort();
  const child = spawn(process.execPath, [...nodeOptions, join(bundleDir, 'main.js')], {
    env: { PATH: process.env.PATH, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.push(child);
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, port, output: () => output, exited };
}

/**
 * A start migrates and seeds an embedded database on disk: 13 s alone, but past a minute in CI's
 * PostgreSQL run beside the journeys on two busy cores, where a minute's wait failed the run.
 */
const START_WAIT_MS = 240_000;

async function untilServing(server: Server) {
  for (let waited = 0; waited < START_WAIT_MS; waited += 100) {
    if (server.output().includes('is running')) return;
    if (server.child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the server did not start:\n${server.output()}`);
}

describe('the server as npm start runs it', () => {
  let server: Server;
  beforeAll(async () => {
    server = await startServer({ SHUTDOWN_GRACE_MS: '1000' });
    await untilServing(server);
  }, START_WAIT_MS + 30_000);
  // A server that never said it runs would keep the data folder's lock from the next server.
  afterAll(async () => {
    if (server?.child.exitCode === null) {
      server.child.kill('SIGKILL');
      await server.exited;
    }
  });

  it('listens on 127.0.0.1 only by default, and says the demo accounts are for a local trial', async () => {
    expect(server.output()).toContain(`http://127.0.0.1:${server.port}`);
    expect(server.output()).toContain('Demo accounts, for a local trial only (password demo1234)');
    expect((await fetch(`http://127.0.0.1:${server.port}/api/health`)).status).toBe(200);
  });

  it('refuses to start a second server on the same data folder, naming the folder and the PID', async () => {
    const second = await startServer();
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(`DATA_DIR ${dataDir} is in use by another server (PID ${server.child.pid})`);
    expect(second.output()).not.toContain('is running');
  });

  it('ends within the grace period after SIGTERM though a client trickles its body, and removes its lock', async () => {
    const trickler = connect({ host: '127.0.0.1', port: server.port });
    trickler.on('error', () => {});
    trickler.write(
      'POST /api/user/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 999\r\n\r\n',
    );
    const trickle = setInterval(() => trickler.write(' '), 500);
    try {
      await new Promise((resolve) => setTimeout(resolve, 300));
      const stopping = Date.now();
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
      // The 1 s grace period, the drain and closing the database; the default grace is 10 s.
      expect(Date.now() - stopping).toBeLessThan(6000);
      expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);
    } finally {
      clearInterval(trickle);
    }
  });
});

describe('a server whose database worker stops', () => {
  it(
    'fails loudly: it logs why, exits with 1 and removes its lock',
    async () => {
      // Loaded before the server: ends the PGlite worker on SIGUSR2, as a crash of the thread would.
      const stopper = join(bundleDir, 'stop-worker.mjs');
      writeFileSync(
        stopper,
        "process.on('worker', (worker) => process.on('SIGUSR2', () => void worker.terminate()));\n",
      );
      const server = await startServer({}, ['--import', pathToFileURL(stopper).href]);
      await untilServing(server);
      server.child.kill('SIGUSR2');
      expect(await server.exited).toBe(1);
      expect(server.output()).toContain('the PGlite worker stopped unexpectedly');
      expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);
    },
    START_WAIT_MS + 30_000,
  );
});
