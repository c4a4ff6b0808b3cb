import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BacklogCalls, Code, PermissionCalls } from '@app/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { callApi, envelope, login } from '../../test/http.js';
import { buildApp } from '../app.js';
import { users } from '../core/user.table.js';
import { seedDemo } from '../db/seed/demo.js';
import { openPglite } from './db.js';

const dataDir = mkdtempSync(join(tmpdir(), 'pglite-disk-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('PGlite on disk, as the server opens it (in a worker thread)', () => {
  it('migrates, seeds and serves the app, and keeps the data when opened again', async () => {
    const database = await openPglite(dataDir);
    try {
      await database.migrate();
      await seedDemo(database.db);
      const app = await buildApp({ db: database.db });
      try {
        // Signing in writes a session; the list reads it and counts the rows.
        const cookie = await login(app, 'staff');
        expect(envelope(await callApi(app, cookie, PermissionCalls.auth)).data).toEqual(['staff']);
        const list = envelope<{ paging: { count: number } }>(await callApi(app, cookie, BacklogCalls.list));
        expect(list.code).toBe(Code.Success);
        expect(list.data.paging.count).toBe(0);
      } finally {
        await app.close();
      }
    } finally {
      await database.close();
    }

    const reopened = await openPglite(dataDir);
    try {
      await reopened.migrate();
      const names = (await reopened.db.select({ username: users.username }).from(users)).map((u) => u.username);
      expect(names.sort()).toEqual(['admin', 'client', 'manager', 'staff']);
    } finally {
      await reopened.close();
    }
    // A whole migration and seed on disk, twice opened: about 13 s on an idle machine, over 30 s in
    // CI's PostgreSQL run of the suite, which goes beside the journeys.
  }, 120_000);
});
