// Seeds the bench volume (server/src/db/seed/scale.ts) into a database the server has migrated and
// seeded, with the server stopped: the seed is bundled on the fly, as the server's own build does,
// with the PGlite worker it starts beside it.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { build } from 'esbuild';

const run = promisify(execFile);

export async function seedScale({ dataDir, databaseUrl, todoRows, users, equipmentRows }) {
  // Under the server's node_modules, where its packages (pg, PGlite, drizzle) resolve from.
  const dir = mkdtempSync('server/node_modules/.bench-scale-');
  // ES modules, as the worker's URL beside the seed names it: pglite-worker.js.
  writeFileSync(join(dir, 'package.json'), '{ "type": "module" }');
  try {
    return await bundleAndRun(dir, { dataDir, databaseUrl, todoRows, users, equipmentRows });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function bundleAndRun(outdir, { dataDir, databaseUrl, todoRows, users, equipmentRows }) {
  await build({
    entryPoints: {
      'seed-scale': 'server/src/db/seed/scale-main.ts',
      'pglite-worker': 'server/src/platform/pglite-worker.ts',
    },
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'warning',
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
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    SCALE_TODO_ROWS: String(todoRows),
    SCALE_USERS: String(users),
    SCALE_EQUIPMENT_ROWS: String(equipmentRows),
  };
  delete env.DATABASE_URL;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  const { stdout } = await run(process.execPath, [join(outdir, 'seed-scale.js')], { env });
  return stdout.trim();
}
