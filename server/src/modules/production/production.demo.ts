import type { Db } from '../../platform/db.js';
import type { DemoOwner } from '../../platform/module.js';
import { processesOf } from '../device/public.js';
import { equipmentOfOwner } from '../equipment/public.js';
import { productionSteps } from './production.table.js';

/**
 * A demo schedule: the route planned in steps of `days` from `start`; the first `done` steps finished
 * (a day or two off plan, as factories go), the next one under way at `progress` % with `note`.
 */
interface DemoSchedule {
  start: string;
  days: number;
  done: number;
  progress?: number;
  note?: string;
}

const SCHEDULES: Record<string, Record<string, DemoSchedule>> = {
  hdny: {
    'WN-ZB-1A': {
      start: '2026-06-01',
      days: 32,
      done: 5,
      progress: 55,
      note: '例行试验已完成空载、负载损耗测量，局部放电试验待业主见证。',
    },
    // Late: the coil winding was due in September.
    'WN-ZB-1B': {
      start: '2026-05-11',
      days: 30,
      done: 3,
      progress: 70,
      note: '真空干燥设备检修，工期滞后约三周，已督促厂家增加班次。',
    },
    'WN-GIS-01': {
      start: '2026-03-02',
      days: 40,
      done: 6,
      progress: 20,
      note: '出厂验收资料已提交，待检验员现场复核。',
    },
    'WN-DK-01': {
      start: '2026-08-03',
      days: 45,
      done: 2,
      progress: 30,
      note: '器身装配进行中，引线焊接质量抽查合格。',
    },
    'RD-GIS-01': { start: '2025-07-01', days: 36, done: 7 },
  },
  xnsd: {
    'LHK-SLJ-01': {
      start: '2026-04-13',
      days: 50,
      done: 4,
      progress: 50,
      note: '静平衡试验工装已就位，首次试验残余不平衡量超差，正在配重调整。',
    },
    'LHK-ZB-01': { start: '2026-08-17', days: 40, done: 2, progress: 40, note: '器身装配按计划推进。' },
    'LHK-TSQ-01': {
      start: '2026-07-06',
      days: 36,
      done: 3,
      progress: 10,
      note: '联调试验报告已收到，出厂验收定于下月初。',
    },
  },
};

const DONE_NOTES = ['按计划完成，见证记录已归档。', '', '原材料复检合格。', ''];

const addDays = (day: string, n: number) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + n);
  return date.toISOString().slice(0, 10);
};

/** Production records of the demo equipment: some finished, some under way, one late. */
export async function seedDemoProduction(db: Db, owner: DemoOwner): Promise<void> {
  const schedules = SCHEDULES[owner.key] ?? {};
  for (const item of await equipmentOfOwner(db, owner.id)) {
    const plan = schedules[item.eNumber];
    if (!plan) continue;
    const steps = await processesOf(db, item.deviceId);
    const rows = steps.flatMap((step, i) => {
      const plannedStart = addDays(plan.start, i * plan.days);
      const plannedFinish = addDays(plannedStart, plan.days - 1);
      const planned = { ownerId: owner.id, equipmentId: item.id, processId: step.id, plannedStart, plannedFinish };
      if (i < plan.done) {
        return [
          {
            ...planned,
            actualStart: addDays(plannedStart, i % 3),
            actualFinish: addDays(plannedFinish, i % 2 === 0 ? -1 : 2),
            progress: 100,
            note: DONE_NOTES[i % DONE_NOTES.length] ?? '',
          },
        ];
      }
      if (i === plan.done && plan.progress !== undefined) {
        return [{ ...planned, actualStart: addDays(plannedStart, 1), progress: plan.progress, note: plan.note ?? '' }];
      }
      return [{ ...planned, progress: 0 }];
    });
    if (rows.length > 0) await db.insert(productionSteps).values(rows);
  }
}
