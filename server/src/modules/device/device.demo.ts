import type { Db } from '../../platform/db.js';
import type { DemoOwner } from '../../platform/module.js';
import { deviceKinds, deviceProcesses } from './device.table.js';

type DemoDevice = [name: string, code: string, steps: string[]];

/** The hydropower owner's generating units and the substation owner's switchgear, with their routes. */
const DEMO_DEVICES: Record<string, DemoDevice[]> = {
  xnsd: [
    [
      '水轮机',
      'SLJ',
      ['转轮铸造', '叶片数控加工', '转轮焊接', '无损检测', '静平衡试验', '主轴加工', '导水机构预装', '出厂验收'],
    ],
    [
      '水轮发电机',
      'FDJ',
      ['定子铁心叠片', '定子线圈制造', '定子下线', '转子支架焊接', '磁极装配', '耐压试验', '出厂试验'],
    ],
    ['主变压器', 'ZB', ['铁心叠装', '线圈绕制', '器身装配', '真空干燥', '总装配', '例行试验', '包装发运']],
    ['调速器', 'TSQ', ['电气柜装配', '液压系统装配', '联调试验', '出厂验收']],
    ['GIS 组合电器', 'GIS', ['壳体焊接', '导体加工', '断路器装配', '总装', '气密性试验', '工频耐压试验', '出厂验收']],
  ],
  hdny: [
    ['主变压器', 'ZB', ['铁心叠装', '线圈绕制', '器身装配', '真空干燥', '总装配', '例行试验', '包装发运']],
    ['GIS 组合电器', 'GIS', ['壳体焊接', '导体加工', '断路器装配', '总装', '气密性试验', '工频耐压试验', '出厂验收']],
    ['高压开关柜', 'KGG', ['柜体钣金', '元件装配', '二次接线', '机械特性试验', '出厂试验']],
    ['并联电抗器', 'DK', ['铁心制造', '线圈绕制', '器身装配', '真空干燥', '总装配', '例行试验', '包装发运']],
  ],
};

export async function seedDemoDevices(db: Db, owner: DemoOwner): Promise<void> {
  for (const [index, [name, code, steps]] of (DEMO_DEVICES[owner.key] ?? []).entries()) {
    const [device] = await db
      .insert(deviceKinds)
      .values({ ownerId: owner.id, name, code, sort: (index + 1) * 10 })
      .returning({ id: deviceKinds.id });
    if (!device) throw new Error('device insert returned nothing');
    await db
      .insert(deviceProcesses)
      .values(steps.map((step, i) => ({ ownerId: owner.id, deviceId: device.id, step: i + 1, name: step })));
  }
}
