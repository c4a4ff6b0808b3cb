import { inArray } from 'drizzle-orm';
import { isLoopback, publicDemoRefusal } from '../../config.js';
import { users } from '../../core/user.table.js';
import { verifyPassword } from '../../modules/user/password.js';
import type { Db } from '../../platform/db.js';
import { DEMO_PASSWORD, DEMO_USERS, isEmpty, seedAdmin, seedDemo } from './demo.js';

export interface SeedSettings {
  seedDemo: boolean;
  adminPassword: string | undefined;
  host: string;
}

export type SeedPlan = { accounts: 'none' } | { accounts: 'demo' | 'admin'; password: string };

/** Start-up stops rather than offer the network an account whose password anyone can read. */
export class PublicPasswordError extends Error {}

/**
 * What an empty database gets. The demo accounts take ADMIN_PASSWORD when it is set; the public
 * demo password only while the server listens on loopback, where only this machine reaches it.
 */
export function planSeed(settings: SeedSettings, empty: boolean): SeedPlan {
  if (!empty) return { accounts: 'none' };
  const { seedDemo, adminPassword, host } = settings;
  if (seedDemo) {
    if (adminPassword) return { accounts: 'demo', password: adminPassword };
    if (!isLoopback(host)) throw new PublicPasswordError(`HOST ${publicDemoRefusal(host)}`);
    return { accounts: 'demo', password: DEMO_PASSWORD };
  }
  return adminPassword ? { accounts: 'admin', password: adminPassword } : { accounts: 'none' };
}

/**
 * Seeds an empty database as planned. Off loopback it then checks the demo account names: a
 * database seeded earlier for a local trial still has the public password, whatever the settings
 * say now.
 */
export async function seedOnStart(db: Db, settings: SeedSettings): Promise<SeedPlan> {
  const plan = planSeed(settings, await isEmpty(db));
  if (plan.accounts === 'demo') await seedDemo(db, plan.password);
  if (plan.accounts === 'admin') await seedAdmin(db, plan.password);
  if (!isLoopback(settings.host)) {
    const exposed = await accountsWithDemoPassword(db);
    if (exposed.length > 0) {
      throw new PublicPasswordError(
        `HOST ${settings.host} is reachable from other machines, and the accounts ${exposed.join(', ')} still ` +
          'have the public demo password. Change their passwords first (signed in on 127.0.0.1), or leave HOST ' +
          'unset to listen on 127.0.0.1 only',
      );
    }
  }
  return plan;
}

async function accountsWithDemoPassword(db: Db): Promise<string[]> {
  const names = DEMO_USERS.map((user) => user.username);
  const rows = await db
    .select({ username: users.username, passwordHash: users.passwordHash })
    .from(users)
    .where(inArray(users.username, names));
  const exposed = [];
  for (const row of rows) {
    if (await verifyPassword(row.passwordHash, DEMO_PASSWORD)) exposed.push(row.username);
  }
  return exposed.sort((a, b) => names.indexOf(a) - names.indexOf(b));
}
