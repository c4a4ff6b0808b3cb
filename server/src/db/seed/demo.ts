import { CONFIG_OWNER_KEY, type Role } from '@app/contract';
import { count } from 'drizzle-orm';
import { memberships } from '../../core/membership.table.js';
import { owners } from '../../core/owner.table.js';
import { users } from '../../core/user.table.js';
import { HOOKS, MODULES, OWNER_TEMPLATE } from '../../modules/index.js';
import { seedOwnerTemplate } from '../../modules/menu/menu.service.js';
import { hashPassword } from '../../modules/user/password.js';
import type { Db } from '../../platform/db.js';

export const DEMO_PASSWORD = 'demo1234';

export const DEMO_OWNERS = [
  {
    key: CONFIG_OWNER_KEY,
    name: '平台配置中心',
    fullName: '检验监理平台配置中心',
    alphabet: 'PTPZZX',
    abridge: 'PZ',
    isConfig: true,
  },
  {
    key: 'hdny',
    name: '华东能源工程项目部',
    fullName: '华东能源集团有限公司工程项目部',
    alphabet: 'HDNYGCXMB',
    abridge: 'HDNY',
    province: '上海市',
    city: '上海市',
    town: '浦东新区',
    isConfig: false,
  },
  {
    key: 'xnsd',
    name: '西南水电检验中心',
    fullName: '西南水电开发有限公司设备检验中心',
    alphabet: 'XNSDJYZX',
    abridge: 'XNSD',
    province: '四川省',
    city: '成都市',
    town: '武侯区',
    isConfig: false,
  },
] as const;

type OwnerKey = (typeof DEMO_OWNERS)[number]['key'];

export const DEMO_USERS: { username: string; name: string; memberships: [OwnerKey, Role][] }[] = [
  {
    username: 'admin',
    name: '系统管理员',
    memberships: [
      ['hdny', 'admin'],
      ['xnsd', 'admin'],
      [CONFIG_OWNER_KEY, 'admin'],
    ],
  },
  { username: 'client', name: '陈委托', memberships: [['hdny', 'wtf']] },
  {
    username: 'manager',
    name: '李项目',
    memberships: [
      ['hdny', 'manager'],
      ['xnsd', 'manager'],
    ],
  },
  { username: 'staff', name: '王检验', memberships: [['hdny', 'staff']] },
];

export async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  return (row?.n ?? 0) === 0;
}

/**
 * Deterministic demo data. Refuses a database that already has users. Every account gets
 * `password`: the public demo password unless the server is to be reached from the network.
 */
export async function seedDemo(db: Db, password = DEMO_PASSWORD): Promise<void> {
  if (!(await isEmpty(db))) throw new Error('seedDemo refuses a database that already has users');
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const ownerIds = new Map<string, number>();
    for (const owner of DEMO_OWNERS) {
      const [row] = await tx.insert(owners).values(owner).returning({ id: owners.id });
      if (!row) throw new Error('owner insert returned nothing');
      ownerIds.set(owner.key, row.id);
      await seedOwnerTemplate(tx, row.id, owner.isConfig, null, OWNER_TEMPLATE);
    }
    for (const user of DEMO_USERS) {
      const [row] = await tx
        .insert(users)
        .values({ username: user.username, name: user.name, passwordHash })
        .returning({ id: users.id });
      if (!row) throw new Error('user insert returned nothing');
      await tx
        .insert(memberships)
        .values(
          user.memberships.map(([key, role]) => ({ userId: row.id, ownerId: ownerIds.get(key) as number, role })),
        );
    }
    for (const owner of DEMO_OWNERS.filter((o) => !o.isConfig)) {
      const demoOwner = { id: ownerIds.get(owner.key) as number, key: owner.key };
      for (const module of MODULES) await module.demo?.(tx, demoOwner, HOOKS);
    }
  });
}

/** A production database starts with the configuration owner and one administrator. */
export async function seedAdmin(db: Db, password: string): Promise<void> {
  if (!(await isEmpty(db))) return;
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const [owner] = await tx
      .insert(owners)
      .values({ key: CONFIG_OWNER_KEY, name: '平台配置中心', isConfig: true })
      .returning({ id: owners.id });
    const [user] = await tx
      .insert(users)
      .values({ username: 'admin', name: '系统管理员', passwordHash })
      .returning({ id: users.id });
    if (!owner || !user) throw new Error('seed insert returned nothing');
    await seedOwnerTemplate(tx, owner.id, true, null, OWNER_TEMPLATE);
    await tx.insert(memberships).values({ userId: user.id, ownerId: owner.id, role: 'admin' });
  });
}
