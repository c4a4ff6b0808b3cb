import { Code, DeviceCalls, EquipmentCalls, type EquipmentOption, EquipmentRow, ProjectCalls } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { lastAudit, signedIn, withRevoked } from '../../../test/admin.js';
import { useTestApp } from '../../../test/app.js';
import { databaseDigest } from '../../../test/db-digest.js';
import { type Caller, callApi, envelope, expectFieldErrors, type TestQuery } from '../../../test/http.js';
import {
  adminWithEquipment,
  equipmentBody,
  equipmentCount,
  expectFirstPagesOf,
  firstPageOf,
  kindByName,
  projectByNumber,
  rowsOf,
  storedEquipment,
} from './equipment.test-support.js';

const t = useTestApp();

const numbersOf = async (call: Caller, query: TestQuery<typeof EquipmentCalls.list> = {}) =>
  (await rowsOf(call, query)).map((row) => row.e_number);
describe('equipment', () => {
  it('is created, read back, listed, filtered, changed and deleted, audited', async () => {
    const { call, project, kind, item } = await adminWithEquipment(t, 'hdny', {
      name: '1000kV 主变压器 备用相',
      e_number: 'WN-ZB-SPARE',
      batch: '备品批',
      quantity: 2,
      status: 'awaiting_test',
    });
    EquipmentRow.strict().parse(item);
    expect(item).toMatchObject({
      project_id: project.id,
      project_name: project.name,
      project_number: 'HDNY-2026-001',
      device_name: '主变压器',
      quantity: 2,
      planned_delivery: '2026-10-01',
      status: 'awaiting_test',
      inspectors: [],
      point_count: 0,
      can_change: true,
    });
    expect((await lastAudit(t.db, 'equipment', item.id))?.changes.e_number?.after).toBe('WN-ZB-SPARE');

    // The demo's equipment is there too, with its points and its inspector.
    const demo = (await rowsOf(call)).find((row) => row.e_number === 'WN-ZB-1A');
    expect(demo).toMatchObject({ factory_name: '特变电工沈变', unit_name: '华东电力设备监造中心' });
    expect(demo?.inspectors.map((person) => person.name)).toEqual(['王检验']);
    expect(demo?.point_count).toBeGreaterThan(5);

    expect(await numbersOf(call, { 'filter[name]': '备用相' })).toEqual(['WN-ZB-SPARE']);
    expect(await numbersOf(call, { 'filter[batch]': '备品' })).toEqual(['WN-ZB-SPARE']);
    expect(await numbersOf(call, { 'filter[e_number]': 'spare' })).toEqual(['WN-ZB-SPARE']);
    const testing = await numbersOf(call, { 'filter[status]': 'awaiting_test' });
    expect(testing).toEqual(expect.arrayContaining(['WN-ZB-SPARE', 'WN-GIS-01']));
    const ofProject = await numbersOf(call, { 'filter[project_name]': project.id, 'filter[device_name]': kind.id });
    expect(ofProject.sort()).toEqual(['WN-ZB-1A', 'WN-ZB-1B', 'WN-ZB-1C', 'WN-ZB-SPARE']);
    expect((await numbersOf(call, { project_id: project.id, device_id: kind.id })).sort()).toEqual(ofProject);
    expect(await numbersOf(call, { 'filter[planned_delivery]': '2026-09-30|2026-09-30' })).toEqual([
      'WN-ZB-1A',
      'WN-ZB-1B',
    ]);
    const byDelivery = await rowsOf(call, { sort: '-planned_delivery' });
    expect(byDelivery[0]?.planned_delivery).toBe('2027-01-15');
    expectFieldErrors(await call(EquipmentCalls.list, { query: { sort: 'note' } }), ['sort']);
    expectFieldErrors(await call(EquipmentCalls.list, { query: { 'filter[status]': 'broken\u0000' } }), [
      'filter[status]',
    ]);

    const updated = envelope<EquipmentRow>(
      await call(EquipmentCalls.update, {
        query: { id: item.id, page_key: 'custom-equipment' },
        body: equipmentBody(project.id, kind.id, { name: item.name, e_number: item.e_number, status: 'released' }),
      }),
    );
    expect(updated.data.status).toBe('released');
    expect((await lastAudit(t.db, 'equipment', item.id))?.changes.status).toEqual({
      before: 'awaiting_test',
      after: 'released',
    });

    const options = envelope<EquipmentOption[]>(await call(EquipmentCalls.options, { query: { q: '备用相' } }));
    expect(options.data.map((row) => row.e_number)).toEqual(['WN-ZB-SPARE']);
    const byId = envelope<EquipmentOption[]>(await call(EquipmentCalls.options, { query: { id: item.id } }));
    expect(byId.data.map((row) => row.id)).toEqual([item.id]);

    expect(
      envelope(await call(EquipmentCalls.delete, { query: { id: item.id, page_key: 'custom-equipment' } })).msg,
    ).toBe('已删除');
    expect(await storedEquipment(t, item.id)).toBeUndefined();
    expect((await lastAudit(t.db, 'equipment', item.id))?.action).toBe('delete');
  });

  it('refuses bad input, unknown references and a number its project uses, changing nothing', async () => {
    const { call, project, kind, item } = await adminWithEquipment(t);
    const other = await signedIn(t, 'xnsd');
    const foreignProject = await projectByNumber(other.call, 'XNSD-2026-003');
    const foreignKind = await kindByName(other.call, '水轮机');
    const before = await equipmentCount(t);
    const create = (fields: Record<string, unknown>) =>
      call(EquipmentCalls.create, {
        query: { page_key: 'custom-equipment' },
        body: equipmentBody(project.id, kind.id, fields),
      });

    expectFieldErrors(await create({ name: ' ', e_number: '', quantity: 0 }), ['name', 'e_number', 'quantity']);
    expectFieldErrors(await create({ status: 'lost', planned_delivery: '2026-02-30' }), ['status', 'planned_delivery']);
    expectFieldErrors(await create({ quantity: 1.5, batch: 'x'.repeat(65) }), ['quantity', 'batch']);
    expectFieldErrors(await create({ e_number: item.e_number }), ['e_number'], '该项目中已有设备使用此编号');
    expectFieldErrors(await create({ project_id: foreignProject.id }), ['project_id']);
    expectFieldErrors(await create({ device_id: foreignKind.id }), ['device_id']);
    expectFieldErrors(await create({ factory_id: 999_999 }), ['factory_id']);
    expectFieldErrors(await create({ unit_id: 999_999 }), ['unit_id']);
    expectFieldErrors(
      await call(EquipmentCalls.create, { query: { page_key: 'somewhere' }, body: equipmentBody(project.id, kind.id) }),
      ['page_key'],
    );
    expect(await equipmentCount(t)).toBe(before);

    // The same number on another project is another piece of equipment.
    const elsewhere = await projectByNumber(call, 'HDNY-2026-002');
    const res = envelope(
      await call(EquipmentCalls.create, {
        query: { page_key: 'custom-equipment' },
        body: equipmentBody(elsewhere.id, kind.id, { e_number: item.e_number }),
      }),
    );
    expect(res.code).toBe(Code.Success);
  });

  it("answers another owner's equipment as not found, changing nothing", async () => {
    const { project, kind, item } = await adminWithEquipment(t, 'hdny');
    const other = await signedIn(t, 'xnsd');
    const digest = await databaseDigest(t.db, ['sessions', 'audit_log', 'login_log']);
    for (const res of [
      await other.call(EquipmentCalls.update, { query: { id: item.id }, body: equipmentBody(project.id, kind.id) }),
      await other.call(EquipmentCalls.delete, { query: { id: item.id } }),
      await other.call(EquipmentCalls.inspectors, { query: { id: item.id } }),
      await other.call(EquipmentCalls.saveInspectors, { query: { id: item.id }, body: { user_ids: [] } }),
      await other.call(EquipmentCalls.points, { query: { id: item.id } }),
      await other.call(EquipmentCalls.savePoints, { query: { id: item.id }, body: { points: [] } }),
    ]) {
      expect(envelope(res).code).toBe(Code.NotFound);
    }
    expect(await databaseDigest(t.db, ['sessions', 'audit_log', 'login_log'])).toEqual(digest);
    expect(await numbersOf(other.call)).not.toContain(item.e_number);
    const options = envelope<EquipmentOption[]>(await other.call(EquipmentCalls.options));
    expect(options.data.map((row) => row.id)).not.toContain(item.id);
    expect(
      envelope<EquipmentOption[]>(await other.call(EquipmentCalls.options, { query: { id: item.id } })).data,
    ).toEqual([]);
  });

  it("needs the page's actions and a session", async () => {
    const { call, project, kind } = await adminWithEquipment(t);
    const before = await equipmentCount(t);
    await withRevoked(
      t.db,
      { ownerKey: 'hdny', role: 'admin', pageKey: 'custom-equipment', action: 'create' },
      async () => {
        const res = await call(EquipmentCalls.create, {
          query: { page_key: 'custom-equipment' },
          body: equipmentBody(project.id, kind.id),
        });
        expect(envelope(res).code).toBe(Code.NoPermission);
      },
    );
    for (const role of ['manager', 'wtf', 'staff'] as const) {
      const member = await signedIn(t, 'hdny', role);
      expect(envelope(await member.call(EquipmentCalls.list)).code, role).toBe(Code.Success);
      expect(
        envelope(await member.call(EquipmentCalls.list, { query: { page_key: 'custom-equipment' } })).code,
        role,
      ).toBe(Code.NoPermission);
      const res = await member.call(EquipmentCalls.create, { body: equipmentBody(project.id, kind.id) });
      expect(envelope(res).code, role).toBe(Code.NoPermission);
    }
    expect(await equipmentCount(t)).toBe(before);
    expect(envelope(await callApi(t.app, undefined, EquipmentCalls.list)).code).toBe(Code.NotLoggedIn);
    expect(envelope(await callApi(t.app, undefined, EquipmentCalls.options)).code).toBe(Code.NotLoggedIn);
  });
});

describe('who sees and changes equipment', () => {
  it('scopes managers to their projects and inspectors to their equipment; the client reads all', async () => {
    const { call, project, kind, item } = await adminWithEquipment(t);
    const second = envelope<EquipmentRow>(
      await call(EquipmentCalls.create, {
        query: { page_key: 'custom-equipment' },
        body: equipmentBody(project.id, kind.id),
      }),
    ).data;
    const manager = await signedIn(t, 'hdny', 'manager');
    const inspector = await signedIn(t, 'hdny', 'staff');
    const client = await signedIn(t, 'hdny', 'wtf');

    expect(await rowsOf(manager.call)).toEqual([]);
    expect(await numbersOf(client.call)).toEqual(expect.arrayContaining([item.e_number, second.e_number, 'RD-GIS-01']));

    await call(ProjectCalls.savePeople, {
      query: { id: project.id },
      body: {
        managers: [manager.user.id],
        inspectors: [inspector.user.id],
      },
    });
    const assign = (who: Caller, ids: number[]) =>
      who(EquipmentCalls.saveInspectors, { query: { id: item.id }, body: { user_ids: ids } });
    expectFieldErrors(await assign(manager.call, [client.user.id]), ['user_ids'], '只能选择该项目的检验员');
    expect(envelope(await assign(manager.call, [inspector.user.id])).code).toBe(Code.Success);
    expect((await lastAudit(t.db, 'equipment', item.id))?.changes.inspectors?.after).toBe(inspector.user.name);

    // The manager sees every piece of equipment of his project and no other project's.
    const seenByManager = await rowsOf(manager.call);
    expect(seenByManager.every((row) => row.project_id === project.id)).toBe(true);
    expect(seenByManager.map((row) => row.e_number)).toEqual(expect.arrayContaining([item.e_number, second.e_number]));
    expect(seenByManager.every((row) => row.can_change)).toBe(true);
    // The inspector sees the one he is assigned to, and cannot change it.
    const seenByInspector = await rowsOf(inspector.call);
    expect(seenByInspector.map((row) => row.id)).toEqual([item.id]);
    expect(seenByInspector[0]?.can_change).toBe(false);
    const inspectorOptions = envelope<EquipmentOption[]>(await inspector.call(EquipmentCalls.options));
    expect(inspectorOptions.data.map((row) => row.id)).toEqual([item.id]);
    expect(envelope(await inspector.call(EquipmentCalls.points, { query: { id: second.id } })).code).toBe(
      Code.NotFound,
    );

    // The manager changes equipment of the project he manages, not of one he does not.
    const body = equipmentBody(project.id, kind.id, { name: second.name, e_number: second.e_number, quantity: 5 });
    const changed = envelope<EquipmentRow>(
      await manager.call(EquipmentCalls.update, { query: { id: second.id }, body }),
    );
    expect(changed.data.quantity).toBe(5);
    const offshore = (await rowsOf(call)).find((row) => row.e_number === 'RD-GIS-01');
    if (!offshore) throw new Error('demo equipment missing');
    const res = await manager.call(EquipmentCalls.update, {
      query: { id: offshore.id },
      body: equipmentBody(offshore.project_id, offshore.device_id, { e_number: offshore.e_number }),
    });
    expect(envelope(res).code).toBe(Code.NotFound);
    expect(envelope(await manager.call(EquipmentCalls.delete, { query: { id: second.id } })).code).toBe(
      Code.NoPermission,
    );

    // A first page is prepared once for each scope and served to every caller with his own ids.
    const other = await signedIn(t, 'xnsd');
    for (const who of [{ call }, client, manager, inspector, other]) await expectFirstPagesOf(who.call, project.id);
    expect(await firstPageOf(other.call)).not.toContain(item.id);
    expect(await firstPageOf(inspector.call)).toEqual([item.id]);

    // Taken off the project, the inspector no longer sees the equipment he was given there.
    await call(ProjectCalls.savePeople, {
      query: { id: project.id },
      body: { managers: [manager.user.id], inspectors: [] },
    });
    expect(await rowsOf(inspector.call)).toEqual([]);
  });

  it('keeps only the inspectors of the new project when equipment moves', async () => {
    const { call, kind, item, project } = await adminWithEquipment(t);
    const inspector = await signedIn(t, 'hdny', 'staff');
    await call(ProjectCalls.savePeople, {
      query: { id: project.id },
      body: { managers: [], inspectors: [inspector.user.id] },
    });
    await call(EquipmentCalls.saveInspectors, { query: { id: item.id }, body: { user_ids: [inspector.user.id] } });
    const choices = envelope<{ assigned: number[]; candidates: { id: number }[] }>(
      await call(EquipmentCalls.inspectors, { query: { id: item.id } }),
    );
    expect(choices.data.assigned).toEqual([inspector.user.id]);
    expect(choices.data.candidates.map((person) => person.id)).toContain(inspector.user.id);

    const elsewhere = await projectByNumber(call, 'HDNY-2025-017');
    const moved = envelope<EquipmentRow>(
      await call(EquipmentCalls.update, {
        query: { id: item.id },
        body: equipmentBody(elsewhere.id, kind.id, { name: item.name, e_number: item.e_number }),
      }),
    );
    expect(moved.data).toMatchObject({ project_id: elsewhere.id, inspectors: [] });
  });
});

describe('what equipment holds on to', () => {
  it('keeps its project and device kind from being deleted', async () => {
    const { call, project, kind, item } = await adminWithEquipment(t);
    const kindRefused = envelope(await call(DeviceCalls.delete, { query: { id: kind.id } }));
    expect(kindRefused).toMatchObject({ code: Code.IllegalOperation });
    expect(kindRefused.msg).toContain('该装置已有设备使用，不能删除');
    const projectRefused = envelope(await call(ProjectCalls.delete, { query: { id: project.id } }));
    expect(projectRefused).toMatchObject({ code: Code.IllegalOperation });
    expect(projectRefused.msg).toContain('该项目已有设备、资料、报告等记录引用，不能删除');
    expect(await storedEquipment(t, item.id)).toBeDefined();
    expect((await projectByNumber(call, project.number)).id).toBe(project.id);
    expect((await kindByName(call, kind.name)).id).toBe(kind.id);
    expect((await lastAudit(t.db, 'projects', project.id))?.action).not.toBe('delete');
  });

  it('lets a kind that equipment no longer uses go', async () => {
    const admin = await signedIn(t, 'hdny');
    const project = await projectByNumber(admin.call, 'HDNY-2026-002');
    const made = envelope<{ id: number }>(await admin.call(DeviceCalls.create, { body: { name: '阀门测试装置' } }));
    const item = envelope<EquipmentRow>(
      await admin.call(EquipmentCalls.create, { body: equipmentBody(project.id, made.data.id) }),
    );
    // The default page_key is the managers' list, where the administrator has every right too.
    expect(item.code).toBe(Code.Success);
    expect(envelope(await admin.call(DeviceCalls.delete, { query: { id: made.data.id } })).code).toBe(
      Code.IllegalOperation,
    );
    expect(envelope(await admin.call(EquipmentCalls.delete, { query: { id: item.data.id } })).code).toBe(Code.Success);
    expect(envelope(await admin.call(DeviceCalls.delete, { query: { id: made.data.id } })).code).toBe(Code.Success);
  });
});
