import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/db.js';
import { users } from '../../core/user.table.js';
import { verifyPassword } from '../../modules/user/password.js';
import { DEMO_PASSWORD } from './demo.js';
import { PublicPasswordError, planSeed, seedOnStart } from './start-up.js';

const demo = { seedDemo: true, adminPassword: undefined };
const chosen = 'Trial-secret-9';

describe('planSeed', () => {
  it.each([
    ['demo on loopback', { ...demo, host: '127.0.0.1' }, { accounts: 'demo', password: DEMO_PASSWORD }],
    ['demo on ::1', { ...demo, host: '::1' }, { accounts: 'demo', password: DEMO_PASSWORD }],
    [
      'demo for the network with ADMIN_PASSWORD',
      { ...demo, adminPassword: chosen, host: '0.0.0.0' },
      {
        accounts: 'demo',
        password: chosen,
      },
    ],
    [
      'no demo, with ADMIN_PASSWORD',
      { seedDemo: false, adminPassword: chosen, host: '0.0.0.0' },
      {
        accounts: 'admin',
        password: chosen,
      },
    ],
    [
      'no demo, no ADMIN_PASSWORD',
      { seedDemo: false, adminPassword: undefined, host: '0.0.0.0' },
      { accounts: 'none' },
    ],
  ])('seeds an empty database with %s', (_case, settings, plan) => {
    expect(planSeed(settings, true)).toEqual(plan);
  });

  it('seeds nothing into a database that has users', () => {
    expect(planSeed({ ...demo, host: '127.0.0.1' }, false)).toEqual({ accounts: 'none' });
  });

  it.each(['0.0.0.0', '::', '192.168.1.20'])('refuses demo accounts with the public password on %s', (host) => {
    expect(() => planSeed({ ...demo, host }, true)).toThrow(PublicPasswordError);
    expect(() => planSeed({ ...demo, host }, true)).toThrow(
      `HOST ${host} is reachable from other machines, and the demo accounts' password is public. Set ADMIN_PASSWORD`,
    );
  });
});

describe('seedOnStart', () => {
  it('gives the demo accounts ADMIN_PASSWORD, not the public one, when the server is for the network', async () => {
    const database = await openTestDatabase({ seeded: false });
    try {
      const plan = await seedOnStart(database.db, { ...demo, adminPassword: chosen, host: '0.0.0.0' });
      expect(plan).toEqual({ accounts: 'demo', password: chosen });
      const accounts = await database.db.select().from(users);
      expect(accounts.map((user) => user.username).sort()).toEqual(['admin', 'client', 'manager', 'staff']);
      for (const user of accounts) {
        expect(await verifyPassword(user.passwordHash, chosen)).toBe(true);
        expect(await verifyPassword(user.passwordHash, DEMO_PASSWORD)).toBe(false);
      }
    } finally {
      await database.destroy();
    }
  });

  it('refuses the network while accounts seeded for a local trial keep the public password', async () => {
    const database = await openTestDatabase({ seeded: true });
    try {
      const settings = { seedDemo: false, adminPassword: chosen, host: '0.0.0.0' };
      await expect(seedOnStart(database.db, settings)).rejects.toThrow(
        'the accounts admin, client, manager, staff still have the public demo password',
      );
      await database.db.update(users).set({ passwordHash: 'changed' }).where(eq(users.username, 'admin'));
      await expect(seedOnStart(database.db, settings)).rejects.toThrow('the accounts client, manager, staff still');
      // On loopback the demo keeps working as before.
      expect(await seedOnStart(database.db, { ...settings, host: '127.0.0.1' })).toEqual({ accounts: 'none' });
    } finally {
      await database.destroy();
    }
  });
});
