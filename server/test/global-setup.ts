import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { seedDemo } from '../src/db/seed/demo.js';
import { openPglite, openPostgres } from '../src/platform/db.js';
import { onServer, TEMPLATES, templateUrl } from './templates.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Files holding a migrated and a migrated-and-seeded PGlite, when the tests run on PGlite. */
    pgliteTemplates: { migrated: string; seeded: string } | null;
  }
}

/**
 * Migrates (and seeds) one database before any test file runs; each file then starts from a copy,
 * which is several times quicker than creating, migrating and seeding a database per file. On
 * PostgreSQL the copies are template databases; on PGlite they are dumps of the data directory.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    for (const name of Object.values(TEMPLATES)) {
      await onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await onServer(serverUrl, `CREATE DATABASE ${name}`);
    }
    for (const [kind, name] of Object.entries(TEMPLATES)) {
      const database = openPostgres(templateUrl(serverUrl, name));
      await database.migrate();
      if (kind === 'seeded') await seedDemo(database.db);
      await database.close();
    }
    project.provide('pgliteTemplates', null);
    return async () => {
      for (const name of Object.values(TEMPLATES))
        await onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    };
  }

  const dir = mkdtempSync(join(tmpdir(), 'pglite-templates-'));
  const database = await openPglite(undefined);
  await database.migrate();
  const migrated = join(dir, 'migrated.tar');
  writeFileSync(migrated, Buffer.from(await (await database.dump()).arrayBuffer()));
  await seedDemo(database.db);
  const seeded = join(dir, 'seeded.tar');
  writeFileSync(seeded, Buffer.from(await (await database.dump()).arrayBuffer()));
  await database.close();
  project.provide('pgliteTemplates', { migrated, seeded });
  return () => rmSync(dir, { recursive: true, force: true });
}
