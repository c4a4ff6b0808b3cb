import type { EquipmentStatus } from '@app/contract';
import { organizations } from '../../core/organization.table.js';
import type { Db } from '../../platform/db.js';
import type { DemoOwner } from '../../platform/module.js';
import { deviceKindsOf, processesOf } from '../device/public.js';
import { categoriesOf } from '../inspection-category/public.js';
import { unitsOf } from '../inspection-unit/public.js';
import { projectsWithInspectors } from '../project/public.js';
import { equipment, equipmentInspectors, equipmentPoints } from './equipment.table.js';

/** A factory the owner deals with: its short and full name. */
type DemoFactory = [shortName: string, fullName: string];

interface DemoItem {
  project: string;
  kind: string;
  name: string;
  eNumber: string;
  batch: string;
  quantity?: number;
  factory: string;
  /** The owner's first inspection unit follows it when set. */
  unit?: true;
  plannedDelivery: string;
  status: EquipmentStatus;
  /** Its ITP is planned from the kind's steps. */
  itp?: true;
  /** The project's inspectors are assigned to it. */
  inspected?: true;
  /** Its points were all signed off on this day (reports to come will record it). */
  doneOn?: string;
}

const FACTORIES: Record<string, DemoFactory[]> = {
  hdny: [
    ['特变电工沈变', '特变电工沈阳变压器集团有限公司'],
    ['西电集团', '中国西电集团有限公司'],
    ['保变电气', '保定天威保变电气股份有限公司'],
    ['平高电气', '河南平高电气股份有限公司'],
  ],
  xnsd: [
    ['东方电机', '东方电气集团东方电机有限公司'],
    ['哈尔滨电机厂', '哈尔滨电机厂有限责任公司'],
    ['特变电工衡变', '特变电工衡阳变压器有限公司'],
    ['长江控制所', '武汉长江控制设备研究所'],
    ['西电集团', '中国西电集团有限公司'],
  ],
};

const ITEMS: Record<string, DemoItem[]> = {
  hdny: [
    ...(['A', 'B', 'C'] as const).map(
      (phase, i): DemoItem => ({
        project: 'HDNY-2026-001',
        kind: '主变压器',
        name: `1000kV 主变压器 ${phase} 相（ODFPS-1000000/1000）`,
        eNumber: `WN-ZB-1${phase}`,
        batch: i < 2 ? '第一批' : '第二批',
        factory: '特变电工沈变',
        unit: true,
        plannedDelivery: i < 2 ? '2026-09-30' : '2026-11-30',
        status: i < 2 ? 'manufacturing' : 'pending',
        itp: true,
        ...(i < 2 ? { inspected: true as const } : {}),
      }),
    ),
    {
      project: 'HDNY-2026-001',
      kind: 'GIS 组合电器',
      name: '1100kV GIS 出线间隔',
      eNumber: 'WN-GIS-01',
      batch: '第一批',
      quantity: 2,
      factory: '西电集团',
      unit: true,
      plannedDelivery: '2026-08-15',
      status: 'awaiting_test',
      itp: true,
      inspected: true,
    },
    {
      project: 'HDNY-2026-001',
      kind: '并联电抗器',
      name: '1000kV 高压并联电抗器（BKD-240000/1100）',
      eNumber: 'WN-DK-01',
      batch: '第一批',
      quantity: 3,
      factory: '保变电气',
      plannedDelivery: '2026-10-20',
      status: 'manufacturing',
      itp: true,
    },
    {
      project: 'HDNY-2026-002',
      kind: '主变压器',
      name: '500kV 主变压器（ODFS-334000/500）',
      eNumber: 'DW-ZB-01',
      batch: '第一批',
      quantity: 3,
      factory: '保变电气',
      unit: true,
      plannedDelivery: '2027-01-15',
      status: 'pending',
    },
    {
      project: 'HDNY-2026-002',
      kind: '高压开关柜',
      name: '35kV 高压开关柜（KYN61-40.5）',
      eNumber: 'DW-KGG-01',
      batch: '第一批',
      quantity: 12,
      factory: '平高电气',
      plannedDelivery: '2026-12-10',
      status: 'pending',
      itp: true,
    },
    {
      project: 'HDNY-2025-017',
      kind: 'GIS 组合电器',
      name: '220kV GIS 组合电器（ZF11-252）',
      eNumber: 'RD-GIS-01',
      batch: '首批',
      quantity: 4,
      factory: '西电集团',
      unit: true,
      plannedDelivery: '2026-03-31',
      status: 'shipped',
      itp: true,
      doneOn: '2026-03-20',
    },
  ],
  xnsd: [
    ...([1, 2] as const).flatMap((unitNo): DemoItem[] => [
      {
        project: 'XNSD-2026-003',
        kind: '水轮机',
        name: `${unitNo} 号机组混流式水轮机（HLA1012-LJ-712）`,
        eNumber: `LHK-SLJ-0${unitNo}`,
        batch: unitNo === 1 ? '首台机组' : '第二台机组',
        factory: unitNo === 1 ? '东方电机' : '哈尔滨电机厂',
        unit: true,
        plannedDelivery: unitNo === 1 ? '2026-12-31' : '2027-06-30',
        status: unitNo === 1 ? 'manufacturing' : 'pending',
        itp: true,
      },
      {
        project: 'XNSD-2026-003',
        kind: '水轮发电机',
        name: `${unitNo} 号机组水轮发电机（SF500-40/1330）`,
        eNumber: `LHK-FDJ-0${unitNo}`,
        batch: unitNo === 1 ? '首台机组' : '第二台机组',
        factory: unitNo === 1 ? '东方电机' : '哈尔滨电机厂',
        unit: true,
        plannedDelivery: unitNo === 1 ? '2027-02-28' : '2027-08-31',
        status: unitNo === 1 ? 'manufacturing' : 'pending',
        ...(unitNo === 1 ? { itp: true as const } : {}),
      },
    ]),
    {
      project: 'XNSD-2026-003',
      kind: '主变压器',
      name: '1 号主变压器（SSP-570000/500）',
      eNumber: 'LHK-ZB-01',
      batch: '首台机组',
      factory: '特变电工衡变',
      unit: true,
      plannedDelivery: '2027-03-31',
      status: 'manufacturing',
      itp: true,
    },
    {
      project: 'XNSD-2026-003',
      kind: '调速器',
      name: '1 号机组微机调速器（WBST-150-6.3）',
      eNumber: 'LHK-TSQ-01',
      batch: '首台机组',
      factory: '长江控制所',
      plannedDelivery: '2026-10-31',
      status: 'awaiting_test',
      itp: true,
    },
    {
      project: 'XNSD-2026-005',
      kind: 'GIS 组合电器',
      name: '500kV GIS 组合电器（ZF15-550）',
      eNumber: 'YFG-GIS-01',
      batch: '第一批',
      quantity: 8,
      factory: '西电集团',
      plannedDelivery: '2027-04-30',
      status: 'pending',
      itp: true,
    },
  ],
};

/**
 * Which categories (by plan symbol) a supervising engineer sets at each step: hold points at the
 * tests, witness points where the work is seen done, document review of records, surveillance at
 * routine work. Steps not named get none.
 */
const PLAN: Record<string, string[]> = {
  铁心叠装: ['W'],
  铁心制造: ['W'],
  线圈绕制: ['W', 'R'],
  器身装配: ['H'],
  真空干燥: ['R'],
  总装配: ['W'],
  例行试验: ['H', 'R'],
  包装发运: ['S'],
  壳体焊接: ['W'],
  导体加工: ['S'],
  断路器装配: ['W'],
  总装: ['W'],
  气密性试验: ['H'],
  工频耐压试验: ['H', 'R'],
  出厂验收: ['H', 'R'],
  柜体钣金: ['S'],
  二次接线: ['R'],
  机械特性试验: ['W'],
  出厂试验: ['H', 'R'],
  转轮铸造: ['W', 'R'],
  叶片数控加工: ['S'],
  转轮焊接: ['W'],
  无损检测: ['H', 'R'],
  静平衡试验: ['H'],
  主轴加工: ['R'],
  导水机构预装: ['W'],
  定子铁心叠片: ['W'],
  定子线圈制造: ['R'],
  定子下线: ['W'],
  转子支架焊接: ['W'],
  磁极装配: ['S'],
  耐压试验: ['H'],
  电气柜装配: ['S'],
  液压系统装配: ['S'],
  联调试验: ['H'],
};

/**
 * Each demo owner's factories (as organisations) and the equipment of its demo projects, with ITPs
 * planned from the kinds' steps and the demo inspector assigned to some equipment of the project he
 * inspects, so the inspector's screens show only his.
 */
export async function seedDemoEquipment(db: Db, owner: DemoOwner): Promise<void> {
  const items = ITEMS[owner.key] ?? [];
  if (items.length === 0) return;
  const factories = await db
    .insert(organizations)
    .values(
      (FACTORIES[owner.key] ?? []).map(([shortName, fullName], i) => ({
        ownerId: owner.id,
        shortName,
        fullName,
        nature: 'state_owned',
        sort: (i + 1) * 10,
      })),
    )
    .returning({ id: organizations.id, shortName: organizations.shortName });
  const kinds = await deviceKindsOf(db, owner.id);
  const projects = await projectsWithInspectors(db, owner.id);
  const [unit] = await unitsOf(db, owner.id);
  const categories = await categoriesOf(db, owner.id);
  for (const item of items) {
    const project = projects.find((p) => p.number === item.project);
    const kind = kinds.find((k) => k.name === item.kind);
    if (!project || !kind) throw new Error(`demo equipment ${item.eNumber} names no project or kind`);
    const [row] = await db
      .insert(equipment)
      .values({
        ownerId: owner.id,
        projectId: project.id,
        deviceId: kind.id,
        name: item.name,
        eNumber: item.eNumber,
        batch: item.batch,
        quantity: item.quantity ?? 1,
        factoryId: factories.find((f) => f.shortName === item.factory)?.id ?? null,
        unitId: item.unit ? (unit?.id ?? null) : null,
        plannedDelivery: item.plannedDelivery,
        status: item.status,
      })
      .returning({ id: equipment.id });
    if (!row) throw new Error('equipment insert returned nothing');
    if (item.inspected && project.inspectorIds.length > 0) {
      await db
        .insert(equipmentInspectors)
        .values(project.inspectorIds.map((userId) => ({ equipmentId: row.id, userId, ownerId: owner.id })));
    }
    if (!item.itp) continue;
    const points = (await processesOf(db, kind.id)).flatMap((step) =>
      categories
        .filter((category) => PLAN[step.name]?.includes(category.planSymbol))
        .map((category) => ({
          ownerId: owner.id,
          equipmentId: row.id,
          processId: step.id,
          categoryId: category.id,
          planSymbol: category.planSymbol,
          ...(item.doneOn ? { actualSymbol: category.actualSymbol, actualDate: item.doneOn } : {}),
        })),
    );
    if (points.length > 0) await db.insert(equipmentPoints).values(points);
  }
}
