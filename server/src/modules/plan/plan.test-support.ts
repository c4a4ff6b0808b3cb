import { Code, type ProjectRole, type Role, WITNESS_SYMBOL } from '@app/contract';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { signedIn } from '../../../test/admin.js';
import type { TestApp } from '../../../test/app.js';
import { createUser, ownerByKey, userByName } from '../../../test/factories.js';
import { caller, envelope, login, type Response } from '../../../test/http.js';
import { deviceKinds, deviceProcesses } from '../device/device.table.js';
import { equipment, equipmentInspectors, equipmentPoints } from '../equipment/equipment.table.js';
import { inspectionCategories } from '../inspection-category/inspection-category.table.js';
import { inspectionUnits } from '../inspection-unit/inspection-unit.table.js';
import { projectGroups, projectMembers, projects } from '../project/project.table.js';
import { addDays, chinaDay } from './plan-scope.js';

export type Member = Awaited<ReturnType<typeof signedIn>>;

let serial = 0;
const unique = (prefix: string) => `${prefix}${++serial}${Date.now().toString(36)}`;

/** A day `days` from today in China: the plan's clock. */
export const day = (days: number) => addDays(chinaDay(), days);

/** What a point is set up with besides its step and category. */
export interface PointSetup {
  symbol: string;
  plannedDate?: string | null;
  actualDate?: string | null;
  noticeAt?: Date | null;
}

/** Everything a plan test needs: demo look-ups, members on projects, a group of its own with points in known states. */
export function planKit(t: TestApp) {
  const ownerId = async (key = 'hdny') => (await ownerByKey(t.db, key)).id;

  async function signedInAs(username: string): Promise<Member> {
    const user = await userByName(t.db, username);
    const cookie = await login(t.app, username);
    return { user, cookie, call: caller(t.app, cookie) };
  }

  /** A new signed-in member of `ownerKey`, working on each project given in its project role. */
  async function member(role: Role, on: [projectId: number, as: ProjectRole][] = [], ownerKey = 'hdny') {
    const user = await createUser(t.db, { role, ownerKey, name: unique('成员') });
    const owner = await ownerId(ownerKey);
    if (on.length > 0) {
      await t.db
        .insert(projectMembers)
        .values(on.map(([projectId, as]) => ({ projectId, userId: user.id, role: as, ownerId: owner })));
    }
    const cookie = await login(t.app, user.username);
    return { user, cookie, call: caller(t.app, cookie) } satisfies Member;
  }

  const equipmentId = async (eNumber: string) => {
    const [row] = await t.db.select({ id: equipment.id }).from(equipment).where(eq(equipment.eNumber, eNumber));
    if (!row) throw new Error(`no equipment ${eNumber}`);
    return row.id;
  };

  const groupId = async (name: string) => {
    const [row] = await t.db.select({ id: projectGroups.id }).from(projectGroups).where(eq(projectGroups.name, name));
    if (!row) throw new Error(`no group ${name}`);
    return row.id;
  };

  const pointsOf = (id: number) => t.db.select().from(equipmentPoints).where(eq(equipmentPoints.equipmentId, id));

  /** The owner's category of `symbol` and the first `count` steps of its kind 主变压器. */
  async function itpParts(ownerKey: string) {
    const owner = await ownerId(ownerKey);
    const categories = await t.db.select().from(inspectionCategories).where(eq(inspectionCategories.ownerId, owner));
    const [kind] = await t.db
      .select({ id: deviceKinds.id })
      .from(deviceKinds)
      .where(and(eq(deviceKinds.ownerId, owner), eq(deviceKinds.name, '主变压器')));
    if (!kind) throw new Error(`no kind 主变压器 in ${ownerKey}`);
    const steps = await t.db
      .select()
      .from(deviceProcesses)
      .where(eq(deviceProcesses.deviceId, kind.id))
      .orderBy(deviceProcesses.step);
    const category = (symbol: string) => {
      const found = categories.find((candidate) => candidate.planSymbol === symbol);
      if (!found) throw new Error(`no category ${symbol}`);
      return found;
    };
    return { owner, kindId: kind.id, steps, category };
  }

  /** A new group with one project of `ownerKey` and its own inspection unit. */
  async function newGroup(ownerKey = 'hdny') {
    const owner = await ownerId(ownerKey);
    const name = unique('计划测试组');
    const [group] = await t.db.insert(projectGroups).values({ ownerId: owner, name }).returning();
    const [project] = await t.db
      .insert(projects)
      .values({ ownerId: owner, groupId: group?.id ?? 0, name: unique('计划测试项目'), number: unique('PLAN-') })
      .returning();
    const [unit] = await t.db
      .insert(inspectionUnits)
      .values({ ownerId: owner, name: unique('测试检验单位') })
      .returning();
    if (!group || !project || !unit) throw new Error('group, project or unit insert returned nothing');
    return { id: group.id, name, owner, project, unit };
  }

  /**
   * A piece of equipment of kind 主变压器 on `projectId` with a point per setup, each at the next step
   * (so every pair is new), its unit and inspectors as given. Answers the piece and its points' ids.
   */
  async function newEquipment(
    ownerKey: string,
    projectId: number,
    setups: PointSetup[],
    options: { unitId?: number; inspectorIds?: number[]; name?: string } = {},
  ) {
    const { owner, kindId, steps, category } = await itpParts(ownerKey);
    const eNumber = unique('PE-');
    const [piece] = await t.db
      .insert(equipment)
      .values({
        ownerId: owner,
        projectId,
        deviceId: kindId,
        name: options.name ?? unique('计划测试设备'),
        eNumber,
        unitId: options.unitId ?? null,
      })
      .returning();
    if (!piece) throw new Error('equipment insert returned nothing');
    if (options.inspectorIds?.length) {
      await t.db
        .insert(equipmentInspectors)
        .values(options.inspectorIds.map((userId) => ({ equipmentId: piece.id, userId, ownerId: owner })));
    }
    const ids: number[] = [];
    for (const [index, setup] of setups.entries()) {
      const step = steps[index];
      if (!step) throw new Error('more points than steps');
      const chosen = category(setup.symbol);
      const [point] = await t.db
        .insert(equipmentPoints)
        .values({
          ownerId: owner,
          equipmentId: piece.id,
          processId: step.id,
          categoryId: chosen.id,
          planSymbol: setup.symbol,
          plannedDate: setup.plannedDate ?? null,
          actualDate: setup.actualDate ?? null,
          actualSymbol: setup.actualDate ? chosen.actualSymbol : null,
          noticeAt: setup.noticeAt ?? null,
        })
        .returning({ id: equipmentPoints.id });
      if (!point) throw new Error('point insert returned nothing');
      ids.push(point.id);
    }
    return { id: piece.id, eNumber, name: piece.name, pointIds: ids };
  }

  /** One point in each state, in the order of POINT_STATES: done, notified, overdue, due soon, planned, unscheduled. */
  const everyState: PointSetup[] = [
    { symbol: 'H', plannedDate: day(-10), actualDate: day(-9) },
    { symbol: WITNESS_SYMBOL, plannedDate: day(-5), noticeAt: new Date(Date.now() - 86_400_000) },
    { symbol: 'R', plannedDate: day(-1) },
    { symbol: 'W', plannedDate: day(3) },
    { symbol: 'S', plannedDate: day(30) },
    { symbol: 'H', plannedDate: null },
  ];

  return { ownerId, signedInAs, member, equipmentId, groupId, pointsOf, newGroup, newEquipment, everyState };
}

/** The data of an answer expected to succeed. */
export function succeeded<T>(res: Response): T {
  const body = envelope<T>(res);
  expect(body.code, body.msg).toBe(Code.Success);
  return body.data;
}
