import { and, eq } from 'drizzle-orm';
import { memberships } from '../../core/membership.table.js';
import type { Db } from '../../platform/db.js';
import type { DemoOwner } from '../../platform/module.js';
import { inspectionUnitPeople, inspectionUnits } from './inspection-unit.table.js';

type DemoUnit = Omit<typeof inspectionUnits.$inferInsert, 'ownerId'>;

const DEMO_UNITS: Record<string, DemoUnit[]> = {
  hdny: [
    {
      name: '华东电力设备监造中心',
      qualification: '电力设备监造甲级',
      contact: '周工',
      phone: '021-58880101',
      address: '上海市浦东新区张江路 88 号',
      sort: 10,
    },
    {
      name: '江苏电力工程质量检测有限公司',
      qualification: 'CMA 检验检测',
      contact: '孙工',
      phone: '025-86660202',
      sort: 20,
    },
  ],
  xnsd: [
    {
      name: '西南水电设备监理所',
      qualification: '水利工程设备监理甲级',
      contact: '吴工',
      phone: '028-85550303',
      address: '四川省成都市武侯区人民南路四段 9 号',
      sort: 10,
    },
  ],
};

/** Each demo owner's units; its inspectors (the staff role) work for the first. */
export async function seedDemoUnits(db: Db, owner: DemoOwner): Promise<void> {
  const units = DEMO_UNITS[owner.key] ?? [];
  if (units.length === 0) return;
  const made = await db
    .insert(inspectionUnits)
    .values(units.map((unit) => ({ ...unit, ownerId: owner.id })))
    .returning({ id: inspectionUnits.id });
  const first = made[0];
  if (!first) return;
  const inspectors = await db
    .select({ userId: memberships.userId })
    .from(memberships)
    .where(and(eq(memberships.ownerId, owner.id), eq(memberships.role, 'staff')));
  if (inspectors.length > 0) {
    await db
      .insert(inspectionUnitPeople)
      .values(inspectors.map((row) => ({ ownerId: owner.id, unitId: first.id, userId: row.userId })));
  }
}
