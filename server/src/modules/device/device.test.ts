import {
  Code,
  DeviceCalls,
  DeviceKind,
  type DeviceOption,
  type DeviceWithProcesses,
  type ListData,
} from '@app/contract';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { lastAudit, signedIn, withRevoked } from '../../../test/admin.js';
import { useTestApp } from '../../../test/app.js';
import { callApi, envelope, expectFieldErrors } from '../../../test/http.js';
import { deviceKinds } from './device.table.js';
import { stepNamesOf } from './device.test-support.js';

const t = useTestApp();

let serial = 0;
const uniqueName = (base = '水轮机') => `${base}${++serial}`;
const kindBody = (fields: Record<string, unknown> = {}) => ({
  name: uniqueName(),
  code: 'SLJ',
  note: '混流式，额定出力 200 MW',
  sort: 10,
  ...fields,
});
const kindRow = async (id: number) => (await t.db.select().from(deviceKinds).where(eq(deviceKinds.id, id)))[0];
const kindCount = async () => (await t.db.select({ n: count() }).from(deviceKinds))[0]?.n ?? 0;
const stepsOf = (deviceId: number) => stepNamesOf(t.db, deviceId);

/** A kind of the owner's, made by its administrator through the API. */
async function createKind(ownerKey = 'hdny', fields: Record<string, unknown> = {}) {
  const admin = await signedIn(t, ownerKey);
  const res = envelope<DeviceKind>(await admin.call(DeviceCalls.create, { body: kindBody(fields) }));
  expect(res.code).toBe(Code.Success);
  return { ...admin, kind: res.data };
}

describe('device kinds', () => {
  it('creates a kind, lists it in its place and shows it with its steps, auditing the creation', async () => {
    const { call, kind } = await createKind('hdny', { name: '冲击式水轮机', sort: 0 });
    expect(kind).toMatchObject({ name: '冲击式水轮机', code: 'SLJ', process_count: 0 });
    expect((await lastAudit(t.db, 'device_kinds', kind.id))?.changes.name).toEqual({
      before: null,
      after: '冲击式水轮机',
    });

    const list = envelope<ListData<DeviceKind>>(await call(DeviceCalls.list, { query: { 'per-page': 100 } }));
    expect(list.code).toBe(Code.Success);
    for (const row of list.data.result) DeviceKind.strict().parse(row);
    // Sort 0 puts it before the demo's kinds (10, 20, 30), whose step counts the list shows.
    expect(list.data.result[0]?.name).toBe('冲击式水轮机');
    expect(list.data.result.find((row) => row.name === '主变压器')?.process_count).toBe(7);

    const filtered = envelope<ListData<DeviceKind>>(
      await call(DeviceCalls.list, { query: { 'filter[name]': '冲击' } }),
    );
    expect(filtered.data.result.map((row) => row.id)).toEqual([kind.id]);

    const view = envelope<DeviceWithProcesses>(await call(DeviceCalls.view, { query: { id: kind.id } }));
    expect(view.data).toMatchObject({ id: kind.id, processes: [] });
  });

  it('refuses bad input and a name the owner already uses with field errors, changing nothing', async () => {
    const { call, kind } = await createKind();
    const before = await kindCount();
    expectFieldErrors(await call(DeviceCalls.create, { body: kindBody({ name: '  ' }) }), ['name']);
    expectFieldErrors(
      await call(DeviceCalls.create, { body: kindBody({ code: '水轮机' }) }),
      ['code'],
      '代号须以字母或数字开头，只能包含字母、数字、短横线和下划线（至多 32 位）',
    );
    expectFieldErrors(await call(DeviceCalls.create, { body: kindBody({ sort: -1, note: 'x'.repeat(501) }) }), [
      'sort',
      'note',
    ]);
    expectFieldErrors(
      await call(DeviceCalls.create, { body: kindBody({ name: kind.name }) }),
      ['name'],
      '已有同名装置',
    );
    expectFieldErrors(await call(DeviceCalls.update, { query: { id: kind.id }, body: kindBody({ name: '' }) }), [
      'name',
    ]);
    expect(await kindCount()).toBe(before);
    expect((await kindRow(kind.id))?.name).toBe(kind.name);

    // Another owner may use the same name: the catalogue is per owner.
    const other = await signedIn(t, 'xnsd');
    expect(envelope(await other.call(DeviceCalls.create, { body: kindBody({ name: kind.name }) })).code).toBe(
      Code.Success,
    );
  });

  it('updates and deletes a kind with its steps, auditing both', async () => {
    const { call, kind } = await createKind();
    await call(DeviceCalls.saveProcesses, {
      query: { id: kind.id },
      body: { processes: [{ name: '铸造' }, { name: '加工' }] },
    });

    const updated = envelope<DeviceKind>(
      await call(DeviceCalls.update, {
        query: { id: kind.id },
        body: kindBody({ name: `${kind.name}（改）`, code: '' }),
      }),
    );
    expect(updated.data).toMatchObject({ name: `${kind.name}（改）`, code: '', process_count: 2 });
    expect((await lastAudit(t.db, 'device_kinds', kind.id))?.changes.code).toEqual({ before: 'SLJ', after: '' });

    const deleted = envelope(await call(DeviceCalls.delete, { query: { id: kind.id } }));
    expect(deleted).toMatchObject({ code: Code.Success, msg: '已删除' });
    expect(await kindRow(kind.id)).toBeUndefined();
    expect(await stepsOf(kind.id)).toEqual([]);
    const audit = await lastAudit(t.db, 'device_kinds', kind.id);
    expect(audit?.action).toBe('delete');
    expect(audit?.changes.processes).toEqual({ before: 2, after: null });
  });

  it("is refused for another owner's kind (not found) and changes nothing", async () => {
    const { kind } = await createKind('hdny');
    const other = await signedIn(t, 'xnsd');
    for (const res of [
      await other.call(DeviceCalls.view, { query: { id: kind.id } }),
      await other.call(DeviceCalls.update, { query: { id: kind.id }, body: kindBody() }),
      await other.call(DeviceCalls.delete, { query: { id: kind.id } }),
      await other.call(DeviceCalls.saveProcesses, { query: { id: kind.id }, body: { processes: [{ name: '偷改' }] } }),
    ]) {
      expect(envelope(res).code).toBe(Code.NotFound);
    }
    expect(await kindRow(kind.id)).toMatchObject({ name: kind.name, code: 'SLJ' });
    expect(await stepsOf(kind.id)).toEqual([]);
    const theirs = envelope<ListData<DeviceKind>>(await other.call(DeviceCalls.list, { query: { 'per-page': '-1' } }));
    expect(theirs.data.result.map((row) => row.id)).not.toContain(kind.id);
    const options = envelope<DeviceOption[]>(await other.call(DeviceCalls.options));
    expect(options.data.map((row) => row.id)).not.toContain(kind.id);
  });

  it('needs the page action, and a session', async () => {
    const { call, kind } = await createKind();
    const before = await kindCount();
    await withRevoked(
      t.db,
      { ownerKey: 'hdny', role: 'admin', pageKey: 'custom-device', action: 'create' },
      async () => {
        expect(envelope(await call(DeviceCalls.create, { body: kindBody() })).code).toBe(Code.NoPermission);
      },
    );
    await withRevoked(
      t.db,
      { ownerKey: 'hdny', role: 'admin', pageKey: 'custom-device', action: 'delete' },
      async () => {
        expect(envelope(await call(DeviceCalls.delete, { query: { id: kind.id } })).code).toBe(Code.NoPermission);
      },
    );
    expect(await kindCount()).toBe(before);
    expect(envelope(await callApi(t.app, undefined, DeviceCalls.list)).code).toBe(Code.NotLoggedIn);
    expect(envelope(await callApi(t.app, undefined, DeviceCalls.create, { body: kindBody() })).code).toBe(
      Code.NotLoggedIn,
    );
  });

  it('lets managers, clients and inspectors read the catalogue but not change it', async () => {
    const { kind } = await createKind();
    for (const role of ['manager', 'wtf', 'staff'] as const) {
      const member = await signedIn(t, 'hdny', role);
      expect(envelope(await member.call(DeviceCalls.list)).code, role).toBe(Code.Success);
      expect(envelope(await member.call(DeviceCalls.processes)).code, role).toBe(Code.Success);
      expect(envelope(await member.call(DeviceCalls.options)).code, role).toBe(Code.Success);
      expect(envelope(await member.call(DeviceCalls.create, { body: kindBody() })).code, role).toBe(Code.NoPermission);
      expect(
        envelope(await member.call(DeviceCalls.saveProcesses, { query: { id: kind.id }, body: { processes: [] } }))
          .code,
        role,
      ).toBe(Code.NoPermission);
    }
  });
});

describe('process routes', () => {
  it('saves a route in order, keeping the ids of renamed and moved steps, and audits it once', async () => {
    const { call, kind } = await createKind();
    const first = envelope<DeviceWithProcesses>(
      await call(DeviceCalls.saveProcesses, {
        query: { id: kind.id },
        body: {
          processes: [{ name: '转轮铸造' }, { name: '叶片加工', note: '五轴数控' }, { name: '静平衡试验' }],
        },
      }),
    );
    expect(first).toMatchObject({ code: Code.Success, msg: '已保存' });
    expect(first.data.processes.map((p) => [p.step, p.name])).toEqual([
      [1, '转轮铸造'],
      [2, '叶片加工'],
      [3, '静平衡试验'],
    ]);
    const [casting, machining, balance] = first.data.processes;

    const second = envelope<DeviceWithProcesses>(
      await call(DeviceCalls.saveProcesses, {
        query: { id: kind.id },
        body: {
          processes: [
            { id: machining?.id, name: '叶片数控加工', note: '五轴数控' },
            { id: casting?.id, name: '转轮铸造' },
            { name: '无损检测' },
          ],
        },
      }),
    );
    expect(second.data.processes.map((p) => [p.id, p.step, p.name])).toEqual([
      [machining?.id, 1, '叶片数控加工'],
      [casting?.id, 2, '转轮铸造'],
      [expect.any(Number), 3, '无损检测'],
    ]);
    expect(second.data.processes.map((p) => p.id)).not.toContain(balance?.id);
    expect(second.data.process_count).toBe(3);
    expect((await lastAudit(t.db, 'device_kinds', kind.id))?.changes.processes).toEqual({
      before: '转轮铸造 → 叶片加工 → 静平衡试验',
      after: '叶片数控加工 → 转轮铸造 → 无损检测',
    });
  });

  it("refuses a step named twice, another kind's step id and an overlong route, changing nothing", async () => {
    const { call, kind } = await createKind();
    await call(DeviceCalls.saveProcesses, { query: { id: kind.id }, body: { processes: [{ name: '铸造' }] } });
    const { kind: otherKind } = await createKind();
    const foreign = envelope<DeviceWithProcesses>(
      await call(DeviceCalls.saveProcesses, {
        query: { id: otherKind.id },
        body: { processes: [{ name: '外来工序' }] },
      }),
    ).data.processes[0];

    expectFieldErrors(
      await call(DeviceCalls.saveProcesses, {
        query: { id: kind.id },
        body: { processes: [{ name: '焊接' }, { name: '焊接' }] },
      }),
      ['processes.1.name'],
      '同一装置的工序不能重名',
    );
    expectFieldErrors(
      await call(DeviceCalls.saveProcesses, {
        query: { id: kind.id },
        body: { processes: [{ id: foreign?.id, name: '外来工序' }] },
      }),
      ['processes.0.id'],
    );
    const tooMany = Array.from({ length: 101 }, (_, i) => ({ name: `工序${i}` }));
    expectFieldErrors(await call(DeviceCalls.saveProcesses, { query: { id: kind.id }, body: { processes: tooMany } }), [
      'processes',
    ]);
    expectFieldErrors(
      await call(DeviceCalls.saveProcesses, { query: { id: kind.id }, body: { processes: [{ name: '' }] } }),
      ['processes.0.name'],
    );
    expectFieldErrors(await call(DeviceCalls.saveProcesses, { query: { id: kind.id }, body: { processes: 'x' } }), [
      'processes',
    ]);
    expect(await stepsOf(kind.id)).toEqual(['铸造']);
    expect(await stepsOf(otherKind.id)).toEqual(['外来工序']);
  });

  it('lists every kind of the owner with its steps in route order, filtered by kind or name', async () => {
    const { call, kind } = await createKind('hdny', { name: '阀门' });
    await call(DeviceCalls.saveProcesses, {
      query: { id: kind.id },
      body: {
        processes: [{ name: '阀体铸造' }, { name: '密封试验' }, { name: '出厂验收' }],
      },
    });
    const ofKind = envelope<ListData<{ name: string; step: number; device_name: string }>>(
      await call(DeviceCalls.processes, { query: { device_id: kind.id } }),
    );
    expect(ofKind.data.result.map((row) => [row.device_name, row.step, row.name])).toEqual([
      ['阀门', 1, '阀体铸造'],
      ['阀门', 2, '密封试验'],
      ['阀门', 3, '出厂验收'],
    ]);
    const byName = envelope<ListData<{ device_name: string }>>(
      await call(DeviceCalls.processes, { query: { 'filter[name]': '出厂验收', 'per-page': '-1' } }),
    );
    // The demo's GIS route ends with the same step; the substation owner's list holds both, no other owner's.
    expect(byName.data.result.map((row) => row.device_name).sort()).toEqual(['GIS 组合电器', '阀门'].sort());
    expectFieldErrors(await call(DeviceCalls.processes, { query: { device_id: 'abc' } }), ['device_id']);
    expectFieldErrors(await call(DeviceCalls.processes, { query: { sort: 'note' } }), ['sort']);
  });
});
