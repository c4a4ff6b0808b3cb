import { and, eq, inArray } from 'drizzle-orm';
import { memberships } from '../../core/membership.table.js';
import type { Db } from '../../platform/db.js';
import type { DemoOwner } from '../../platform/module.js';
import { projectGroups, projectMembers, projects } from './project.table.js';

type DemoProject = Omit<typeof projects.$inferInsert, 'ownerId' | 'groupId'> & {
  /** Who works on it from the demo accounts: the managers, and whether the inspectors do. */
  managed: boolean;
  inspected: boolean;
};

const DEMO: Record<string, { group: string; note: string; projects: DemoProject[] }[]> = {
  hdny: [
    {
      group: '华东特高压输变电工程',
      note: '1000kV 特高压及 500kV 主网变电站',
      projects: [
        {
          name: '皖南 1000kV 特高压变电站扩建工程',
          number: 'HDNY-2026-001',
          projectType: 'substation',
          stage: 'manufacturing',
          investType: 'state_owned',
          level: 'national',
          inspectionStatus: 'in_progress',
          inspectionType: 'resident',
          greenCert: 'none',
          province: '安徽省',
          city: '芜湖市',
          district: '南陵县',
          location: '南陵县许镇镇 1000kV 皖南变电站',
          longitude: 118.334,
          latitude: 30.918,
          totalInvest: 186500,
          constructionArea: 42000,
          team: '皖南特高压项目部',
          contractStart: '2026-03-01',
          contractEnd: '2027-06-30',
          actualStart: '2026-03-15',
          progress: 45,
          note: '新增 2 组 3000MVA 主变压器及 1100kV GIS 间隔',
          managed: true,
          inspected: true,
        },
        {
          name: '苏州 500kV 东吴变电站主变增容工程',
          number: 'HDNY-2026-002',
          projectType: 'substation',
          stage: 'procurement',
          investType: 'state_owned',
          level: 'provincial',
          inspectionStatus: 'pending',
          inspectionType: 'witness',
          greenCert: 'none',
          province: '江苏省',
          city: '苏州市',
          district: '吴江区',
          location: '吴江区松陵街道 500kV 东吴变电站',
          longitude: 120.645,
          latitude: 31.139,
          totalInvest: 38600,
          constructionArea: 8600,
          team: '苏州东吴项目部',
          contractStart: '2026-06-01',
          contractEnd: '2027-03-31',
          progress: 10,
          managed: true,
          inspected: false,
        },
      ],
    },
    {
      group: '华东海上风电工程',
      note: '海上升压站与送出工程',
      projects: [
        {
          name: '如东 H5 海上风电 220kV 升压站',
          number: 'HDNY-2025-017',
          projectType: 'wind_power',
          stage: 'construction',
          investType: 'state_owned',
          level: 'provincial',
          inspectionStatus: 'passed',
          inspectionType: 'final',
          greenCert: 'one_star',
          province: '江苏省',
          city: '南通市',
          district: '如东县',
          location: '洋口港经济开发区陆上集控中心',
          longitude: 121.186,
          latitude: 32.331,
          totalInvest: 92000,
          constructionLength: 48000,
          team: '如东海上风电项目部',
          contractStart: '2025-04-01',
          contractEnd: '2026-12-31',
          actualStart: '2025-04-10',
          progress: 80,
          managed: false,
          inspected: false,
        },
      ],
    },
  ],
  xnsd: [
    {
      group: '雅砻江流域水电开发',
      note: '雅砻江中游梯级电站机电设备',
      projects: [
        {
          name: '两河口水电站机电设备监造',
          number: 'XNSD-2026-003',
          projectType: 'hydropower',
          stage: 'manufacturing',
          investType: 'state_owned',
          level: 'national',
          inspectionStatus: 'in_progress',
          inspectionType: 'resident',
          greenCert: 'none',
          province: '四川省',
          city: '甘孜藏族自治州',
          district: '雅江县',
          location: '雅砻江干流两河口坝址',
          longitude: 101.013,
          latitude: 30.182,
          totalInvest: 664800,
          team: '两河口机电监造项目部',
          contractStart: '2026-01-10',
          contractEnd: '2028-12-31',
          actualStart: '2026-02-01',
          progress: 30,
          note: '6 台 500MW 混流式水轮发电机组及附属设备',
          managed: true,
          inspected: true,
        },
        {
          name: '杨房沟水电站 GIS 设备监造',
          number: 'XNSD-2026-005',
          projectType: 'hydropower',
          stage: 'procurement',
          investType: 'state_owned',
          level: 'provincial',
          inspectionStatus: 'pending',
          inspectionType: 'witness',
          greenCert: 'none',
          province: '四川省',
          city: '凉山彝族自治州',
          district: '木里藏族自治县',
          location: '雅砻江中游杨房沟坝址',
          longitude: 101.573,
          latitude: 27.848,
          totalInvest: 21400,
          team: '杨房沟监造组',
          contractStart: '2026-05-01',
          contractEnd: '2027-08-31',
          progress: 5,
          managed: true,
          inspected: false,
        },
      ],
    },
  ],
};

/**
 * Each demo owner's project groups and projects, at real places: the demo manager manages some of
 * them and the demo inspectors inspect fewer, so each role's screens show a different set.
 */
export async function seedDemoProjects(db: Db, owner: DemoOwner): Promise<void> {
  const people = await db
    .select({ userId: memberships.userId, role: memberships.role })
    .from(memberships)
    .where(and(eq(memberships.ownerId, owner.id), inArray(memberships.role, ['manager', 'staff'])));
  for (const [sort, group] of (DEMO[owner.key] ?? []).entries()) {
    const [made] = await db
      .insert(projectGroups)
      .values({ ownerId: owner.id, name: group.group, note: group.note, sort: (sort + 1) * 10 })
      .returning({ id: projectGroups.id });
    if (!made) continue;
    for (const { managed, inspected, ...project } of group.projects) {
      const [row] = await db
        .insert(projects)
        .values({ ...project, ownerId: owner.id, groupId: made.id })
        .returning({ id: projects.id });
      if (!row) continue;
      const members = people.filter((person) => (person.role === 'manager' ? managed : inspected));
      if (members.length > 0) {
        await db.insert(projectMembers).values(
          members.map((person) => ({
            projectId: row.id,
            userId: person.userId,
            role: person.role === 'manager' ? ('manager' as const) : ('staff' as const),
            ownerId: owner.id,
          })),
        );
      }
    }
  }
}
